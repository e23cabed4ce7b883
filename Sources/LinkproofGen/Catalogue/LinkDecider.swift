/// The thing under test: anything that takes a link string and returns a decision — the
/// strict router, a deliberately weakened variant of it, a reference handler ported from
/// the documents. Properties compare decisions, so a decision only has to be `Hashable`.
public protocol LinkDecider: Sendable {
    associatedtype Decision: Hashable & Sendable

    /// The decision for `input`, exactly as written.
    func decide(_ input: String) -> Decision
}
