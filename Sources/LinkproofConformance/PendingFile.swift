import LinkproofCore

/// Outcomes waiting for review beside a golden file: `cases/NNN-topic.pending.json` holds
/// `{"file": "NNN-topic.json", "cases": {"<id>": {"expect": …, "document": …, "compatible": …}}}`.
public struct PendingFile: Sendable {
    /// Relative to the golden folder, e.g. `cases/000-raycipe.pending.json`.
    public var path: String
    /// The golden file it belongs to, relative to the golden folder.
    public var goldenPath: String
    /// The pending outcomes by case ID, in file order.
    public var entries: [PendingEntry]

    /// The pending file's name for a golden file: `NNN-topic.json` → `NNN-topic.pending.json`.
    public static func path(for goldenPath: String) -> String {
        String(goldenPath.dropLast(".json".count)) + suffix
    }

    /// How pending files end.
    public static let suffix = ".pending.json"

    /// The file's JSON text.
    public var text: String {
        let name = goldenPath.split(separator: "/").last.map(String.init) ?? goldenPath
        let cases = JSONValue.object(entries.map { ($0.id, $0.json) })
        return JSONValue.object([("file", .string(name)), ("cases", cases)]).prettyText(depth: 3) + "\n"
    }

    /// Reads a pending file.
    static func read(_ source: SourceText) throws(GoldenError) -> PendingFile {
        let root = try source.json()
        guard case .string(let name)? = root["file"], case .object(let members)? = root["cases"] else {
            throw GoldenError(.invalidField, file: source.file, path: "$", "a pending file is {\"file\": …, \"cases\": {id: {expect, document}}}")
        }
        if let problem = PathName.problem(name) { throw GoldenError(.invalidField, file: source.file, path: "$.file", problem) }
        let directory = source.file.split(separator: "/").dropLast().joined(separator: "/")
        let entries = members.map { member in
            PendingEntry(id: member.key, expect: member.value["expect"], document: member.value["document"], compatible: member.value["compatible"])
        }
        return PendingFile(path: source.file, goldenPath: directory.isEmpty ? name : directory + "/" + name, entries: entries)
    }
}

/// The outcomes a run recorded for one case, waiting to be accepted or rejected.
public struct PendingEntry: Sendable {
    public var id: String
    /// The `linkproof` profile's outcome, when it changed.
    public var expect: JSONValue?
    /// The `document` profile's outcome, when it changed.
    public var document: JSONValue?
    /// The `compatible` profile's outcome, when it changed.
    public var compatible: JSONValue?

    public init(id: String, expect: JSONValue?, document: JSONValue?, compatible: JSONValue? = nil) {
        self.id = id
        self.expect = expect
        self.document = document
        self.compatible = compatible
    }

    /// The pending outcome of a profile.
    public func outcome(_ profile: Profile) -> JSONValue? {
        switch profile {
        case .linkproof: expect
        case .document: document
        case .compatible: compatible
        }
    }

    /// Sets the pending outcome of a profile.
    mutating func set(_ profile: Profile, _ outcome: JSONValue?) {
        switch profile {
        case .linkproof: expect = outcome
        case .document: document = outcome
        case .compatible: compatible = outcome
        }
    }

    var json: JSONValue {
        .object(Profile.allCases.compactMap { profile in outcome(profile).map { (profile.field, $0) } })
    }
}
