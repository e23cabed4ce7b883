/// How much a finding matters, judged by its consequence (`ConsequenceOracle`).
public enum FindingKind: String, CaseIterable, Sendable, Codable, Comparable {
    /// The app opened a route for a link that is not its own (host confusion, a scheme it does
    /// not register, a link nested in a foreign one), a side-effect action without asking, a
    /// personal route from an arrival that cannot be trusted, or the handler trapped.
    case security = "security"
    /// The app opened a different route than the link means, or a parameter value that is not
    /// the link's decoded value (decode confusion, parameter pollution, path against query).
    case correctness = "correctness"
    /// The handler answered otherwise than Linkproof's strict policy, harmlessly: it opened
    /// exactly what an equivalent spelling of the link means (`:443`, a trailing dot, letter
    /// case, a compatibility character that maps to the same host, `/./`, an identical
    /// duplicate parameter, a value decoded once), or ignored a link the policy would open.
    /// Not a failure unless the check is `strict`.
    case note = "note"

    /// Whether `assertSurvives` fails on a finding of this kind (every kind when `strict`).
    public func fails(strict: Bool) -> Bool { strict || self != .note }

    /// Security first, notes last: the order reports list findings in.
    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
