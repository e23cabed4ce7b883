import Testing
import LinkproofConformance

private func stream(_ lines: [String], name: String) throws -> StreamDiff.Stream {
    try StreamDiff.read(Array(lines.joined(separator: "\n").utf8), name: name)
}

private let header = #"{"stream": {"linkproof": "0.1.0", "manifest": "raycipe.json", "profile": "linkproof", "swift": "6.3.1"}}"#

@Test func streamsAreDiffedByInputIncludingBase64() throws {
    let before = try stream([header,
        #"{"input": "https://a", "decision": "route", "route": "recipe", "params": {"recipeID": "002"}, "linkKind": "universal-link", "via": "direct", "matchType": "unique"}"#,
        #"{"inputBase64": "gA==", "decision": "reject", "reason": "url-validation-error", "offset": 0, "detail": "x"}"#,
        #"{"input": "https://gone", "decision": "reject", "reason": "no-route", "detail": "x"}"#], name: "before.jsonl")
    let after = try stream([header.replacingOccurrences(of: "6.3.1", with: "6.4"),
        #"{"inputBase64": "gA==", "decision": "reject", "reason": "url-validation-error", "offset": 0, "detail": "x"}"#,
        #"{"input": "https://a", "decision": "route", "route": "recipe", "params": {"recipeID": "003"}, "linkKind": "universal-link", "via": "direct", "matchType": "unique"}"#,
        #"{"input": "https://new", "decision": "reject", "reason": "no-route", "detail": "x"}"#], name: "after.jsonl")
    #expect(before.header?.swift == "6.3.1")
    let report = try StreamDiff.report(before, after)
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

@Test func aRepeatedInputIsComparedOccurrenceByOccurrence() throws {
    let route = #"{"input": "cws://a/details?id=1", "decision": "route", "route": "details", "params": {"id": "1"}, "linkKind": "custom-scheme", "via": "direct", "matchType": "unique"}"#
    let reject = #"{"input": "cws://a/details?id=1", "decision": "reject", "reason": "no-route", "offset": 0, "detail": "x"}"#
    // The first occurrence changed; the last one did not (a last-wins pairing said "2 passed").
    let before = try stream([header, route, route], name: "before.jsonl")
    let after = try stream([header, reject, route, route], name: "after.jsonl")
    let report = try StreamDiff.report(before, after)
    #expect(report.entries.map(\.id) == ["cws://a/details?id=1", "cws://a/details?id=1 #2", "cws://a/details?id=1 #3"])
    #expect(report.entries.map(\.status) == [.differing, .passed, .unrecorded])
    #expect(report.entries.map(\.place) == ["before.jsonl:2 → after.jsonl:2", "before.jsonl:3 → after.jsonl:3", "after.jsonl:4"])
    #expect(report.byChangeKind.first?.kind == .acceptToReject)
    #expect(report.notes.contains("before.jsonl holds 1 input more than once (lines 2, 3): each occurrence is compared with the same occurrence in the other stream"))
    #expect(report.notes.contains { $0.hasPrefix("after.jsonl holds 1 input more than once (lines 2, 3, 4)") })
    // Repeated the same way on both sides, every occurrence agrees.
    #expect(try StreamDiff.report(before, before).failing.isEmpty)
}

@Test func streamsOfTwoPlatformsAreRefused() throws {
    let record = #"{"input": "https://a", "decision": "reject", "reason": "no-route", "detail": "x"}"#
    let ios = try stream([header, record], name: "ios.jsonl")
    let android = try stream([header.replacingOccurrences(of: #""manifest""#, with: #""platform": "android", "manifest""#), record], name: "android.jsonl")
    #expect(ios.platform == "ios" && android.platform == "android")
    #expect(throws: StreamDiff.PlatformMismatch(before: ("ios.jsonl", "ios"), after: ("android.jsonl", "android"))) {
        try StreamDiff.report(ios, android)
    }
    // One platform on both sides is compared; a stream without a header cannot say, and is compared.
    #expect(try StreamDiff.report(android, android).failing.isEmpty)
    #expect(try StreamDiff.report(try stream([record], name: "bare.jsonl"), android).failing.isEmpty)
}
