import LinkproofCore

/// The report as a terminal shows it: summaries per document and scenario, then every
/// difference with its parse-diff. Every text from the inputs is shown escaped (`TerminalText`).
struct TerminalReport {
    let report: Report
    /// ANSI colour (only on a TTY).
    let colour: Bool

    var text: String {
        var lines = [bold(shown(report.title))]
        lines += report.notes.map { paint(shown($0), 33) }
        for (title, rows) in [("By document", report.byDocument), ("By scenario", report.byScenario)] where !rows.isEmpty {
            lines.append("")
            lines.append(bold(title))
            lines += table(rows)
        }
        if !report.byEvidence.isEmpty {
            lines.append("")
            lines.append(bold("By evidence"))
            lines += report.byEvidence.map { "  \($0.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \($0.entries)" }
        }
        if !report.byChangeKind.isEmpty {
            lines.append("")
            lines.append(bold("Changes by kind"))
            lines += report.byChangeKind.map { "  \($0.kind.title.padding(toLength: 26, withPad: " ", startingAt: 0)) \($0.entries)" }
        }
        let failing = report.failing
        if !failing.isEmpty {
            lines.append("")
            lines.append(bold("Differences (\(report.beforeLabel) → \(report.afterLabel))"))
            for entry in failing {
                lines.append("")
                lines += entryLines(entry)
            }
        }
        lines.append("")
        let totals = report.totals
        if totals.unrecorded > 0, report.noun == "case" {
            lines.append("\(totals.unrecorded) case\(totals.unrecorded == 1 ? " has" : "s have") no recorded outcome: record with 'linkproof conform --record', then check each with 'linkproof review'.")
        }
        if let regressions = DiffText.securityRegressions(report) { lines.append(paint(bold(regressions), 31)) }
        let summary = DiffText.counts(totals, noun: report.noun)
        lines.append(totals.total == totals.passed ? paint("✓ " + summary, 32) : paint("✗ " + summary, 31))
        return lines.joined(separator: "\n")
    }

    /// One entry: its status, place, input, note and parse-diff.
    func entryLines(_ entry: ReportEntry) -> [String] {
        var lines = [paint(entry.status == .differing ? "✗" : "?", entry.status == .differing ? 31 : 33)
                     + " " + bold(shown(entry.id)) + "  " + DiffText.headline(entry)]
        var about: [String] = []
        if let place = entry.place { about.append(place) }
        if !entry.scenarios.isEmpty { about.append(entry.scenarios.joined(separator: ", ")) }
        if !entry.kind.isEmpty { about.append(entry.kind) }
        if !about.isEmpty { lines.append("  " + dim(shown(about.joined(separator: "  ")))) }
        if !entry.input.isEmpty, entry.input != entry.id { lines.append("  input: \(shown(entry.input))") }
        if !entry.note.isEmpty { lines.append("  note: \(shown(entry.note))") }
        return lines + DiffText.lines(entry, report).map { "  " + shown($0) }
    }

    private func table(_ rows: [(name: String, counts: Counts)]) -> [String] {
        let width = rows.map { shown($0.name).count }.max() ?? 0
        return rows.map { name, counts in
            let mark = counts.total == counts.passed ? paint("✓", 32) : paint("✗", 31)
            let title = report.scenarioTitles[name].map { "  " + dim(shown(String($0.prefix(60)))) } ?? ""
            return "  \(mark) \(shown(name).padding(toLength: width, withPad: " ", startingAt: 0))  \(DiffText.counts(counts, noun: report.noun))\(title)"
        }
    }

    private func shown(_ text: String) -> String { TerminalText.escaped(text) }
    private func paint(_ text: String, _ code: Int) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    private func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
