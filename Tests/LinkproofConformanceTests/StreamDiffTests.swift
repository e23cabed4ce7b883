import Testing
import LinkproofConformance

private func stream(_ lines: [String], name: String) throws -> StreamDiff.Stream {
    try StreamDiff.read(Array(lines.joined(separator: "\n").utf8), name: name)
}

private let header = #"{"stream": {"linkproof": "0.1.0", "manifest": "raycipe.json", "profile": "linkproof", "swift": "6.3.1"}}"#

@Test func streamsAreDiffedByInputIncludingBase64() throws {
    let before = try stream([header,
        #"{"input": "https://a", "decision": "route", "route": "recipe", "params": {"recipeID": "002"}, "via": "universal-link", "matchType": "unique"}"#,
        #"{"inputBase64": "gA==", "decision": "reject", "reason": "url-validation-error", "offset": 0, "detail": "x"}"#,
        #"{"input": "https://gone", "decision": "reject", "reason": "no-route", "detail": "x"}"#], name: "before.jsonl")
    let after = try stream([header.replacingOccurrences(of: "6.3.1", with: "6.4"),
        #"{"inputBase64": "gA==", "decision": "reject", "reason": "url-validation-error", "offset": 0, "detail": "x"}"#,
        #"{"input": "https://a", "decision": "route", "route": "recipe", "params": {"recipeID": "003"}, "via": "universal-link", "matchType": "unique"}"#,
        #"{"input": "https://new", "decision": "reject", "reason": "no-route", "detail": "x"}"#], name: "after.jsonl")
    #expect(before.header?.swift == "6.3.1")
    let report = StreamDiff.report(before, after)
    #expect(report.entries.map(\.id) == ["https://a", "base64:gA==", "https://gone", "https://new"])
    #expect(report.entries.map(\.status) == [.differing, .passed, .differing, .unrecorded])
    #expect(report.byChangeKind.first?.kind == .parameterChanged)
    #expect(report.notes.first?.contains("the toolchains differ") == true)
}

@Test func aLineThatIsNotARecordIsPlaced() throws {
    #expect(throws: GoldenError(.malformedJSON, file: "s.jsonl", line: 2, column: 2, "not JSON: expected a member name in quotes")) {
        try stream([header, "{oops"], name: "s.jsonl")
    }
    #expect(throws: GoldenError(.missingField, file: "s.jsonl", line: 1, column: 1, "a record needs \"input\" or \"inputBase64\"")) {
        try stream([#"{"decision": "route"}"#], name: "s.jsonl")
    }
}
