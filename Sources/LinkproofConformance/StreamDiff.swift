import LinkproofCore

/// `linkproof diff`: two result streams of `linkproof route --jsonl`, keyed by input
/// (`input`, or `inputBase64` for bytes that are not UTF-8), diffed decision by decision.
public enum StreamDiff {
    /// A stream, read: its header (if any) and each record's decision by input key.
    public struct Stream: Sendable {
        public var name: String
        public var header: StreamHeader?
        /// Input key → decision, in stream order.
        public var records: [(input: String, decision: JSONValue)]
    }

    /// Reads a stream; a line that is not a JSON object with `input` or `inputBase64` is an
    /// error naming the file and line (`{"line": N, "error": …}` lines are skipped).
    public static func read(_ bytes: [UInt8], name: String) throws(GoldenError) -> Stream {
        var stream = Stream(name: name, header: nil, records: [])
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            let value: JSONValue
            do {
                value = try JSONReader.read(Array(line))
            } catch {
                throw GoldenError(.malformedJSON, file: name, line: index + 1, column: error.column, "not JSON: \(error.detail)")
            }
            if index == 0, let header = StreamHeader(value) {
                stream.header = header
                continue
            }
            if value["error"] != nil && value["line"] != nil { continue }
            let key = value["input"]?.stringValue ?? value["inputBase64"]?.stringValue.map { "base64:" + $0 }
            guard let key else {
                throw GoldenError(.missingField, file: name, line: index + 1, column: 1, "a record needs \"input\" or \"inputBase64\"")
            }
            stream.records.append((key, .object(value.members.filter { $0.key != "input" && $0.key != "inputBase64" })))
        }
        return stream
    }

    /// The report of `before` → `after`: one entry per input of either stream.
    public static func report(_ before: Stream, _ after: Stream) -> Report {
        var notes: [String] = []
        switch (before.header, after.header) {
        case let (old?, new?):
            if old.swift != new.swift {
                notes.append("the toolchains differ: \(before.name) was made with Swift \(old.swift), \(after.name) with Swift \(new.swift) (Foundation's URL parser changes between releases)")
            }
            if old.linkproof != new.linkproof { notes.append("Linkproof \(old.linkproof) → \(new.linkproof)") }
            if old.profile != new.profile { notes.append("profiles: \(old.profile) → \(new.profile)") }
            if old.manifest != new.manifest { notes.append("manifests: \(old.manifest) → \(new.manifest)") }
        default:
            notes.append("a stream has no header line: the toolchains cannot be compared")
        }
        let afterByInput = Dictionary(after.records.map { ($0.input, $0.decision) }, uniquingKeysWith: { $1 })
        let beforeInputs = Set(before.records.map(\.input))
        var entries = before.records.map { input, decision in
            ReportEntry(id: input, input: input, comparisons: [Comparison(label: "decision", before: decision, after: afterByInput[input])])
        }
        for (input, decision) in after.records where !beforeInputs.contains(input) {
            entries.append(ReportEntry(id: input, input: input, comparisons: [Comparison(label: "decision", before: nil, after: decision)]))
        }
        return Report(title: "Diff: \(before.name) → \(after.name)", beforeLabel: before.name, afterLabel: after.name, entries: entries, notes: notes, noun: "input")
    }
}
