/// One predicate of a query dictionary.
package struct AASAQueryItemPattern: Sendable, Codable, Hashable {
    /// The query item name, compared exactly (folded when case-insensitive).
    public var name: String
    /// The pattern for the item's value.
    public var pattern: String

    /// A predicate.
    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}
