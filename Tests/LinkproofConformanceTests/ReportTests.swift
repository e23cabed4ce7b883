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
    text = text.replacingOccurrences(of: "\"offset\": 34, \"reason\": \"host-not-declared\"", with: "\"offset\": 35, \"reason\": \"host-not-declared\"")
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
    #expect(plain.contains("        recorded: 35\n        now: 34"))
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
    #expect(html.contains("<del>35</del> → <ins>34</ins>"))
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

/// Every format counts the golden cases by evidence kind (the fixtures: two quote document
/// 003, one is Linkproof's decision, fifteen name none); a report of streams has no golden
/// cases and no such count.
@Test func everyFormatCountsTheCasesByEvidence() throws {
    let report = try fixtureReport()
    #expect(report.byEvidence.map(\.name) == ["document", "sdk", "platform", "decided", "none"])
    #expect(report.byEvidence.map(\.entries) == [2, 0, 0, 1, 15])
    #expect(ReportFormat.terminal.render(report).contains("By evidence\n  document                   2\n  sdk                        0\n  platform                   0\n  decided                    1\n  none                       15"))
    #expect(ReportFormat.markdown.render(report).contains("| evidence | cases |\n|---|---:|\n| document | 2 |\n| sdk | 0 |\n| platform | 0 |\n| decided | 1 |\n| none | 15 |"))
    let json = try JSONReader.read(Array(ReportFormat.json.render(report).utf8))
    #expect(json["byEvidence"] == .object([("document", .number(2)), ("sdk", .number(0)), ("platform", .number(0)), ("decided", .number(1)), ("none", .number(15))]))
    let junit = try XMLDocument(data: Data(ReportFormat.junit.render(report).utf8))
    func sum(_ name: String) throws -> Int {
        try junit.nodes(forXPath: "//testsuite/properties/property[@name='evidence.\(name)']/@value").compactMap { $0.stringValue.flatMap(Int.init) }.reduce(0, +)
    }
    #expect(try ["document", "sdk", "platform", "decided", "none"].map(sum) == [2, 0, 0, 1, 15])
    #expect(try junit.nodes(forXPath: "//testcase[@name='fixture-unchecked-host']/properties/property[@name='evidence']/@value").first?.stringValue == "decided")
    let html = ReportFormat.html.render(report)
    #expect(html.contains("<h2>By evidence</h2>"))
    #expect(html.contains("<tr data-evidence=\"document\"><td>document</td><td class=\"n\">2</td></tr>"))
    #expect(html.contains("<tr data-evidence=\"none\"><td>none</td><td class=\"n\">15</td></tr>"))

    let streams = Report(title: "t", beforeLabel: "a", afterLabel: "b", entries: [ReportEntry(id: "x", input: "x", comparisons: [])], noun: "input")
    #expect(streams.byEvidence.isEmpty)
    for format in ReportFormat.allCases { #expect(!format.render(streams).contains("evidence.") && !format.render(streams).contains("By evidence")) }
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

/// An entry whose every text carries what a terminal or a Markdown renderer would act on.
private func hostileReport() -> Report {
    let hostile = "x\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}gpj.exe\n```\n<img src=x onerror=alert(1)>\u{2066}\u{2069}\u{85}\u{FEFF}\u{E0001}\u{A0}\u{2028}"
    let entry = ReportEntry(id: "id " + hostile, scenarios: ["S" + hostile], kind: "route", input: "https://a/?q=" + hostile,
                            note: "note " + hostile, place: "cases/x.json:1:1" + hostile,
                            comparisons: [Comparison(label: "linkproof", before: .string("before " + hostile), after: .string("````` " + hostile))])
    return Report(title: "title " + hostile, beforeLabel: "before", afterLabel: "after", entries: [entry], notes: ["note " + hostile])
}

/// The characters a terminal acts on: C0 but line feed, DEL, C1, the bidi controls.
private func actionable(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

@Test func theTerminalReportShowsControlCharactersEscaped() {
    let text = ReportFormat.terminal.render(hostileReport())
    #expect(actionable(text).isEmpty)
    #expect(text.contains(#"input: https://a/?q=x\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{202E}gpj.exe\u{A}```\u{A}<img"#))
    // Colour on a TTY is the report's own, around escaped text.
    let coloured = ReportFormat.terminal.render(hostileReport(), colour: true)
    #expect(actionable(coloured).allSatisfy { $0 == "\u{1B}" } && coloured.contains("\u{1B}[1mid x\\u{1B}]0;owned"))
}

@Test func markdownContentNeverBreaksItsFenceNorLandsAsHTML() {
    let markdown = ReportFormat.markdown.render(hostileReport())
    #expect(actionable(markdown).isEmpty)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    // The diff's longest backtick run is five, so its fence is six; no content line is a fence.
    #expect(lines.filter { !$0.isEmpty && $0.allSatisfy { $0 == "`" } } == ["``````", "``````"])
    let fenced = lines.drop { $0 != "``````" }.dropFirst().prefix { $0 != "``````" }
    #expect(fenced.contains { $0.contains(#"after: "````` x\u001b]0;owned"#) })
    // Outside the fence, raw HTML appears only inside code spans longer than its backtick runs.
    let outside = lines.prefix { $0 != "``````" }
    #expect(outside.filter { $0.contains("<img") }.allSatisfy { $0.hasPrefix("````cases/") || $0.hasPrefix("input: ````https:") })
    #expect(outside.contains { $0.hasPrefix("note x") && $0.contains(#"\`\`\`\\u{A}&lt;img src=x onerror=alert\(1\)&gt;"#) })
}

/// Issue 28, item 7: the report files keep no raw control, BiDi or separator character either,
/// and a line break inside a value never makes a line of its own in a field (JSON, JUnit names).
@Test func reportFilesEscapeEveryHiddenCharacterByTheOneRule() {
    let report = hostileReport()
    let annotations = GitHubAnnotations.lines(report)
    #expect(annotations.count == 1, "the hostile entry is annotated")
    let files = ReportFormat.allCases.map { ("\($0)", $0.render(report)) } + [("annotations", annotations.joined(separator: "\n"))]
    for (format, text) in files {
        #expect(actionable(text).isEmpty, "\(format)")
        // Every character the one rule hides, but the line feeds and tabs that lay a file out.
        let raw = text.unicodeScalars.filter { TerminalText.isHidden($0) && $0 != "\n" && $0 != "\t" }
        #expect(raw.isEmpty, "\(format) keeps \(raw.map { String($0.value, radix: 16) }) raw")
    }
    // Report files write JSON strings as standard output does (`JSONWriter`): upper-case hex.
    #expect(JSONValue.string("a\u{9B}\u{202E}\u{2028}\nb").compactText == #""a\u009B\u202E\u2028\nb""#)
    #expect(OutputEscaping.markup("a\nb=\"c\"") == "a\\u{A}b=&quot;c&quot;")
    let junit = ReportFormat.junit.render(report)
    #expect(!junit.contains("name=\"id x\n"), "a line feed in a case id stays in its attribute, escaped")
}

/// Issue 40: U+FFFE or U+FFFF from a golden (an input, an outcome) made the JUnit report
/// ill-formed XML (they are no XML character, and not hidden to the terminal's rule).
@Test func junitStaysWellFormedWithNonCharactersFromAGolden() throws {
    let input = "https://x/\u{FFFE}?q=\u{FFFF}\u{1}"
    let entry = ReportEntry(id: "case\u{FFFE}", input: input,
                            comparisons: [Comparison(label: "linkproof", before: .string("a\u{FFFE}"), after: .string("b\u{FFFF}"))])
    let junit = ReportFormat.junit.render(Report(title: "t\u{FFFF}", beforeLabel: "before", afterLabel: "after", entries: [entry]))
    #expect(!junit.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
    #expect(junit.contains("case\\u{FFFE}"))
    let document = try XMLDocument(data: Data(junit.utf8))
    #expect(try document.nodes(forXPath: "//testcase").count == 1)
}
