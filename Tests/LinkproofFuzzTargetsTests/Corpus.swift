import Foundation
import LinkproofCore
import LinkproofFuzzTargets

/// One committed corpus file and the app it is read for.
typealias CorpusEntry = FuzzCorpus.Entry

/// The committed fuzz corpora: `Corpus/<target>/` (seeds), `Corpus/<target>/merged/` (units
/// fuzzing campaigns merged) and `Corpus/<target>/regressions/` (minimized findings); for a
/// manifest-driven target, `Corpus/<target>/<app>/` and its `merged/` and `regressions/`,
/// where `<app>` is a built-in app's name or a folder holding the app's `manifest.json`
/// (self-contained: AASA files inlined). Read by `FuzzCorpus`, as a team's corpus is.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let directory = root.appendingPathComponent("Corpus")

    /// The manifest file of a user's app folder.
    static let manifestFile = FuzzSeedCorpus.manifestFile

    /// The campaign ledger beside the target folders (`Scripts/fuzz-ledger`).
    static let ledgerFile = "LEDGER.json"

    /// Every entry of `target` under `directory`, sorted by path.
    static func entries(_ target: FuzzTarget, in directory: URL = directory) throws -> [CorpusEntry] {
        try FuzzCorpus(folder: directory).entries(target)
    }

    /// Every regression of every target, as `<target>/[<app>/]regressions/<kind>-<sha1>`.
    static let regressions: [String] = FuzzTarget.all.flatMap { target in
        ((try? entries(target)) ?? []).filter(\.isRegression).map(\.path)
    }
}
