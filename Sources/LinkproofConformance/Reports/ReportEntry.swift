import LinkproofCore

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

/// Whether an entry's outcomes match.
public enum EntryStatus: String, Sendable, Codable {
    case passed
    case differing
    /// An outcome without a recorded one (a new case, or an input only the second stream has).
    case unrecorded
}
