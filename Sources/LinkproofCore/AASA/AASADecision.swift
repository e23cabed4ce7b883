/// What an association file says about one URL for one app.
public enum AASADecision: String, Sendable, Codable, Equatable {
    /// The first rule that matched allows the URL: it opens the app.
    case match
    /// The first rule that matched is an `exclude`: the URL stays in the browser.
    case exclude
    /// No rule matched (or the app or host is not covered).
    case noMatch = "no_match"
}

/// A decision with its reasons: the rule that decided it, or for a miss the rule that came closest.
public struct AASAExplanation: Sendable, Codable, Equatable {
    /// What `decide` answers for the same arguments.
    public let decision: AASADecision
    /// Why, in one line ("rule matched", "host differs from domain", "app not listed", "no rule matched").
    public let reason: String
    /// The rule that decided a `.match` or `.exclude`.
    public let decidingRule: AASARuleTrace?
    /// For `.noMatch`: the rule with the most components ok (the earliest on a tie).
    public let closestFailure: AASARuleTrace?
}

/// One rule as a trace shows it.
public struct AASARuleTrace: Sendable, Codable, Equatable {
    /// Index into `applinks.details` (after the legacy dictionary is sorted).
    public let detailIndex: Int
    /// Index into the entry's rules (components first, then legacy paths).
    public let ruleIndex: Int
    /// Where the rule is in the file.
    public let jsonPath: String
    /// True for an `exclude` rule.
    public let exclude: Bool
    /// The flags after the three levels of `defaults`.
    public let caseSensitive: Bool
    /// False when the URL is percent-decoded before matching.
    public let percentEncoded: Bool
    /// The rule's `comment`, often the best clue in a trace.
    public let comment: String?
    /// The keys the rule left out and took from a `defaults` dictionary: which default applied.
    public let defaulted: [AASADefaultedKey]
    /// Every component the rule specifies, marked ok or failed.
    public let components: [AASAComponentCheck]
}

/// One component of a rule checked against the URL.
public struct AASAComponentCheck: Sendable, Codable, Equatable {
    /// `path`, `query`, `query[name]` or `fragment`.
    public let component: String
    /// The pattern as the file writes it.
    public let pattern: String
    /// True when the component matched.
    public let ok: Bool
}
