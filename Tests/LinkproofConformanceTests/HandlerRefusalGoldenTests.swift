import Foundation
import LinkproofConformance
import LinkproofCore
import Testing

/// A golden (or pending) outcome recorded before a handler's refusal had its own spelling, with
/// `document-no-link` or `document-fatal-error` as a reject reason, is refused with the file,
/// the case and what to write instead, rather than compared as an outcome no run gives again.
/// The new spelling loads and is what the document profile records.

/// The raycipe route case `id` with `document` as its recorded document outcome.
private func documentCase(_ id: String, _ document: String) -> String {
    GoldenFolder.routeCase(id: id, extra: #""document": \#(document)"#)
}

@Test func aGoldenThatStillGivesAHandlersRefusalAsAReasonIsRefusedWithTheNewSpelling() throws {
    let ignored = documentCase("old-ignored", #"{"decision": "reject", "detail": "d", "reason": "document-no-link"}"#)
    let error = try #require(try GoldenFolder.loadError(GoldenFolder.file(cases: [ignored])))
    #expect(error.file == "cases/000-test.json" && error.path == "$.cases[0].document.reason" && error.line != nil, "\(error)")
    #expect(error.message == #"case 'old-ignored': 'document-no-link' is no longer a reject reason: a handler's refusal is written "handler": "ignored" in place of "reason": "document-no-link""#,
            "\(error)")
    // Nested in the repeats of a case, found where it is.
    let crashed = documentCase("old-crashed", #"{"repeats": [{"decision": "reject", "detail": "d", "reason": "document-fatal-error"}, {"decision": "reject", "detail": "d", "reason": "no-route"}]}"#)
    let nested = try #require(try GoldenFolder.loadError(GoldenFolder.file(cases: [crashed])))
    #expect(nested.path == "$.cases[0].document.repeats[0].reason" && nested.message.contains(#""handler": "crashed""#), "\(nested)")
}

@Test func aPendingOutcomeWithAnOldReasonIsRefusedToo() throws {
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [GoldenFolder.routeCase(id: "plain")]))
    try folder.write("cases/000-test.pending.json",
                     #"{"file": "000-test.json", "cases": {"plain": {"document": {"decision": "reject", "detail": "d", "reason": "document-no-link"}}}}"#)
    #expect {
        _ = try folder.load()
    } throws: { error in
        let error = error as? GoldenError
        return error?.file == "cases/000-test.pending.json" && error?.path == "$.cases.plain.document.reason"
            && error?.message.contains(#"case 'plain': 'document-no-link' is no longer a reject reason"#) == true
    }
}

@Test func theNewSpellingIsWhatTheDocumentProfileRecordsAndLoads() throws {
    // Raycipe's handleUniversalLink returns false for a plain universal link: the document's code does nothing.
    let recorded = #"{"decision": "reject", "detail": "handleUniversalLink returns false (\"No Link Handled\")", "handler": "ignored"}"#
    let folder = try GoldenFolder(withFixtures: false)
    defer { folder.remove() }
    try folder.write("cases/000-test.json", GoldenFolder.file(cases: [documentCase("plain", recorded)]))
    let suite = try folder.load()
    let outcome = try CaseEvaluator(suite: suite).outcome(of: suite.cases[0], profile: .document)
    #expect(outcome == suite.cases[0].document, "\(String(describing: outcome))")
    #expect(outcome?["reason"] == nil && outcome?["offset"] == nil)
}
