import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LinkproofConformance
import LinkproofCore

/// A report over the fixtures with two cases changed: one differing, one unrecorded.
private func fixtureReport() throws -> Report {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    var text = folder.read("cases/000-raycipe.json") ?? ""
    text = text.replacingOccurrences(of: "\"offset\": 8, \"reason\": \"host-not-declared\"", with: "\"offset\": 9, \"reason\": \"host-not-declared\"")
    try folder.write("cases/000-raycipe.json", text)
    var aasa = folder.read("cases/003-aasa.json") ?? ""
    aasa = aasa.replacingOccurrences(of: ",\n      \"expect\": {\"entitlement\": null}", with: "")
    try folder.write("cases/003-aasa.json", aasa)
    let runner = ConformanceRunner(suite: try folder.load())
    return runner.report(try runner.check())
}

@Test func reportCountsPerDocumentAndScenario() throws {
    let report = try fixtureReport()
    #expect(report.failing.map(\.id) == ["fixture-unchecked-host", "fixture-entitlement-www"])
    #expect(report.byDocument.map(\.name) == ["000", "003"])
    #expect(report.byDocument.map(\.counts.differing) == [1, 0])
    #expect(report.byDocument.map(\.counts.unrecorded) == [0, 1])
    #expect(report.byScenario.first { $0.name == "S000-09" }?.counts.total == 3)
    #expect(report.byChangeKind.map(\.kind) == [.offsetChanged])
}

@Test func terminalReportShowsEveryDifferenceWithoutColourOffATTY() throws {
    let report = try fixtureReport()
    let plain = ReportFormat.terminal.render(report)
    #expect(!plain.contains("\u{1B}["))
    #expect(plain.contains("✗ fixture-unchecked-host  offset changed"))
    #expect(plain.contains("        recorded: 9\n        now: 8"))
    #expect(plain.contains("? fixture-entitlement-www  unrecorded"))
    #expect(plain.hasSuffix("✗ 18 cases: 16 passed, 1 differing, 1 unrecorded"))
    #expect(ReportFormat.terminal.render(report, colour: true).contains("\u{1B}[31m"))
}

@Test func junitParsesWithOneTestCasePerGoldenCase() throws {
    let report = try fixtureReport()
    let document = try XMLDocument(data: Data(ReportFormat.junit.render(report).utf8))
    let testcases = try document.nodes(forXPath: "//testcase")
    #expect(testcases.count == 18)
    let failures = try document.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
    #expect(failures == ["fixture-unchecked-host", "fixture-entitlement-www"])
    let message = try document.nodes(forXPath: "//failure[@type='differing']").first?.stringValue ?? ""
    #expect(message.contains("$.offset"))
}

@Test func htmlHoldsEveryFailingCaseAndNeedsNoOutsideFiles() throws {
    let report = try fixtureReport()
    let html = ReportFormat.html.render(report)
    for entry in report.entries {
        #expect(html.contains("data-status=\"\(entry.status.rawValue)\" data-document=\"\(entry.document)\""))
        #expect(html.contains("<code>\(entry.id)</code>"))
    }
    #expect(html.contains("<del>9</del> → <ins>8</ins>"))
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
}

@Test func htmlEscapesInputsAndOutcomes() {
    let hostile = "https://x/?q=<script>alert(1)</script>"
    let entry = ReportEntry(id: "case", input: hostile, comparisons: [Comparison(label: "linkproof", before: .string("</pre>"), after: .string("b"))])
    let html = ReportFormat.html.render(Report(title: "t", beforeLabel: "before", afterLabel: "after", entries: [entry]))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&quot;&lt;/pre&gt;&quot;"))
}

@Test func markdownAndJSON() throws {
    let report = try fixtureReport()
    let markdown = ReportFormat.markdown.render(report)
    #expect(markdown.hasPrefix("## ❌ Golden conformance"))
    #expect(markdown.contains("<code>fixture-unchecked-host</code>: offset changed"))
    #expect(markdown.utf8.count < 65_536)
    let json = try JSONReader.read(Array(ReportFormat.json.render(report).utf8))
    #expect(json["totals"]?["differing"] == .number(1))
    #expect(json["byChangeKind"]?["offset-changed"] == .number(1))
}

/// A report with thousands of differences still fits a pull-request comment.
@Test func markdownStaysWithinAComment() {
    let entries = (0..<5000).map { index in
        ReportEntry(id: "case-\(index)", input: "https://example.com/\(index)",
                    comparisons: [Comparison(label: "linkproof", before: .string("a"), after: .string("b"))])
    }
    let markdown = ReportFormat.markdown.render(Report(title: "big", beforeLabel: "before", afterLabel: "after", entries: entries))
    #expect(markdown.utf8.count < 65_536)
    #expect(markdown.contains("more: see the HTML or JSON report"))
}
