import LinkproofCore

/// JUnit XML: a test suite per document, a test case per entry (with the `file`, relative to
/// the repository root, and `line` of a golden case, which GitLab and the GitHub JUnit actions
/// read), the parse-diff as the failure message (CI systems show it beside the failing case).
/// Each suite of golden cases counts its cases by evidence kind in its properties
/// (`evidence.document` …), and each case names its own (`evidence`).
enum JUnitReport {
    static func text(_ report: Report) -> String {
        var groups: [(name: String, entries: [ReportEntry])] = []
        for entry in report.entries {
            let name = entry.document.isEmpty ? "entries" : "document " + entry.document
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].entries.append(entry)
            } else {
                groups.append((name, [entry]))
            }
        }
        let totals = report.totals
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(OutputEscaping.markup(report.title))\" tests=\"\(totals.total)\" failures=\"\(totals.total - totals.passed)\">"]
        for group in groups {
            let failures = group.entries.filter { $0.status != .passed }.count
            lines.append("  <testsuite name=\"\(OutputEscaping.markup(group.name))\" tests=\"\(group.entries.count)\" failures=\"\(failures)\">")
            let byEvidence = Report(title: "", beforeLabel: "", afterLabel: "", entries: group.entries).byEvidence
            if !byEvidence.isEmpty {
                lines.append("    <properties>" + byEvidence.map { "<property name=\"evidence.\($0.name)\" value=\"\($0.entries)\"/>" }.joined() + "</properties>")
            }
            for entry in group.entries {
                var open = "    <testcase classname=\"golden.\(OutputEscaping.markup(entry.document.isEmpty ? "input" : entry.document))\" name=\"\(OutputEscaping.markup(entry.id))\""
                if let file = entry.file { open += " file=\"\(OutputEscaping.markup(file))\"" }
                if let line = entry.line { open += " line=\"\(line)\"" }
                let evidence = entry.evidence.map { "<properties><property name=\"evidence\" value=\"\(OutputEscaping.markup($0))\"/></properties>" } ?? ""
                guard entry.status != .passed else {
                    lines.append(open + (evidence.isEmpty ? "/>" : ">" + evidence + "</testcase>"))
                    continue
                }
                var body = DiffText.lines(entry, report)
                if !entry.input.isEmpty, entry.input != entry.id { body.insert("input: \(entry.input)", at: 0) }
                if let place = entry.place { body.insert(place, at: 0) }
                lines.append(open + ">" + evidence)
                lines.append("      <failure message=\"\(OutputEscaping.markup(DiffText.headline(entry)))\" type=\"\(entry.isSecurityRegression ? ChangeKind.securityRegression.rawValue : entry.status.rawValue)\">\(OutputEscaping.markup(body.joined(separator: "\n"), layout: .lines))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
