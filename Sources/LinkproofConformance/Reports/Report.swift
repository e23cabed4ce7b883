import LinkproofCore

/// What every report writer renders: a titled list of entries (golden cases, or the inputs
/// of two result streams), each with its comparisons and their parse-diffs.
public struct Report: Sendable {
    public var title: String
    /// What the left side of every comparison is ("recorded", "linkproof", "BEFORE.jsonl").
    public var beforeLabel: String
    /// What the right side is ("now", "document", "AFTER.jsonl").
    public var afterLabel: String
    public var entries: [ReportEntry]
    /// Warnings and remarks shown above the results (orphaned pending entries, toolchains that differ).
    public var notes: [String]
    /// Scenario titles by ID, for the per-scenario summary.
    public var scenarioTitles: [String: String]
    /// What an entry is, for counts: "case" or "input".
    public var noun: String

    /// `entries` are kept in their order, but for the security regressions, which come first.
    public init(title: String, beforeLabel: String, afterLabel: String, entries: [ReportEntry],
                notes: [String] = [], scenarioTitles: [String: String] = [:], noun: String = "case") {
        self.title = title
        self.beforeLabel = beforeLabel
        self.afterLabel = afterLabel
        self.entries = entries.filter(\.isSecurityRegression) + entries.filter { !$0.isSecurityRegression }
        self.notes = notes
        self.scenarioTitles = scenarioTitles
        self.noun = noun
    }

    /// Counts over every entry.
    public var totals: Counts { Counts(entries) }

    /// Counts per document, in document order (entries without a document are left out).
    public var byDocument: [(name: String, counts: Counts)] {
        groups { $0.document.isEmpty ? [] : [$0.document] }
    }

    /// Counts per scenario, in ID order; a case that covers two scenarios counts in both.
    public var byScenario: [(name: String, counts: Counts)] {
        groups(\.scenarios)
    }

    /// How many entries have each kind of change, most serious first.
    public var byChangeKind: [(kind: ChangeKind, entries: Int)] {
        ChangeKind.allCases.compactMap { kind in
            let count = entries.filter { entry in entry.comparisons.contains { $0.diff.changes.contains { $0.kind == kind } } }.count
            return count == 0 ? nil : (kind, count)
        }
    }

    /// How many golden cases rest on each kind of evidence (`GoldenEvidence`), in the order
    /// document, sdk, platform, decided, none; empty when no entry is a golden case.
    public var byEvidence: [(name: String, entries: Int)] {
        let named = entries.compactMap(\.evidence)
        guard !named.isEmpty else { return [] }
        return EvidenceName.all.map { name in (name, named.filter { $0 == name }.count) }
    }

    /// The entries that are not passing.
    public var failing: [ReportEntry] { entries.filter { $0.status != .passed } }

    private func groups(_ names: (ReportEntry) -> [String]) -> [(name: String, counts: Counts)] {
        var members: [String: [ReportEntry]] = [:]
        for entry in entries {
            for name in names(entry) { members[name, default: []].append(entry) }
        }
        return members.keys.sorted().map { ($0, Counts(members[$0] ?? [])) }
    }
}
