/// The parts of a URL that association files match, exactly as the URL writes them
/// (still percent-encoded).
package struct AASAURLParts: Sendable, Codable, Equatable {
    /// The scheme, lowercased; only `http` and `https` URLs can match (Apple: "universal links
    /// are standard HTTP or HTTPS links").
    public var scheme: String
    /// The host, compared with the serving domain case-insensitively.
    public var host: String
    /// The path, e.g. `/buy/42`; empty reads as `/`.
    public var path: String
    /// The query without its `?`; nil when the URL has none (it then reads as empty).
    public var query: String?
    /// The fragment without its `#`; nil when the URL has none (it then reads as empty).
    public var fragment: String?

    /// URL parts; an empty path reads as `/`.
    public init(scheme: String = "https", host: String, path: String, query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.host = host
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.fragment = fragment
    }
}
