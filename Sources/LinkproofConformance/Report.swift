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

/// One row of a report: a golden case, or one input of two streams.
public struct ReportEntry: Sendable {
    /// The case ID, or the input.
    public var id: String
    /// The document, `""` when there is none.
    public var document: String
    public var scenarios: [String]
    public var kind: String
    public var input: String
    public var note: String
    /// `cases/000-raycipe.json:14:13`, when the entry is a golden case.
    public var place: String?
    /// The kind of the case's evidence (`EvidenceName`), when the entry is a golden case.
    public var evidence: String?
    /// The golden case's file relative to the repository root (`Tests/Golden/cases/000-raycipe.json`)
    /// and the line of its `id`, for JUnit and GitHub annotations; nil when unknown.
    public var file: String?
    public var line: Int?
    public var comparisons: [Comparison]

    public init(id: String, document: String = "", scenarios: [String] = [], kind: String = "", input: String,
                note: String = "", place: String? = nil, evidence: String? = nil, file: String? = nil, line: Int? = nil,
                comparisons: [Comparison]) {
        self.id = id
        self.document = document
        self.scenarios = scenarios
        self.kind = kind
        self.input = input
        self.note = note
        self.place = place
        self.evidence = evidence
        self.file = file
        self.line = line
        self.comparisons = comparisons
    }

    /// The entry of a golden case of `suite` (nil: its file and line are not needed).
    public init(_ golden: GoldenCase, in suite: GoldenSuite? = nil, comparisons: [Comparison]) {
        self.init(id: golden.id, document: golden.documentID, scenarios: golden.scenarios, kind: golden.kind.rawValue,
                  input: golden.input.display, note: golden.note, place: golden.location.description,
                  evidence: golden.evidence?.kind.rawValue ?? EvidenceName.none,
                  file: suite?.repositoryPath(golden.location.file), line: golden.location.line, comparisons: comparisons)
    }

    /// Whether some change makes the link act where it did not (`ChangeKind.securityRegression`).
    public var isSecurityRegression: Bool {
        comparisons.contains { $0.diff.changes.contains { $0.kind == .securityRegression } }
    }

    /// Differing beats unrecorded beats passed.
    public var status: EntryStatus {
        let statuses = comparisons.map(\.status)
        if statuses.contains(.differing) { return .differing }
        if statuses.contains(.unrecorded) { return .unrecorded }
        return .passed
    }
}

/// One outcome compared with another: a profile's recorded outcome with the one it gives now.
public struct Comparison: Sendable {
    /// Which comparison: `linkproof`, `document`, or `decision`.
    public var label: String
    /// nil: nothing recorded (or absent from the first stream).
    public var before: JSONValue?
    /// nil: the outcome is gone (absent from the second stream).
    public var after: JSONValue?

    /// What changed from `before` to `after`.
    public let diff: ParseDiff

    public init(label: String, before: JSONValue?, after: JSONValue?) {
        self.label = label
        self.before = before
        self.after = after
        switch (before, after) {
        case let (before?, after?): diff = ParseDiff(before, after)
        case (nil, _): diff = ParseDiff(changes: [])
        case (_?, nil): diff = ParseDiff(changes: [Change(kind: .valueChanged, path: "$", before: before, after: nil)])
        }
    }

    public var status: EntryStatus {
        if before == nil && after != nil { return .unrecorded }
        return diff.isEmpty ? .passed : .differing
    }
}

/// The names reports count golden cases by: each evidence kind, and `none` for a case that
/// names no evidence.
public enum EvidenceName {
    public static let none = "none"
    public static let all = GoldenEvidence.Kind.allCases.map(\.rawValue) + [none]
}

/// Whether an entry's outcomes match.
public enum EntryStatus: String, Sendable, Codable {
    case passed
    case differing
    /// An outcome without a recorded one (a new case, or an input only the second stream has).
    case unrecorded
}

/// How many entries passed, differ, or are unrecorded.
public struct Counts: Sendable, Equatable, Codable {
    public var passed = 0
    public var differing = 0
    public var unrecorded = 0

    public var total: Int { passed + differing + unrecorded }

    init(_ entries: [ReportEntry]) {
        for entry in entries {
            switch entry.status {
            case .passed: passed += 1
            case .differing: differing += 1
            case .unrecorded: unrecorded += 1
            }
        }
    }
}
