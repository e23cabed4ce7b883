import Foundation
import LinkproofCore

/// `linkproof init --ci github`: the team's own CI, written for its package (`TeamPackage`,
/// `TeamCIFiles`), never over a file that exists unless `--force` says so.
extension InitCommand {
    /// Reads the rest of `arguments` as `init --ci PROVIDER …` and writes the files.
    static func runCI(provider: String, _ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        guard provider == "github" else { throw UsageError("--ci \(provider): the CI written is GitHub Actions' (--ci github)") }
        let force = arguments.flag("--force")
        let fuzzers = try arguments.option("--fuzzers")
        let golden = try arguments.options("--golden")
        let storage = try arguments.option("--storage-repo")
        guard try arguments.positionals().isEmpty else { throw UsageError("init --ci github takes no DIR: it writes into the package it runs in") }
        if let storage, !isRepositoryName(storage) { throw UsageError("--storage-repo \(storage): give the repository as OWNER/NAME") }
        let package = try TeamPackage(fuzzers: fuzzers, golden: golden, toolchain: try FuzzToolchain())
        let files = TeamCIFiles(package: package, storageRepository: storage).files
        var targets: [(file: TeamCIFiles.File, path: String)] = []
        for file in files { targets.append((file, try FuzzLayout.confined(file.path, naming: "the file"))) }
        let existing = targets.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.file.path)
        if !existing.isEmpty, !force {
            throw UsageError("\(existing.joined(separator: ", ")) already \(existing.count == 1 ? "exists" : "exist"): nothing was written (--force replaces \(existing.count == 1 ? "it" : "them"))")
        }
        for (file, path) in targets {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                if file.isExecutable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
            } catch {
                throw UsageError("\(file.path): cannot be written (\(error.localizedDescription))")
            }
            Console.out("\(existing.contains(file.path) ? "replaced" : "wrote") \(file.path)")
        }
        report(package, storage: storage)
        return .success
    }

    /// What the files were written for, and what to do next.
    private static func report(_ package: TeamPackage, storage: String?) {
        let goldens = package.goldenFolders.isEmpty ? "no golden folder found (linkproof init --manifest FILE DIR writes one)" : package.goldenFolders.joined(separator: ", ")
        Console.out("Conformance: \(goldens); manifests: \(package.manifests.isEmpty ? "none" : package.manifests.joined(separator: ", "))")
        guard !package.fuzzEntries.isEmpty else {
            Console.out("No fuzz entry in \(package.fuzzPackage == "." ? "the package" : package.fuzzPackage) (an executable product defining LLVMFuzzerTestOneInput, e.g. LinkproofTesting's FuzzTarget.catalogue): no ClusterFuzzLite files written")
            return
        }
        let place = package.fuzzPackage == "." ? "" : " of \(package.fuzzPackage)/"
        Console.out("ClusterFuzzLite fuzzes \(package.fuzzEntries.joined(separator: ", "))\(place); corpus storage: \(storage.map { "the repository \($0) (secret PERSONAL_ACCESS_TOKEN)" } ?? "GitHub Actions artifacts")")
        for path in package.outsideDependencies {
            Console.error("note: Package.swift depends on \(path) by a local path outside the package: ClusterFuzzLite's image will not hold it (depend on it by URL)")
        }
        Console.out("Check the build script without Docker: <linkproof checkout>/Scripts/cflite-check --package . (from a resolved package: .build/checkouts/<linkproof>/Scripts/cflite-check)")
    }

    /// Whether `name` is `OWNER/NAME` as GitHub spells repositories.
    private static func isRepositoryName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { TeamFuzzing.isFolderName(String($0)) }
    }
}
