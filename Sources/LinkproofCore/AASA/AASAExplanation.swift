/// A decision with its reasons: the rule that decided it, or for a miss the rule that came closest.
package struct AASAExplanation: Sendable, Codable, Equatable, JSONWritable {
    /// What `decide` answers for the same arguments.
    public let decision: AASADecision
    /// Why, in one line ("rule matched", "host differs from domain", "app not listed", "no rule matched").
    public let reason: String
    /// The rule that decided a `.match` or `.exclude`.
    public let decidingRule: AASARuleTrace?
    /// For `.noMatch`: the rule with the most components ok (the earliest on a tie).
    public let closestFailure: AASARuleTrace?
}
