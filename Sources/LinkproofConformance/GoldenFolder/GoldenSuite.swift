import Foundation
import LinkproofCore

/// A golden folder, loaded and checked: the scenario catalogue, every golden file with its
/// cases, the manifests they name, and the pending outcomes waiting for review.
///
/// ```
/// DIR/apps/NAME.json   DIR/aasa/FILE.json   DIR/cases/NNN-topic.json   DIR/scenarios.json
/// ```
public struct GoldenSuite: Sendable {
    /// The golden folder as given.
    public let directory: String
    /// The catalogue, in ID order.
    public let scenarios: [Scenario]
    /// Golden files in name order.
    public internal(set) var files: [GoldenFile]
    /// The manifests the cases name, by name.
    public let manifests: [String: LinkManifest]
    /// Pending files in name order.
    public internal(set) var pending: [PendingFile]
    /// Pending entries whose case or golden file no longer exists: reported, never fatal to a run.
    public let warnings: [GoldenError]

    /// Every case, file by file.
    public var cases: [GoldenCase] { files.flatMap(\.cases) }

    /// The absolute path of a file named relative to the golden folder.
    public func path(_ relative: String) -> String { (directory as NSString).appendingPathComponent(relative) }

    /// Loads `directory`; any malformed file, missing field, duplicate ID, unknown scenario,
    /// unknown manifest, or two cases that evaluate the same thing is an error with its place.
    ///
    /// Every file and folder of the suite must lie inside the folder once symbolic links are
    /// resolved (a `cases/` that is a link leading out is refused, so `--record` and `review`
    /// never write through it), and the folder inside the tool's root (`PathConfinement`).
    public static func load(_ directory: String) throws(GoldenError) -> GoldenSuite {
        let folder = try GoldenFolderBounds(directory)
        func path(_ relative: String) -> String { (directory as NSString).appendingPathComponent(relative) }
        for part in ["scenarios.json", "cases", "apps", "aasa"] { try folder.confine(path(part), file: part) }
        let scenarios: [Scenario]
        do {
            scenarios = try readScenarios(SourceText(path: path("scenarios.json"), file: "scenarios.json"))
        } catch var error {
            error.message += "; " + scenariosHint
            throw error
        }
        let scenarioIDs = Set(scenarios.map(\.id))
        var files: [GoldenFile] = []
        var pending: [PendingFile] = []
        for name in try caseFileNames(path("cases")) {
            try folder.confine(path("cases/" + name), file: "cases/" + name)
            let source = try SourceText(path: path("cases/" + name), file: "cases/" + name)
            if name.hasSuffix(PendingFile.suffix) {
                pending.append(try PendingFile.read(source))
            } else {
                files.append(try GoldenFileReader(source: source, scenarioIDs: scenarioIDs).read())
            }
        }
        try checkUniqueIDs(files)
        let manifests = try loadManifests(files, directory: directory, bounds: folder)
        try checkDistinctEvaluations(files)
        let warnings = orphans(pending, files)
        return GoldenSuite(directory: directory, scenarios: scenarios, files: files, manifests: manifests,
                           pending: pending, warnings: warnings)
    }

    /// What a golden folder's `scenarios.json` must hold, for its errors.
    static let scenariosHint = #"a golden folder needs scenarios.json: {"scenarios": {"ID": {"document": "…", "title": "…"}}}, the IDs its cases name in "scenarios" ('linkproof init --manifest FILE DIR' writes one)"#

    private static func readScenarios(_ source: SourceText) throws(GoldenError) -> [Scenario] {
        let root = try source.json()
        guard case .object = root else { throw GoldenError(.invalidField, file: source.file, path: "$", "wrong type: expected an object, found \(root.kind)") }
        guard let value = root["scenarios"] else { throw GoldenError(.missingField, file: source.file, path: "$", "missing field 'scenarios'") }
        guard case .object(let members) = value else {
            throw GoldenError(.invalidField, file: source.file, path: "$.scenarios", "wrong type: expected an object of scenarios by ID, found \(value.kind)")
        }
        return members.map { member in
            Scenario(id: member.key, document: member.value["document"]?.stringValue ?? "", title: member.value["title"]?.stringValue ?? "")
        }.sorted { $0.id < $1.id }
    }

    /// The `.json` files of `cases/` in name order; no folder means no cases yet.
    private static func caseFileNames(_ folder: String) throws(GoldenError) -> [String] {
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw GoldenError(.unreadable, file: "cases", "cannot list the folder")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    private static func checkUniqueIDs(_ files: [GoldenFile]) throws(GoldenError) {
        var first: [String: GoldenLocation] = [:]
        for golden in files.flatMap(\.cases) {
            if let earlier = first[golden.id] {
                throw GoldenError(.duplicateID, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                                  path: golden.location.path, "duplicate case id '\(golden.id)' (first at \(earlier.description))")
            }
            first[golden.id] = golden.location
        }
    }

    private static func loadManifests(_ files: [GoldenFile], directory: String, bounds: GoldenFolderBounds) throws(GoldenError) -> [String: LinkManifest] {
        let appsFolder = (directory as NSString).appendingPathComponent("apps")
        var manifests: [String: LinkManifest] = [:]
        for golden in files.flatMap(\.cases) {
            guard let name = golden.manifest, manifests[name] == nil else { continue }
            let unknown = { (message: String) in
                GoldenError(.unknownManifest, file: golden.location.file, line: golden.location.line, column: golden.location.column,
                            path: golden.location.path + ".manifest", message)
            }
            guard let file = try? PathName.path(name, suffix: ".json", in: appsFolder), FileManager.default.fileExists(atPath: file) else {
                throw unknown("unknown manifest '\(TerminalText.escaped(name))': no apps/<name>.json (a name is \(PathName.rule))")
            }
            // apps/NAME.json holds the manifest, or refers to the app's own file (GoldenManifestFile).
            let manifestFile = try GoldenManifestFile.manifestPath(file, file: "apps/\(name).json", goldenDirectory: directory, bounds: bounds)
            do {
                manifests[name] = try LinkManifest.load(contentsOf: manifestFile)
            } catch {
                let named = manifestFile == file ? "apps/\(name).json" : "\(manifestFile) (which apps/\(name).json refers to)"
                throw unknown("manifest \(named) does not load: \(error)")
            }
        }
        return manifests
    }

    private static func orphans(_ pending: [PendingFile], _ files: [GoldenFile]) -> [GoldenError] {
        var warnings: [GoldenError] = []
        for file in pending {
            guard let golden = files.first(where: { $0.path == file.goldenPath }) else {
                warnings.append(GoldenError(.orphanedPending, file: file.path, "its golden file \(file.goldenPath) no longer exists"))
                continue
            }
            let ids = Set(golden.cases.map(\.id))
            for entry in file.entries where !ids.contains(entry.id) {
                // A pending file's keys are untrusted text: quoted as one escaped field.
                let id = TerminalText.escaped(entry.id)
                warnings.append(GoldenError(.orphanedPending, file: file.path, path: "$.cases[\"\(id)\"]",
                                            "pending outcome for case '\(id)', which \(file.goldenPath) no longer has"))
            }
        }
        return warnings
    }
}
