import Foundation

/// The one sanitized build of a team's fuzzing: a package `linkproof fuzz` writes into
/// `.build/linkproof/fuzz-package/` holds Linkproof's manifest-driven fuzz targets
/// (`linkproof-route`, …, their entries copied from Linkproof's `Fuzzers/`) and depends on the
/// team's fuzz package, so that `fuzz --manifest` and `fuzz --handler` build Linkproof's and the
/// team's modules once, with libFuzzer and ASan, in one build folder; each run links only the
/// fuzzers it runs. Built in release as `Scripts/fuzz` builds Linkproof's own, then checked for
/// libFuzzer's counters and ASan's checks.
struct FuzzBuild {
    let layout: FuzzLayout
    let toolchain: FuzzToolchain

    /// The product name of Linkproof's fuzz target `target` in the generated package.
    static func product(_ target: String) -> String { "linkproof-" + target }

    /// Linkproof's manifest-driven fuzz targets (their entries have a start-up hook,
    /// `LLVMFuzzerInitialize`, which reads the app to aim at), by name.
    var manifestTargets: [String] {
        let sources = layout.linkproof + "/Fuzzers/Sources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return names.sorted().filter { name in
            (try? String(contentsOfFile: "\(sources)/\(name)/FuzzEntry.swift", encoding: .utf8))?.contains("LLVMFuzzerInitialize") == true
        }
    }

    /// Builds `product` (a product of the team's fuzz package), or with nil every Linkproof
    /// target of the generated package; false, with the reason printed, when the build fails.
    func build(product: String?) throws(UsageError) -> Bool {
        try writePackage()
        let log = layout.work + "/logs/build.log"
        // --disable-sandbox: the plugin runs the tool inside its own process (on macOS, its sandbox,
        // where a nested SwiftPM cannot sandbox its manifests again); given on every run, since a
        // change of it rebuilds everything, so that the plugin and `swift run linkproof fuzz` share the build.
        var arguments = ["build", "-c", "release", "--package-path", layout.generatedPackage, "--scratch-path", layout.scratch, "--disable-sandbox",
                         "--sanitize=fuzzer", "-Xswiftc", "-sanitize=fuzzer,address", "-Xswiftc", "-DLINKPROOF_CHECK_INVARIANTS"]
        if let product { arguments += ["--product", product] }
        Console.out("== building the fuzzers (swift \(arguments.joined(separator: " "))); log \(layout.shown(log))")
        let status = try FuzzProcess.run(toolchain.swift, arguments, in: layout.caller, log: log) { seconds in
            let step = Self.lastStep(log).map { ", step \($0)" } ?? ""
            Console.out("   building… \(seconds) s\(step)")
        }
        guard status == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let errors = text.split(separator: "\n").filter { $0.contains("error") && !$0.contains("Cannot export local symbol") }.prefix(20)
            for line in errors { Console.error(String(line)) }
            if text.range(of: "libclang_rt.fuzzer", options: .caseInsensitive) != nil {
                Console.error("missing toolchain piece: libFuzzer runtime (lib/swift/clang/lib/<platform>/libclang_rt.fuzzer*)"
                    + " — Xcode's toolchain ships none: select a swift.org toolchain (its bundle identifier in TOOLCHAINS)")
            }
            Console.error("linkproof fuzz: the build failed; full log in \(layout.shown(log))")
            return false
        }
        return true
    }

    /// Whether the fuzzer of `product` carries libFuzzer's coverage counters and ASan's
    /// checks (swiftc honours only the last -sanitize flag, so a wrong order would silently
    /// build an uninstrumented fuzzer); false, with the reason printed, when not.
    func isInstrumented(_ product: String) throws(UsageError) -> Bool {
        let binary = layout.binary(product)
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            Console.error("linkproof fuzz: \(binary) was not built")
            return false
        }
        let sections = try FuzzProcess.output(try toolchain.tool("llvm-objdump"), ["-h", binary], in: layout.caller, scratch: layout.work)
        guard sections.text.contains("__sancov_cntrs") else {
            Console.error("linkproof fuzz: \(binary) has no __sancov_cntrs section: not built with -sanitize=fuzzer (SanitizerCoverage missing)")
            return false
        }
        let symbols = try FuzzProcess.output(try toolchain.tool("llvm-nm"), [binary], in: layout.caller, scratch: layout.work)
        guard symbols.text.contains("__asan_report") else {
            Console.error("linkproof fuzz: \(binary) has no __asan_report symbols: not built with -sanitize=address")
            return false
        }
        return true
    }

    /// Writes the generated package (a file only when its text changed, so SwiftPM keeps its
    /// cached manifest and build).
    private func writePackage() throws(UsageError) {
        let targets = manifestTargets
        var files = ["Package.swift": packageText(targets)]
        for target in targets {
            let entry = layout.linkproof + "/Fuzzers/Sources/\(target)/FuzzEntry.swift"
            guard let text = try? String(contentsOfFile: entry, encoding: .utf8) else { throw UsageError("\(entry): cannot be read") }
            files["Sources/\(Self.product(target))/FuzzEntry.swift"] = text
        }
        for (name, text) in files {
            let path = layout.generatedPackage + "/" + name
            guard (try? String(contentsOfFile: path, encoding: .utf8)) != text else { continue }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("\(path): cannot be written (\(error.localizedDescription))")
            }
        }
    }

    private func packageText(_ targets: [String]) -> String {
        let products = targets.map { "        .executable(name: \"\(Self.product($0))\", targets: [\"\(Self.product($0))\"])," }
        let executables = targets.map {
            "        .executableTarget(name: \"\(Self.product($0))\", dependencies: [.product(name: \"LinkproofFuzzTargets\", package: \"Linkproof\")]),"
        }
        return """
            // swift-tools-version:6.0
            // Written by `linkproof fuzz` (rewritten on every run; do not edit): Linkproof's
            // manifest-driven fuzz targets and your fuzz package in one sanitized build.
            import PackageDescription

            let package = Package(
                name: "LinkproofTeamFuzzers",
                platforms: [.macOS(.v14)],
                products: [
            \(products.joined(separator: "\n"))
                ],
                dependencies: [
                    .package(name: "Linkproof", path: \(Self.literal(layout.linkproof))),
                    .package(path: \(Self.literal(layout.fuzzers))),
                ],
                targets: [
            \(executables.joined(separator: "\n"))
                ]
            )

            """
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// SwiftPM's last `[done/total]` step in `log`.
    private static func lastStep(_ log: String) -> String? {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("[") {
            if let end = line.firstIndex(of: "]") { return String(line[line.index(after: line.startIndex)..<end]) }
        }
        return nil
    }
}
