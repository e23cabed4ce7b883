import Foundation
import LinkproofCore

/// A committed fuzz corpus folder and the targets its subfolders name, replayed through exactly
/// the bodies libFuzzer runs: Linkproof's `Corpus/`, or a team's `Linkproof/Corpus/` (written by
/// the plugin's `fuzz store`).
///
/// - `<target>/` of a target that takes no manifest (a team's own `FuzzTarget.catalogue` among
///   them): its files, `merged/` and `regressions/`, and the inputs of its bundles
///   (`FuzzSeedCorpus.entries(in:)`, `CorpusBundle`);
/// - `<target>/<app>/` of a manifest-driven target: the same, each read for the app of the
///   folder: its `manifest.json` (self-contained, as `fuzz store` and `Scripts/add-regression` keep it), else the
///   built-in app of that name.
public struct FuzzCorpus: Sendable {
    /// The corpus folder.
    public let folder: URL
    /// The targets its subfolders may name: Linkproof's (`FuzzTarget.all`) and the team's own.
    public let targets: [FuzzTarget]

    /// One input and what reads it.
    public struct Entry: Sendable {
        public let target: FuzzTarget
        /// The app of a manifest-driven target's entry: its folder's.
        public let app: FuzzApp?
        /// The path below the corpus folder, e.g. `route/parking/regressions/crash-<sha1>`;
        /// the Nth input of a bundle is `<bundle>#N`, e.g. `url-parse/merged.bundle#7`.
        public let path: String
        /// The input.
        public let bytes: [UInt8]

        public var isRegression: Bool { path.contains("/regressions/") }

        /// Runs the entry through its target's body: the decision it made, or the violation.
        @discardableResult
        public func replay() throws(FuzzViolation) -> Decision? {
            try target.check(bytes, app: app)
        }
    }

    public init(folder: URL, targets: [FuzzTarget] = []) {
        self.folder = folder
        self.targets = FuzzTarget.all + targets.filter { own in !FuzzTarget.all.contains { $0.name == own.name } }
    }

    /// The target folders present, sorted; a folder that names no target is an error.
    public func targetFolders() throws(FuzzCorpusError) -> [FuzzTarget] {
        guard FuzzSeedCorpus.isDirectory(folder) else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found: [FuzzTarget] = []
        for name in names where FuzzSeedCorpus.isDirectory(folder.appendingPathComponent(name)) && !name.hasPrefix(".") {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw FuzzCorpusError("\(folder.path)/\(name): names no fuzz target (Linkproof's: \(FuzzTarget.all.map(\.name).joined(separator: ", ")); pass your own in targets:)")
            }
            found.append(target)
        }
        return found
    }

    /// Every entry of `target`, sorted by path.
    public func entries(_ target: FuzzTarget) throws(FuzzCorpusError) -> [Entry] {
        let targetFolder = folder.appendingPathComponent(target.name)
        guard target.takesManifest else {
            return try FuzzSeedCorpus.entries(in: targetFolder).map { Entry(target: target, app: nil, path: "\(target.name)/\($0.path)", bytes: $0.bytes) }
        }
        var entries: [Entry] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: targetFolder.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let appFolder = targetFolder.appendingPathComponent(name)
            guard FuzzSeedCorpus.isDirectory(appFolder) else {
                throw FuzzCorpusError("\(target.name)/\(name): an entry of a manifest-driven target belongs in an app's folder")
            }
            let app = try Self.app(of: appFolder)
            entries += try FuzzSeedCorpus.entries(in: appFolder).map { Entry(target: target, app: app, path: "\(target.name)/\(name)/\($0.path)", bytes: $0.bytes) }
        }
        return entries
    }

    /// Every entry of every target folder present.
    public func entries() throws(FuzzCorpusError) -> [Entry] {
        var all: [Entry] = []
        for target in try targetFolders() { all += try entries(target) }
        return all
    }

    /// The app an app folder is read for: its `manifest.json`, or the built-in app of its name.
    public static func app(of folder: URL) throws(FuzzCorpusError) -> FuzzApp {
        let manifest = folder.appendingPathComponent(FuzzSeedCorpus.manifestFile)
        if FileManager.default.fileExists(atPath: manifest.path) {
            do { return try FuzzApp.load(manifestAt: manifest.path) } catch { throw FuzzCorpusError("\(error)") }
        }
        guard let app = FuzzApp.builtIn(named: folder.lastPathComponent) else {
            throw FuzzCorpusError("\(folder.path): neither a built-in app nor a folder with \(FuzzSeedCorpus.manifestFile)")
        }
        return app
    }
}

/// A corpus folder that cannot be read as one: what and where.
public struct FuzzCorpusError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

#if canImport(Darwin)
extension FuzzCorpusError: LocalizedError {
    /// The description, where Apple's frameworks show an error (`localizedDescription`, Xcode).
    public var errorDescription: String? { description }
}
#endif
