/// GitHub-flavoured Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the
/// totals, collapsible tables per document and scenario, and each difference collapsed.
struct MarkdownReport {
    let report: Report
    /// GitHub refuses comments above 65,536 characters; the differences stop short of it.
    static let budget = 60_000

    var text: String {
        let totals = report.totals
        var lines = ["## \(totals.total == totals.passed ? "✅" : "❌") \(escape(report.title))", "",
                     "**\(DiffText.counts(totals, noun: report.noun))**", ""]
        lines += report.notes.map { "> ⚠️ \(escape($0))" }
        if !report.byChangeKind.isEmpty {
            lines += ["| change | cases |", "|---|---:|"] + report.byChangeKind.map { "| \($0.kind.title) | \($0.entries) |" } + [""]
        }
        lines += table("By document", report.byDocument) + table("By scenario", report.byScenario)
        var output = lines.joined(separator: "\n")
        let failing = report.failing
        if !failing.isEmpty { output += "\n### Differences (\(report.beforeLabel) → \(report.afterLabel))\n" }
        for (index, entry) in failing.enumerated() {
            let block = self.block(entry)
            guard output.utf8.count + block.utf8.count < Self.budget else {
                output += "\n… and \(failing.count - index) more: see the HTML or JSON report.\n"
                break
            }
            output += block
        }
        return output
    }

    private func table(_ title: String, _ rows: [(name: String, counts: Counts)]) -> [String] {
        guard !rows.isEmpty else { return [] }
        return ["<details><summary>\(title)</summary>", "", "| | passed | differing | unrecorded |", "|---|---:|---:|---:|"]
            + rows.map { "| \($0.counts.total == $0.counts.passed ? "✅" : "❌") \($0.name) | \($0.counts.passed) | \($0.counts.differing) | \($0.counts.unrecorded) |" }
            + ["", "</details>", ""]
    }

    private func block(_ entry: ReportEntry) -> String {
        var lines = ["", "<details><summary><code>\(escape(entry.id))</code>: \(DiffText.headline(entry))</summary>", ""]
        if let place = entry.place { lines.append("`\(place)` · \(entry.scenarios.joined(separator: ", ")) · \(entry.kind)  ") }
        if !entry.input.isEmpty, entry.input != entry.id { lines.append("input: `\(entry.input.replacingOccurrences(of: "`", with: "'"))`  ") }
        if !entry.note.isEmpty { lines.append(escape(entry.note)) }
        lines += ["", "```"] + DiffText.lines(entry, report).map { $0.replacingOccurrences(of: "```", with: "'''") } + ["```", "", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "|", with: "\\|")
    }
}
