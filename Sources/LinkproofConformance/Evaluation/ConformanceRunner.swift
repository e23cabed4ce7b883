import LinkproofCore

/// Runs a golden suite: every case under the profiles asked for, compared with what it
/// recorded (`check`), or the two profiles compared with each other (`audit`).
public struct ConformanceRunner: Sendable {
    public let suite: GoldenSuite
    private let evaluator: CaseEvaluator

    public init(suite: GoldenSuite) {
        self.suite = suite
        evaluator = CaseEvaluator(suite: suite)
    }

    /// The cases `filter` selects: those whose ID, a scenario ID, kind, or document contains it.
    public func cases(matching filter: String?) -> [GoldenCase] {
        guard let filter, !filter.isEmpty else { return suite.cases }
        return suite.cases.filter { golden in
            ([golden.id, golden.kind.rawValue, golden.documentID, golden.manifest ?? ""] + golden.scenarios).contains { $0.contains(filter) }
        }
    }

    /// Each case's outcome under each profile, beside its recorded one.
    public func check(filter: String? = nil, profiles: [Profile] = Profile.allCases) throws(GoldenError) -> [CaseResult] {
        var results: [CaseResult] = []
        for golden in cases(matching: filter) {
            var outcomes: [(profile: Profile, outcome: JSONValue?)] = []
            for profile in profiles {
                outcomes.append((profile, try evaluator.outcome(of: golden, profile: profile)))
            }
            results.append(CaseResult(golden: golden, outcomes: outcomes))
        }
        return results
    }

    /// The report of `check`: recorded against now.
    public func report(_ results: [CaseResult]) -> Report {
        Report(title: "Golden conformance: \(suite.name)", beforeLabel: "recorded", afterLabel: "now",
               entries: results.map { result in
                   entry(result.golden, result.outcomes.compactMap { profile, outcome in
                       let recorded = result.golden.recorded(profile)
                       return recorded == nil && outcome == nil ? nil : Comparison(label: profile.rawValue, before: recorded, after: outcome)
                   })
               },
               notes: suite.warnings.map { "warning: " + $0.description } + coverageNotes(results), scenarioTitles: scenarioTitles)
    }

    /// The audit: for every case both profiles decide, `first`'s final decision against `second`'s.
    public func audit(_ first: Profile, _ second: Profile, filter: String? = nil) throws(GoldenError) -> Report {
        var entries: [ReportEntry] = []
        for golden in cases(matching: filter) {
            guard let left = try evaluator.outcome(of: golden, profile: first),
                  let right = try evaluator.outcome(of: golden, profile: second) else { continue }
            entries.append(entry(golden, [Comparison(label: "decision", before: Self.finalDecision(left), after: Self.finalDecision(right))]))
        }
        return Report(title: "Audit: \(first.rawValue) against \(second.rawValue) (\(suite.name))",
                      beforeLabel: first.rawValue, afterLabel: second.rawValue, entries: entries, scenarioTitles: scenarioTitles)
    }

    /// The decision an app finally acts on: an outcome's `decision` object (the short-link and
    /// build kinds), or the outcome itself.
    static func finalDecision(_ outcome: JSONValue) -> JSONValue {
        if case .object(let members)? = outcome["decision"] { return .object(members) }
        return outcome
    }

    /// Says which scenarios no case covers, when the whole suite ran.
    private func coverageNotes(_ results: [CaseResult]) -> [String] {
        guard results.count == suite.cases.count else { return [] }
        if results.isEmpty { return ["no golden cases yet: add files to \(suite.path("cases")) (Tests/Golden/README.md)"] }
        let covered = Set(results.flatMap(\.golden.scenarios))
        let uncovered = suite.scenarios.map(\.id).filter { !covered.contains($0) }
        return uncovered.isEmpty ? [] : ["\(uncovered.count) of \(suite.scenarios.count) scenarios have no case: " + uncovered.joined(separator: ", ")]
    }

    private var scenarioTitles: [String: String] {
        Dictionary(suite.scenarios.map { ($0.id, $0.title) }, uniquingKeysWith: { $1 })
    }

    private func entry(_ golden: GoldenCase, _ comparisons: [Comparison]) -> ReportEntry {
        ReportEntry(golden, in: suite, comparisons: comparisons)
    }
}

/// A case and its outcome now under each profile run (nil: the profile does not apply).
public struct CaseResult: Sendable {
    public var golden: GoldenCase
    package var outcomes: [(profile: Profile, outcome: JSONValue?)]

    /// True when some outcome differs from (or lacks) its recorded one.
    public var needsRecording: Bool {
        outcomes.contains { $0.outcome != golden.recorded($0.profile) }
    }
}
