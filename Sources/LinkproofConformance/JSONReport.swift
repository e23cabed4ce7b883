import LinkproofCore

/// The report as JSON, for scripts: totals, the summaries, and every entry with its changes.
enum JSONReport {
    static func text(_ report: Report) -> String {
        let root = JSONValue.object([
            ("title", .string(report.title)),
            ("before", .string(report.beforeLabel)),
            ("after", .string(report.afterLabel)),
            ("notes", .array(report.notes.map(JSONValue.string))),
            ("totals", counts(report.totals)),
            ("securityRegressions", number(report.entries.filter(\.isSecurityRegression).count)),
            ("byDocument", .object(report.byDocument.map { ($0.name, counts($0.counts)) })),
            ("byScenario", .object(report.byScenario.map { ($0.name, counts($0.counts)) })),
            ("byEvidence", .object(report.byEvidence.map { ($0.name, number($0.entries)) })),
            ("byChangeKind", .object(report.byChangeKind.map { ($0.kind.rawValue, .number(Double($0.entries))) })),
            ("entries", .array(report.entries.map(entry))),
        ])
        return root.prettyText(depth: 4) + "\n"
    }

    private static func counts(_ counts: Counts) -> JSONValue {
        .object([("passed", number(counts.passed)), ("differing", number(counts.differing)), ("unrecorded", number(counts.unrecorded))])
    }

    private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

    private static func entry(_ entry: ReportEntry) -> JSONValue {
        .object([
            ("id", .string(entry.id)), ("status", .string(entry.status.rawValue)), ("headline", .string(DiffText.headline(entry))),
            ("securityRegression", .bool(entry.isSecurityRegression)), ("document", .string(entry.document)),
            ("scenarios", .array(entry.scenarios.map(JSONValue.string))), ("kind", .string(entry.kind)),
            ("input", .string(entry.input)), ("place", entry.place.map(JSONValue.string) ?? .null), ("note", .string(entry.note)),
            ("evidence", entry.evidence.map(JSONValue.string) ?? .null),
            ("comparisons", .array(entry.comparisons.map { comparison in
                .object([
                    ("label", .string(comparison.label)), ("status", .string(comparison.status.rawValue)),
                    ("before", comparison.before ?? .null), ("after", comparison.after ?? .null),
                    ("changes", .array(comparison.diff.changes.map { change in
                        .object([("kind", .string(change.kind.rawValue)), ("path", .string(change.path)),
                                 ("before", change.before ?? .null), ("after", change.after ?? .null)])
                    })),
                ])
            })),
        ])
    }
}
