/// One custom substitution variable: `"food": ["burrito", "pizza"]`.
package struct AASAVariable: Sendable, Codable, Equatable {
    /// The name used as `$(name)`.
    public var name: String
    /// The alternatives, each a pattern that may use `*` and `?`.
    public var values: [String]

    /// A variable.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
