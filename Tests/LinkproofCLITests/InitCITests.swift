import Foundation
import Testing

/// `linkproof init --ci github` (issue 42): the CI it writes is the fixture team's own — its
/// package name, its fuzz entries (an executable that defines LLVMFuzzerTestOneInput, not one
/// that does not), its fuzz package, its golden folder and the manifest that folder decides
/// with — and an existing file is never replaced without --force. (That the written build.sh
/// builds and runs the entries is a sanitized build: `Scripts/cflite-check --package DIR`,
/// run on a team package, not here.)
@Suite struct InitCITests {
    /// A team package "Shop": Fuzzers/ with the fuzz entry `shop-links` and a plain tool
    /// `shop-tool`, and a golden folder deciding with `shop.json`.
    private func fixture() throws -> String {
        let root = Scratch.folder() + "/Shop"
        let files = [
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Shop\")])\n",
            "Sources/Shop/Shop.swift": "public struct Shop {}\n",
            "shop.json": "{}\n",
            "Tests/ShopTests/Golden/apps/shop.json": "{\"manifestFile\": \"../../../shop.json\"}\n",
            "Tests/ShopTests/Golden/cases/001-shop.json": "[]\n",
            "Fuzzers/Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "ShopFuzzers", products: [
                    .executable(name: "shop-links", targets: ["shop-links"]), .executable(name: "shop-tool", targets: ["shop-tool"]),
                ], targets: [.executableTarget(name: "shop-links"), .executableTarget(name: "shop-tool")])

