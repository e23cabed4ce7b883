import LinkproofCore

/// GitHub-flavoured Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the
/// totals, collapsible tables per document and scenario, and each difference collapsed.
/// Text from the inputs never changes the document's structure: control characters are
/// escaped (`TerminalText`), prose has its HTML and Markdown punctuation escaped, and a code
/// span or fence is longer than any run of backticks inside it.
struct MarkdownReport {
    let report: Report
    /// GitHub refuses comments above 65,536 characters; the differences stop short of it.
    static let budget = 60_000

    var text: String {
        let totals = report.totals
        var lines = ["## \(totals.total == totals.passed ? "✅" : "❌") \(escape(report.title))", "",
                     "**\(DiffText.counts(totals, noun: report.noun))**", ""]
        if let regressions = DiffText.securityRegressions(report) { lines += ["> 🚨 **\(escape(regressions))**", ""] }
        lines += report.notes.map { "> ⚠️ \(escape($0))" }
        if !report.byChangeKind.isEmpty {
            lines += ["| change | cases |", "|---|---:|"] + report.byChangeKind.map { "| \($0.kind.title) | \($0.entries) |" } + [""]
        }
        if !report.byEvidence.isEmpty {
            lines += ["| evidence | cases |", "|---|---:|"] + report.byEvidence.map { "| \($0.name) | \($0.entries) |" } + [""]
        }
        lines += table("By document", report.byDocument) + table("By scenario", report.byScenario)
        var output = lines.joined(separator: "\n")
        let failing = report.failing
        if !failing.isEmpty { output += "\n### Differences (\(escape(report.beforeLabel)) → \(escape(report.afterLabel)))\n" }
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
            + rows.map { "| \($0.counts.total == $0.counts.passed ? "✅" : "❌") \(escape($0.name)) | \($0.counts.passed) | \($0.counts.differing) | \($0.counts.unrecorded) |" }
            + ["", "</details>", ""]
    }

    private func block(_ entry: ReportEntry) -> String {
        let headline = entry.isSecurityRegression ? "🚨 <strong>\(html(DiffText.headline(entry)))</strong>" : html(DiffText.headline(entry))
        var lines = ["", "<details><summary><code>\(html(entry.id))</code>: \(headline)</summary>", ""]
        if let place = entry.place { lines.append("\(code(place)) · \(escape(entry.scenarios.joined(separator: ", "))) · \(escape(entry.kind))  ") }
        if !entry.input.isEmpty, entry.input != entry.id { lines.append("input: \(code(entry.input))  ") }
        if !entry.note.isEmpty { lines.append(escape(entry.note)) }
        let diff = DiffText.lines(entry, report).map { TerminalText.escaped($0) }
        let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(diff.joined(separator: "\n")) + 1))
        lines += ["", fence] + diff + [fence, "", "</details>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prose, on one line: HTML and every Markdown punctuation character escaped.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in TerminalText.escaped(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~": escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Text inside raw HTML (a `<summary>`), where Markdown is not read.
    private func html(_ text: String) -> String {
        TerminalText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A code span whose backtick string is longer than any run inside it.
    private func code(_ text: String) -> String {
        let shown = TerminalText.escaped(text)
        let ticks = String(repeating: "`", count: Self.longestBacktickRun(shown) + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.hasPrefix(" ") ? " " : ""
        return ticks + padding + shown + padding + ticks
    }

    /// The length of the longest run of backticks in `text`.
    static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
