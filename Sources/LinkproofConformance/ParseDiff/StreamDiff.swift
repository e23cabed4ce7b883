import LinkproofCore

/// `linkproof diff`: two result streams of `linkproof route --jsonl`, keyed by input
/// (`input`, or `inputBase64` for bytes that are not UTF-8), diffed decision by decision.
/// An input that a stream holds more than once is compared occurrence by occurrence, in
/// order (the second in one stream with the second in the other), and called out in a note.
public enum StreamDiff {
    /// A stream, read: its header (if any) and each record's decision by input key.
    public struct Stream: Sendable {
        public var name: String
        public var header: StreamHeader?
        /// Input key, its line (1-based) and decision, in stream order.
        package var records: [(input: String, line: Int, decision: JSONValue)]
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
            stream.records.append((key, index + 1, .object(value.members.filter { $0.key != "input" && $0.key != "inputBase64" })))
        }
        return stream
    }

    /// Two streams of different platforms (`route --platform`): an iOS decision and an
    /// Android decision of the same link answer different questions (how the link reaches the
    /// app differs), so their differences would all be noise.
    public struct PlatformMismatch: Error, Sendable, Equatable, CustomStringConvertible {
        /// Each stream's name and platform (`ios`, `android`).
        public let before: (name: String, platform: String)
        public let after: (name: String, platform: String)

        public init(before: (name: String, platform: String), after: (name: String, platform: String)) {
            self.before = before
            self.after = after
        }

        public static func == (lhs: PlatformMismatch, rhs: PlatformMismatch) -> Bool {
            lhs.before == rhs.before && lhs.after == rhs.after
        }

        public var description: String {
            "\(before.name) holds \(before.platform) decisions and \(after.name) \(after.platform) decisions: "
                + "a diff compares two streams of one platform (make both with the same 'route --platform')"
        }
    }

    /// The report of `before` → `after`: one entry per input of either stream. Streams whose
    /// headers name different platforms are refused.
    public static func report(_ before: Stream, _ after: Stream) throws(PlatformMismatch) -> Report {
        if let old = before.platform, let new = after.platform, old != new {
            throw PlatformMismatch(before: (before.name, old), after: (after.name, new))
        }
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
        notes += [before, after].compactMap(\.repeatedInputsNote)
        let afterByInput = Dictionary(grouping: after.records, by: \.input)
        var occurrences: [String: Int] = [:]
        var entries: [ReportEntry] = []
        for record in before.records {
            let occurrence = occurrences[record.input, default: 0]
            occurrences[record.input] = occurrence + 1
            let match = afterByInput[record.input].flatMap { $0.indices.contains(occurrence) ? $0[occurrence] : nil }
            entries.append(entry(record.input, occurrence: occurrence, before: (before.name, record), after: match.map { (after.name, $0) }))
        }
        var afterOccurrences: [String: Int] = [:]
        for record in after.records {
            let occurrence = afterOccurrences[record.input, default: 0]
            afterOccurrences[record.input] = occurrence + 1
            if occurrence >= occurrences[record.input, default: 0] {
                entries.append(entry(record.input, occurrence: occurrence, before: nil, after: (after.name, record)))
            }
        }
        return Report(title: "Diff: \(before.name) → \(after.name)", beforeLabel: before.name, afterLabel: after.name, entries: entries, notes: notes, noun: "input")
    }

    private typealias Placed = (stream: String, record: (input: String, line: Int, decision: JSONValue))

    /// The entry of an input's `occurrence`-th (0-based) record: `input`, then `input #2`, ….
    private static func entry(_ input: String, occurrence: Int, before: Placed?, after: Placed?) -> ReportEntry {
        let place = [before, after].compactMap { $0.map { "\($0.stream):\($0.record.line)" } }.joined(separator: " → ")
        return ReportEntry(id: occurrence == 0 ? input : "\(input) #\(occurrence + 1)", input: input, place: place,
                           comparisons: [Comparison(label: "decision", before: before?.record.decision, after: after?.record.decision)])
    }
}

extension StreamDiff.Stream {
    /// The platform its header names (`ios` for a header without one, as `route` writes
    /// iOS streams); nil without a header.
    public var platform: String? { header.map { $0.platform ?? "ios" } }

    /// "before.jsonl holds 2 inputs more than once (lines 2, 5; 3, 7): …", or nil.
    var repeatedInputsNote: String? {
        let lines = Dictionary(grouping: records, by: \.input).values.filter { $0.count > 1 }
            .map { $0.map(\.line) }.sorted { $0[0] < $1[0] }
        guard !lines.isEmpty else { return nil }
        let shown = lines.prefix(5).map { $0.map(String.init).joined(separator: ", ") }.joined(separator: "; ")
        return "\(name) holds \(lines.count) input\(lines.count == 1 ? "" : "s") more than once (lines \(shown)\(lines.count > 5 ? "; …" : "")): "
            + "each occurrence is compared with the same occurrence in the other stream"
    }
}