                """,
            "Fuzzers/Sources/shop-links/FuzzEntry.swift": "@_cdecl(\"LLVMFuzzerTestOneInput\") public func fuzz(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n",
            "Fuzzers/Sources/shop-tool/main.swift": "print(\"a tool\")\n",
        ]
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func read(_ root: String, _ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }

    @Test func writesTheTeamsOwnCI() throws {
        let root = try fixture()
        let run = try LinkproofProcess.run(["init", "--ci", "github"], in: root)
        #expect(run.status == 0, "\(run.errorText)")
        let written = [".github/workflows/linkproof.yml", ".clusterfuzzlite/Dockerfile", ".clusterfuzzlite/build.sh", ".clusterfuzzlite/project.yaml",
                       ".dockerignore", ".github/workflows/cflite_pr.yml", ".github/workflows/cflite_build.yml",
                       ".github/workflows/cflite_batch.yml", ".github/workflows/cflite_cron.yml"]
        #expect(run.text.split(separator: "\n").filter { $0.hasPrefix("wrote ") } == written.map { "wrote \($0)"[...] })
        #expect(run.text.contains("ClusterFuzzLite fuzzes shop-links of Fuzzers/; corpus storage: GitHub Actions artifacts"))

        let workflow = read(root, ".github/workflows/linkproof.yml")
        for line in ["run: swift test --skip-build", "run: |\n        swift run linkproof manifest validate shop.json\n", "- name: 'Conformance (Tests/ShopTests/Golden)'",
                     "swift run linkproof conform --golden Tests/ShopTests/Golden --report junit=.build/reports/conformance-Tests-ShopTests-Golden.xml",
                     "--report markdown=.build/reports/conformance-Tests-ShopTests-Golden.md --report html=.build/reports/conformance-Tests-ShopTests-Golden.html",
                     ">> \"$GITHUB_STEP_SUMMARY\"", "uses: actions/upload-artifact@v4"] {
            #expect(workflow.contains(line), "linkproof.yml lacks \(line)")
        }
        let script = read(root, ".clusterfuzzlite/build.sh")
        #expect(script.hasPrefix("#!/bin/bash -eu\n"))
        #expect(script.contains("fuzz_entries=\"shop-links\"\n"), "only the executable defining LLVMFuzzerTestOneInput")
        #expect(script.contains("cd \"$SRC/shop\"\nswift build -c release --package-path Fuzzers $SWIFTFLAGS\n"))
        #expect(script.contains("LINKPROOF_FUZZ_SEED_CORPUS_FROM=\"Linkproof/Corpus/$entry\"") && script.contains("LINKPROOF_FUZZ_OPTIONS=\"$OUT\""))
        // The sanitized build's flags are Linkproof's own build.sh's, which cflite-check runs
        // in every CI: the team's file must stand alone, so the two are kept equal here.
        let ours = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".clusterfuzzlite/build.sh").path, encoding: .utf8)
        func flags(_ text: String) -> String? {
            guard let start = text.range(of: "SWIFTFLAGS=\"-Xswiftc"), let end = text.range(of: "\nfi\n", range: start.upperBound..<text.endIndex) else { return nil }
            return String(text[start.lowerBound..<end.upperBound])
        }
        #expect(flags(script) != nil && flags(script) == flags(ours), "the written build.sh's flags differ from .clusterfuzzlite/build.sh's")
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/.clusterfuzzlite/build.sh")[.posixPermissions] as? Int
        #expect(mode == 0o755)
        #expect(read(root, ".clusterfuzzlite/Dockerfile").contains("FROM gcr.io/oss-fuzz-base/base-builder-swift:ubuntu-24-04\n"))
        #expect(read(root, ".clusterfuzzlite/Dockerfile").contains("COPY . $SRC/shop\nWORKDIR $SRC/shop\nCOPY .clusterfuzzlite/build.sh $SRC/\n"))
        #expect(read(root, ".clusterfuzzlite/project.yaml").contains("language: swift\n"))
        #expect(read(root, ".dockerignore").contains("**/.build\n"))
        for (file, mode) in [("cflite_pr", "code-change"), ("cflite_batch", "batch"), ("cflite_cron", "prune"), ("cflite_cron", "coverage")] {
            #expect(read(root, ".github/workflows/\(file).yml").contains("mode: '\(mode)'"), "\(file).yml runs no \(mode)")
        }
        #expect(read(root, ".github/workflows/cflite_build.yml").contains("upload-build: true"))
        #expect(!read(root, ".github/workflows/cflite_batch.yml").contains("storage-repo:"))
    }

    @Test func neverReplacesAFileWithoutForce() throws {
        let root = try fixture()
        try FileManager.default.createDirectory(atPath: root + "/.clusterfuzzlite", withIntermediateDirectories: true)
        try "# ours\n".write(toFile: root + "/.clusterfuzzlite/build.sh", atomically: true, encoding: .utf8)
        let refused = try LinkproofProcess.run(["init", "--ci", "github"], in: root)
        #expect(refused.status == 2 && refused.errorText.contains(".clusterfuzzlite/build.sh already exists: nothing was written (--force replaces it)"), "\(refused.errorText)")
        #expect(read(root, ".clusterfuzzlite/build.sh") == "# ours\n" && !FileManager.default.fileExists(atPath: root + "/.github"))

        let forced = try LinkproofProcess.run(["init", "--ci", "github", "--force", "--storage-repo", "acme/shop-fuzz-storage"], in: root)
        #expect(forced.status == 0 && forced.text.contains("replaced .clusterfuzzlite/build.sh\n") && forced.text.contains("wrote .dockerignore\n"))
        #expect(read(root, ".github/workflows/cflite_batch.yml").contains("storage-repo: https://${{ secrets.PERSONAL_ACCESS_TOKEN }}@github.com/acme/shop-fuzz-storage.git"))
    }

    @Test func helpAndUsageErrors() throws {
        let help = try LinkproofProcess.run(["init", "--help"])
        #expect(help.status == 0 && help.text.contains("linkproof init --ci github [--force]"))
        let root = try fixture()
        let cases: [([String], String)] = [
            (["init", "--ci", "gitlab"], "--ci gitlab: the CI written is GitHub Actions' (--ci github)"),
            (["init", "--ci", "github", "out"], "init --ci github takes no DIR"),
            (["init", "--ci", "github", "--storage-repo", "acme"], "--storage-repo acme: give the repository as OWNER/NAME"),
            (["init", "--ci", "github", "--golden", "Sources"], "--golden Sources: not a golden folder"),
            (["init", "--ci", "github", "--fuzzers", "Sources"], "Sources: no Package.swift there"),
        ]
        for (arguments, expected) in cases {
            let run = try LinkproofProcess.run(arguments, in: root)
            #expect(run.status == 2 && run.errorText.contains(expected), "\(arguments): \(run.status) \(run.errorText)")
        }
        let elsewhere = try LinkproofProcess.run(["init", "--ci", "github"])
        #expect(elsewhere.status == 2 && elsewhere.errorText.contains("no Package.swift here"))
    }
}
