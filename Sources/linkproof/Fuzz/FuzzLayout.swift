import Foundation
import LinkproofCore

/// Where `linkproof fuzz` reads and writes for a team's package, every folder absolute: the
/// committed corpus and regressions under `Linkproof/Corpus/`, everything a run rebuilds under
/// `.build/linkproof/` (the generated fuzz package and its one sanitized build, working corpora,
/// artifacts, findings, logs), both relative to the folder the tool runs in (the package root,
/// where the plugin runs it). Every folder is checked against `--root` (`PathConfinement`).
struct FuzzLayout {
    /// The folder the tool runs in, resolved: relative paths the user gives are read from it,
    /// and the fuzzers run in it, as `swift test` there would run the same code.
    let caller: String
    /// `.build/linkproof`.
    let work: String
    /// `Linkproof/Corpus`.
    let corpus: String
    /// Linkproof's own package: the fuzz targets' sources, dictionaries and LSan suppressions.
    let linkproof: String
    /// The package holding the team's fuzz executables (`--fuzzers DIR`; default `Fuzzers/`
    /// when it is a package, else the package itself).
    let fuzzers: String

    init(fuzzers option: String?) throws(UsageError) {
        caller = try Self.confined(".", naming: "the package")
        work = try Self.confined(".build/linkproof", naming: "the work folder")
        corpus = try Self.confined("Linkproof/Corpus", naming: "the corpus folder")
        linkproof = Self.linkproofPackage
        let folder = option ?? (FileManager.default.fileExists(atPath: "Fuzzers/Package.swift") ? "Fuzzers" : ".")
        fuzzers = try Self.confined(folder, naming: "--fuzzers")
        guard FileManager.default.fileExists(atPath: fuzzers + "/Package.swift") else {
            throw UsageError("\(folder): no Package.swift there (the package holding your fuzz executable: --fuzzers DIR)")
        }
    }

    /// The package `linkproof fuzz` writes: Linkproof's manifest-driven fuzz targets beside a
    /// dependency on the team's fuzz package, so that one sanitized build serves both.
    var generatedPackage: String { work + "/fuzz-package" }
    /// The one sanitized build folder (`--scratch-path`).
    var scratch: String { work + "/fuzz-build" }

    /// The built fuzzer of `product`.
    func binary(_ product: String) -> String { scratch + "/release/" + product }

    /// A run's folder below `work` (`corpus`, `artifacts`, `findings`, `prepared`, `reached`), for `place`.
    func working(_ kind: String, _ place: String) -> String { work + "/" + kind + "/" + place }

    /// `path` as the user reads it: relative to the package when inside it.
    func shown(_ path: String) -> String {
        path.hasPrefix(caller + "/") ? String(path.dropFirst(caller.count + 1)) : path
    }

    /// `path` resolved and refused (exit 2, naming it) when it leads outside `--root`.
    static func confined(_ path: String, naming what: String) throws(UsageError) -> String {
        do {
            return try PathConfinement.check(path)
        } catch {
            throw UsageError("\(what) \(error.description)")
        }
    }

    /// Linkproof's checkout: the package this tool was built from (SwiftPM builds a dependency
    /// from its sources, in place).
    private static let linkproofPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
