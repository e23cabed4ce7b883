import Foundation
import LinkproofCore
import LinkproofFuzzTargets

/// One committed corpus file and the app it is read for.
struct CorpusEntry {
    let target: FuzzTarget
    /// The app of a manifest-driven target's entry: its folder's.
    let app: FuzzApp?
    /// The path below the corpus root, e.g. `route/raycipe/regressions/crash-<sha1>`.
    let path: String
    let file: URL

    var isRegression: Bool { path.contains("/regressions/") }

    /// Replays the entry through the target's body: the decision it made, or the violation.
    @discardableResult
    func replay() throws(FuzzViolation) -> Decision? {
        let bytes = (try? [UInt8](Data(contentsOf: file))) ?? []
        return try target.check(bytes, app: app)
    }
}

/// A corpus folder the replay cannot read: a loose file where an app folder belongs, or an
/// app folder that names no built-in app and holds no loadable `manifest.json`.
struct CorpusLayoutError: Error, CustomStringConvertible {
    let description: String
}

/// The committed fuzz corpora: `Corpus/<target>/` (seeds), `Corpus/<target>/merged/` (units
/// fuzzing campaigns merged) and `Corpus/<target>/regressions/` (minimized findings); for a
/// manifest-driven target, `Corpus/<target>/<app>/` and its `merged/` and `regressions/`,
/// where `<app>` is a built-in app's name or a folder holding the app's `manifest.json`
/// (self-contained: AASA files inlined).
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
        let folder = directory.appendingPathComponent(target.name)
        guard target.takesManifest else {
            return FuzzSeedCorpus.entries(in: folder).map { CorpusEntry(target: target, app: nil, path: "\(target.name)/\($0)", file: folder.appendingPathComponent($0)) }
        }
        var entries: [CorpusEntry] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let appFolder = folder.appendingPathComponent(name)
            guard FuzzSeedCorpus.isDirectory(appFolder) else { throw CorpusLayoutError(description: "Corpus/\(target.name)/\(name): an entry of a manifest-driven target belongs in an app's folder") }
            let app = try self.app(of: appFolder)
            entries += FuzzSeedCorpus.entries(in: appFolder).map {
                CorpusEntry(target: target, app: app, path: "\(target.name)/\(name)/\($0)", file: appFolder.appendingPathComponent($0))
            }
        }
        return entries
    }

    /// The app an app folder is read for: its `manifest.json`, or the built-in app of its name.
    static func app(of folder: URL) throws -> FuzzApp {
        let manifest = folder.appendingPathComponent(manifestFile)
        if FileManager.default.fileExists(atPath: manifest.path) {
            do { return try FuzzApp.load(manifestAt: manifest.path) } catch { throw CorpusLayoutError(description: "\(error)") }
        }
        guard let app = FuzzApp.builtIn(named: folder.lastPathComponent) else {
            throw CorpusLayoutError(description: "\(folder.path): neither a built-in app nor a folder with \(manifestFile)")
        }
        return app
    }

    /// Every regression of every target, as `<target>/[<app>/]regressions/<kind>-<sha1>`.
    static let regressions: [String] = FuzzTarget.all.flatMap { target in
        ((try? entries(target)) ?? []).filter(\.isRegression).map(\.path)
    }
}
