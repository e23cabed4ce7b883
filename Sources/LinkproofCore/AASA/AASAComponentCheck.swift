/// One component of a rule checked against the URL.
package struct AASAComponentCheck: Sendable, Codable, Equatable {
    /// `path`, `query`, `query[name]` or `fragment`.
    public let component: String
    /// The pattern as the file writes it.
    public let pattern: String
    /// True when the component matched.
    public let ok: Bool
}
