import LinkproofCore

/// GitHub-flavoured Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the
/// totals, collapsible tables per document and scenario, and each difference collapsed.
/// Text from the inputs never changes the document's structure (`OutputEscaping`): hidden
/// characters are shown escaped, prose has its HTML and Markdown punctuation escaped, raw
/// HTML its markup, and a code span or fence is longer than any run of backticks inside it.
struct MarkdownReport {
    let report: Report
    /// GitHub refuses comments above 65,536 characters; the differences stop short of it.
    static let budget = 60_000

    var text: String {
        let totals = report.totals
        var lines = ["## \(totals.total == totals.passed ? "✅" : "❌") \(OutputEscaping.markdown(report.title))", "",
                     "**\(DiffText.counts(totals, noun: report.noun))**", ""]
        if let regressions = DiffText.securityRegressions(report) { lines += ["> 🚨 **\(OutputEscaping.markdown(regressions))**", ""] }
        lines += report.notes.map { "> ⚠️ \(OutputEscaping.markdown($0))" }
        if !report.byChangeKind.isEmpty {
            lines += ["| change | cases |", "|---|---:|"] + report.byChangeKind.map { "| \($0.kind.title) | \($0.entries) |" } + [""]
        }
        if !report.byEvidence.isEmpty {
            lines += ["| evidence | cases |", "|---|---:|"] + report.byEvidence.map { "| \($0.name) | \($0.entries) |" } + [""]
        }
        lines += table("By document", report.byDocument) + table("By scenario", report.byScenario)
        var output = lines.joined(separator: "\n")
        let failing = report.failing
        if !failing.isEmpty { output += "\n### Differences (\(OutputEscaping.markdown(report.beforeLabel)) → \(OutputEscaping.markdown(report.afterLabel)))\n" }
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
            + rows.map { "| \($0.counts.total == $0.counts.passed ? "✅" : "❌") \(OutputEscaping.markdown($0.name)) | \($0.counts.passed) | \($0.counts.differing) | \($0.counts.unrecorded) |" }
            + ["", "</details>", ""]
    }

    private func block(_ entry: ReportEntry) -> String {
        let shown = OutputEscaping.markup(DiffText.headline(entry))
        let headline = entry.isSecurityRegression ? "🚨 <strong>\(shown)</strong>" : shown
        var lines = ["", "<details><summary><code>\(OutputEscaping.markup(entry.id))</code>: \(headline)</summary>", ""]
        if let place = entry.place { lines.append("\(OutputEscaping.markdownCode(place)) · \(OutputEscaping.markdown(entry.scenarios.joined(separator: ", "))) · \(OutputEscaping.markdown(entry.kind))  ") }
        if !entry.input.isEmpty, entry.input != entry.id { lines.append("input: \(OutputEscaping.markdownCode(entry.input))  ") }
        if !entry.note.isEmpty { lines.append(OutputEscaping.markdown(entry.note)) }
        lines += [""] + OutputEscaping.markdownBlock(DiffText.lines(entry, report)) + ["", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
