import Foundation
import Testing
import LinkproofConformance

/// The built-in suite, `Tests/Golden`: every recorded case must give its recorded outcome
/// (cases not yet recorded are counted; `linkproof conform`, which CI runs, fails on them).
/// With `LINKPROOF_RECORD=1` the test records pending files instead (DocC: LinkproofCore, "The golden conformance suite").
@Test func builtInSuiteMatchesItsRecordedOutcomes() throws {
    let suite = try GoldenSuite.load(GoldenFolder.builtIn)
    let runner = ConformanceRunner(suite: suite)
    let results = try runner.check()
    if ProcessInfo.processInfo.environment["LINKPROOF_RECORD"] == "1" {
        let summary = try GoldenRecorder.record(results, in: suite)
        print("recorded \(summary.cases) outcomes in \(summary.files.joined(separator: ", "))")
        return
    }
    let report = runner.report(results)
    let differing = report.entries.filter { $0.status == .differing }
    for entry in differing { print(ReportFormat.describe(entry, in: report)) }
    let totals = report.totals
    print("golden suite: \(totals.total) cases, \(totals.passed) passed, \(totals.differing) differing, \(totals.unrecorded) unrecorded")
    #expect(differing.map(\.id) == [])
}

/// The fixture cases (recorded and reviewed against the documents) all pass.
@Test func fixtureSuitePasses() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let runner = ConformanceRunner(suite: try folder.load())
    let report = runner.report(try runner.check())
    #expect(report.totals.total == 18)
    #expect(report.failing.map(\.id) == [])
}

/// The audit shows the documents' defects: the unchecked host of a nested link becomes
/// accepted, the `,` split changes the recipe ID, an unresolved link crashes; bytes that are
/// not UTF-8 in a plain universal link change the reason (the tutorial handles no plain
/// universal link: "No Link Handled").
@Test func auditShowsTheDocumentDefects() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let report = try ConformanceRunner(suite: try folder.load()).audit(.linkproof, .document)
    let headlines = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.id, $0.comparisons.first?.diff.headline) })
    #expect(headlines["fixture-unchecked-host"] == .securityRegression)
    #expect(headlines["fixture-invalid-utf8"] == .reasonChanged)
    #expect(headlines["fixture-comma-split"] == .parameterChanged)
    #expect(headlines["fixture-short-link-unresolved"] == .reasonChanged)
    #expect(headlines["fixture-recipe-002"] == .some(nil))
    // The AASA kinds have no document profile.
    #expect(headlines["fixture-aasa-stock-match"] == nil)
}

/// `--filter` selects by id, scenario, kind, document or manifest.
@Test(arguments: [("fixture-comma", 1), ("S003-01", 3), ("aasa-match", 3), ("003", 7), ("raycipe", 11), ("no-such-thing", 0)])
func filterSelectsCases(pattern: String, count: Int) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    #expect(ConformanceRunner(suite: try folder.load()).cases(matching: pattern).count == count)
}
