import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LinkproofConformance
import LinkproofCore

/// A confirm → route change (a risky link now acted on without asking) beside a harmless one:
/// every format labels it a security regression and shows it first, though it was given last.
@Suite struct SecurityRegressionReportTests {
    static func decision(_ kind: String, _ route: String, _ parameter: String) -> JSONValue {
        .object([("decision", .string(kind)), ("route", .string(route)), ("params", .object([("id", .string(parameter))]))])
    }

    static let report: Report = {
        let harmless = ReportEntry(id: "a-parameter-changed", document: "000", input: "https://a.example/item/1",
                                   place: "cases/000-a.json:5:13", file: "Tests/Golden/cases/000-a.json", line: 5,
                                   comparisons: [Comparison(label: "linkproof", before: decision("route", "item", "1"), after: decision("route", "item", "2"))])
        let risky = ReportEntry(id: "transfer-now-routed", document: "000", input: "https://a.example/transfer/9",
                                place: "cases/000-a.json:9:13", file: "Tests/Golden/cases/000-a.json", line: 9,
                                comparisons: [Comparison(label: "linkproof", before: decision("confirm", "transfer", "9"), after: decision("route", "transfer", "9"))])
        return Report(title: "t", beforeLabel: "recorded", afterLabel: "now", entries: [harmless, risky])
    }()

    @Test func theReportPutsItFirst() {
        #expect(Self.report.entries.map(\.id) == ["transfer-now-routed", "a-parameter-changed"])
        #expect(Self.report.entries.map(\.isSecurityRegression) == [true, false])
        #expect(Self.report.byChangeKind.first?.kind == .securityRegression)
    }

    @Test func terminal() {
        let text = ReportFormat.terminal.render(Self.report)
        let regression = text.range(of: "✗ transfer-now-routed  security regression: confirm → route")
        let harmless = text.range(of: "✗ a-parameter-changed  parameter value changed")
        #expect(regression != nil && harmless != nil && regression!.lowerBound < harmless!.lowerBound, "\(text)")
        #expect(text.contains("1 security regression: a link now acts where it did not (listed first)"))
    }

    @Test func markdown() {
        let text = ReportFormat.markdown.render(Self.report)
        #expect(text.contains("> 🚨 **1 security regression: a link now acts where it did not \\(listed first\\)**"), "\(text)")
        let regression = text.range(of: "<code>transfer-now-routed</code>: 🚨 <strong>security regression: confirm → route</strong>")
        let harmless = text.range(of: "<code>a-parameter-changed</code>: parameter value changed")
        #expect(regression != nil && harmless != nil && regression!.lowerBound < harmless!.lowerBound, "\(text)")
    }

    @Test func junit() throws {
        let document = try XMLDocument(data: Data(ReportFormat.junit.render(Self.report).utf8))
        #expect(try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue) == ["transfer-now-routed", "a-parameter-changed"])
        let failure = try #require(try document.nodes(forXPath: "//testcase[@name='transfer-now-routed']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "security-regression")
        #expect(failure.attribute(forName: "message")?.stringValue == "security regression: confirm → route")
        #expect(try document.nodes(forXPath: "//testcase[@name='a-parameter-changed']/failure/@type").first?.stringValue == "differing")
    }

    @Test func json() throws {
        let json = try JSONReader.read(Array(ReportFormat.json.render(Self.report).utf8))
        #expect(json["securityRegressions"] == .number(1))
        guard case .array(let entries)? = json["entries"] else { Issue.record("no entries"); return }
        #expect(entries.map { $0["id"] } == [.string("transfer-now-routed"), .string("a-parameter-changed")])
        #expect(entries.first?["securityRegression"] == .bool(true) && entries.last?["securityRegression"] == .bool(false))
        #expect(entries.first?["headline"] == .string("security regression: confirm → route"))
        #expect(json["byChangeKind"]?["security-regression"] == .number(1))
    }

    @Test func html() {
        let text = ReportFormat.html.render(Self.report)
        let regression = text.range(of: "<span class=\"pill security-regression\">security regression: confirm → route</span> <code>transfer-now-routed</code>")
        let harmless = text.range(of: "<code>a-parameter-changed</code>")
        #expect(regression != nil && harmless != nil && regression!.lowerBound < harmless!.lowerBound)
        #expect(text.contains("1 security regression: a link now acts where it did not (listed first)"))
    }

    /// Under GitHub Actions: an `::error` at the case's file and line, titled as what it is.
    @Test func githubAnnotations() {
        let lines = GitHubAnnotations.lines(Self.report)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::error file=Tests/Golden/cases/000-a.json,line=9,title=security regression%3A transfer-now-routed::security regression: confirm → route%0Ainput: https://a.example/transfer/9%0A") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("::error file=Tests/Golden/cases/000-a.json,line=5,title=case differing%3A a-parameter-changed::") == true)
        #expect(lines.allSatisfy { !$0.contains("\n") })
    }

    /// A message cannot end its command early nor start another: `%`, CR and LF are escaped,
    /// and `,` and `:` too in a property.
    @Test func annotationsEscapeWhatEndsACommand() {
        let entry = ReportEntry(id: "x,y:z%", input: "https://a/\r\n::warning::injected", comparisons: [Comparison(label: "linkproof", before: nil, after: .string("b"))])
        let line = GitHubAnnotations.lines(Report(title: "t", beforeLabel: "recorded", afterLabel: "now", entries: [entry])).first ?? ""
        #expect(line.hasPrefix("::warning title=case unrecorded%3A x%2Cy%3Az%25::unrecorded%0Ainput: https://a/"), "\(line)")
        // The injected command stays inside the one line, where the runner does not read commands.
        #expect(!line.contains("\n") && !line.contains("\r") && line.contains("%0A::warning::injected"))
    }
}
