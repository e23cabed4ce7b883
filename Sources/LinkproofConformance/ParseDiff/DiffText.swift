/// The parse-diff of a comparison as lines of plain text, shared by the text formats.
enum DiffText {
    /// `linkproof: reject → accept` and an indented line per change, grouped by kind.
    static func lines(_ comparison: Comparison, _ report: Report) -> [String] {
        switch comparison.status {
        case .passed:
            return []
        case .unrecorded:
            return ["\(comparison.label): unrecorded; \(report.afterLabel): \(comparison.after?.compactText ?? "(none)")"]
        case .differing:
            var lines = ["\(comparison.label):"]
            for group in comparison.diff.grouped {
                lines.append("  \(group.kind.title)")
                for change in group.changes {
                    lines.append("    \(change.path)")
                    lines.append("      \(report.beforeLabel): \(change.before?.compactText ?? "(absent)")")
                    lines.append("      \(report.afterLabel): \(change.after?.compactText ?? "(absent)")")
                }
            }
            return lines
        }
    }

    /// Every comparison of an entry.
    static func lines(_ entry: ReportEntry, _ report: Report) -> [String] {
        entry.comparisons.flatMap { lines($0, report) }
    }

    /// "12 cases: 11 passed, 1 differing, 0 unrecorded".
    static func counts(_ counts: Counts, noun: String = "case") -> String {
        "\(counts.total) \(noun)\(counts.total == 1 ? "" : "s"): \(counts.passed) passed, \(counts.differing) differing, \(counts.unrecorded) unrecorded"
    }

    /// The words of an entry's status; a security regression says what now acts
    /// (`security regression: confirm → route`).
    static func headline(_ entry: ReportEntry) -> String {
        switch entry.status {
        case .passed: return "passed"
        case .unrecorded: return "unrecorded"
        case .differing:
            let changes = entry.comparisons.flatMap(\.diff.changes)
            if let regression = changes.first(where: { $0.kind == .securityRegression }) {
                return "\(ChangeKind.securityRegression.title): \(regression.transition)"
            }
            return changes.map(\.kind).min()?.title ?? "differing"
        }
    }

    /// "2 security regressions: a link now acts where it did not", nil when there is none.
    static func securityRegressions(_ report: Report) -> String? {
        let count = report.entries.filter(\.isSecurityRegression).count
        guard count > 0 else { return nil }
        return "\(count) security regression\(count == 1 ? "" : "s"): a link now acts where it did not (listed first)"
    }
}
