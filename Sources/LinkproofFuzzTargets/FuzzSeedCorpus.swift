import Foundation

/// The committed corpus of one fuzz target (`Corpus/<target>/`) as a run that names no app
/// reads it: ClusterFuzzLite and OSS-Fuzz set no `LINKPROOF_FUZZ_MANIFEST`, so an input of a
/// manifest-driven target takes its app from its first byte (`FuzzTarget.builtInApp(picked:)`),
/// while a committed entry of `Corpus/<target>/<app>/` was written for a run aimed at `<app>`,
/// without that byte.
///
/// `write(to:)` copies each entry of a built-in app's folder (and of its `merged/` and `regressions/`) with
/// the byte that picks the app put in front, to the same relative path; what no byte can pick
/// is left out and listed in `skipped`. A target without apps gets its entries as they are,
/// unpacked from their bundles. `.clusterfuzzlite/build.sh` zips the result as
/// `<target>_seed_corpus.zip` (through `LINKPROOF_FUZZ_SEED_CORPUS`, see `FuzzRun`).
public struct FuzzSeedCorpus {
    public let target: FuzzTarget
    /// The target's committed corpus folder, `Corpus/<target>/`.
    public let folder: URL

    /// One unit of the seed corpus: where it goes (relative to the output folder) and its bytes.
    public struct Unit: Equatable, Sendable {
        public let path: String
        public let bytes: [UInt8]
    }

    public init(target: FuzzTarget, folder: URL) {
        self.target = target
        self.folder = folder
    }

    /// The manifest file that a user's app folder keeps beside its entries (`Scripts/fuzz-common.sh`
    /// writes it); never an input.
    public static let manifestFile = "manifest.json"

    /// The subfolders of a corpus folder that hold inputs too: `merged/`, the units fuzzing
    /// campaigns kept (`Scripts/fuzz --mode campaign`; the seeds beside them are rewritten by
    /// `Scripts/build-seed-corpora`, `merged/` never), and `regressions/`, the minimized findings.
    public static let subfolders = ["merged", "regressions"]

    /// The bundles a corpus folder may keep inputs in instead of files (`CorpusBundle`), by the
    /// folder whose inputs they hold: `seeds.bundle` the folder's own (`""`), `merged.bundle`
    /// those of `merged/`. Linkproof's `Corpus/` keeps its seeds and merged units so; a team's
    /// corpus and every `regressions/` keep plain files.
    public static let bundles = ["": "seeds.bundle", "merged": "merged.bundle"]

    /// The inputs of a corpus folder and of its `subfolders`, each with its path relative to
    /// the folder: its files by name (less a user app's `manifest.json`, hidden files such as
    /// `.gitkeep` and `.DS_Store`, and its `bundles`), then the inputs of the bundle of the same
    /// folder in the bundle's order, the Nth as `<bundle>#N` (`merged.bundle#7`). An unreadable
    /// file or bundle is an error that names it.
    public static func entries(in folder: URL) throws(FuzzCorpusError) -> [Unit] {
        var entries: [Unit] = []
        for subfolder in [""] + subfolders {
            let place = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
            let prefix = subfolder.isEmpty ? "" : subfolder + "/"
            for name in files(in: place) {
                entries.append(Unit(path: prefix + name, bytes: try read(place.appendingPathComponent(name))))
            }
            if let bundle = bundles[subfolder], FileManager.default.fileExists(atPath: folder.appendingPathComponent(bundle).path) {
                for (index, bytes) in try CorpusBundle.inputs(in: folder.appendingPathComponent(bundle)).enumerated() {
                    entries.append(Unit(path: "\(bundle)#\(index + 1)", bytes: bytes))
                }
            }
        }
        return entries
    }

    /// The names of the input files directly in `folder`, sorted (none when it is missing).
    private static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            !name.hasPrefix(".") && name != manifestFile && !bundles.values.contains(name) && !isDirectory(folder.appendingPathComponent(name))
        }.sorted()
    }

    private static func read(_ file: URL) throws(FuzzCorpusError) -> [UInt8] {
        do { return [UInt8](try Data(contentsOf: file)) } catch { throw FuzzCorpusError("\(file.path): cannot be read: \(error.localizedDescription)") }
    }

    /// Whether `url` names a directory (not a file, not nothing).
    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The seed corpus: of a manifest-driven target, each entry of `<app>/` whose app a first
    /// byte can pick, prefixed with that byte (paths `<app>/…`); of any other target, its
    /// entries as they are (`entries(in:)`).
    public var units: [Unit] {
        get throws(FuzzCorpusError) {
            guard target.takesManifest else { return try Self.entries(in: folder) }
            var units: [Unit] = []
            for app in appFolders {
                guard let byte = firstByte(picking: app) else { continue }
                units += try Self.entries(in: folder.appendingPathComponent(app)).map { Unit(path: app + "/" + $0.path, bytes: [byte] + $0.bytes) }
            }
            return units
        }
    }

    /// What `units` leaves out of a manifest-driven target's folder, and why, one line each.
    public var skipped: [String] {
        guard target.takesManifest else { return [] }
        let loose = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter {
            !$0.hasPrefix(".") && !Self.isDirectory(folder.appendingPathComponent($0))
        }
        return loose.map { "\(target.name)/\($0): not in an app's folder" }
            + appFolders.filter { firstByte(picking: $0) == nil }.map { app in
                isUserApp(app) ? "\(target.name)/\(app)/: a user's app (its \(Self.manifestFile)), read only by a run aimed at that manifest"
                    : FuzzApp.builtIn(named: app).flatMap(target.unmetRequirement).map { "\(target.name)/\(app)/: \($0)" }
                    ?? "\(target.name)/\(app)/: names no built-in app"
            }
    }

    /// The byte that picks the app of folder `app`: none for a user's app, a folder that names
    /// no built-in app, or a built-in app the target does not apply to.
    private func firstByte(picking app: String) -> UInt8? {
        // A user's app keeps its manifest.json beside its entries (even under a built-in app's
        // name, it is read with that manifest): only a run aimed at the manifest reads them,
        // and no first byte picks a user's app.
        isUserApp(app) ? nil : target.firstByte(picking: app)
    }

    private func isUserApp(_ app: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(app).appendingPathComponent(Self.manifestFile).path)
    }

    /// The app folders of a manifest-driven target's corpus; none for any other target.
    private var appFolders: [String] {
        guard target.takesManifest else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter {
            !$0.hasPrefix(".") && Self.isDirectory(folder.appendingPathComponent($0))
        }
    }

    /// Writes every unit into `output` (created if need be) at its path; returns how many.
    @discardableResult
    public func write(to output: URL) throws -> Int {
        let units = try self.units
        for unit in units {
            let file = output.appendingPathComponent(unit.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(unit.bytes).write(to: file)
        }
        return units.count
    }
}
