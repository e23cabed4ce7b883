/// The report formats of `--report FORMAT=PATH`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Plain text for a terminal; ANSI colour only when asked (a TTY).
    case terminal
    /// GitHub-flavoured Markdown that fits a pull-request comment and `$GITHUB_STEP_SUMMARY`.
    case markdown
    case json
    /// JUnit XML: one test case per entry, the parse-diff as the failure message.
    case junit
    /// A self-contained page: counts, filters, a side-by-side view of every difference.
    case html

    /// The report in this format.
    public func render(_ report: Report, colour: Bool = false) -> String {
        switch self {
        case .terminal: TerminalReport(report: report, colour: colour).text
        case .markdown: MarkdownReport(report: report).text
        case .json: JSONReport.text(report)
        case .junit: JUnitReport.text(report)
        case .html: HTMLReport(report: report).text
        }
    }

    /// One entry of `report` as the terminal shows it (for `linkproof review`).
    public static func describe(_ entry: ReportEntry, in report: Report, colour: Bool = false) -> String {
        TerminalReport(report: report, colour: colour).entryLines(entry).joined(separator: "\n")
    }
}
