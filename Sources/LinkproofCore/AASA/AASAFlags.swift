/// `caseSensitive` and `percentEncoded` as a rule or one level of `defaults` sets them;
/// nil means "inherit", and at the end "the built-in default, true".
package struct AASAFlags: Sendable, Codable, Hashable {
    /// Whether patterns compare case-sensitively (default true).
    public var caseSensitive: Bool?
    /// Whether the URL is compared as written, still encoded (default true), or decoded first.
    public var percentEncoded: Bool?

    /// Flags of one level.
    public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }
}
