/// A broken invariant: what a fuzz target returns instead of crashing, so that the fuzz
/// entry point can trap on it (a finding) and `swift test` can record it as an issue.
public struct FuzzViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The invariant as a sentence, e.g. "re-parsing href gives the same record".
    public let invariant: String
    /// What was seen: the input and the values that disagree.
    public let detail: String

    public init(_ invariant: String, _ detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String { "\(invariant) — \(detail)" }

    /// Throws a violation of `invariant` unless `condition` holds.
    static func require(_ condition: Bool, _ invariant: String, _ detail: @autoclosure () -> String) throws(FuzzViolation) {
        guard condition else { throw FuzzViolation(invariant, detail()) }
    }
}
