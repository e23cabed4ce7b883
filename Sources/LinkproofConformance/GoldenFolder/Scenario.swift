/// A scenario of `scenarios.json`.
public struct Scenario: Sendable, Hashable {
    public var id: String
    public var document: String
    public var title: String
}
