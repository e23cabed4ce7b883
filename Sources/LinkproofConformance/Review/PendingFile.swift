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
        for member in members {
            for field in RetiredReason.outcomeFields {
                if let retired = RetiredReason.error(in: member.value[field], at: "$.cases.\(member.key).\(field)", file: source.file, id: member.key) {
                    throw retired
                }
            }
        }
        let entries = members.map { member in
            PendingEntry(id: member.key, expect: member.value["expect"], document: member.value["document"], compatible: member.value["compatible"])
        }
        return PendingFile(path: source.file, goldenPath: directory.isEmpty ? name : directory + "/" + name, entries: entries)
    }
}
