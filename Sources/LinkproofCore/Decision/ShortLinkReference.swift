/// A short link on an own prefix, such as `https://rayciperw.page.link/WXYZ`.
public struct ShortLinkReference: Hashable, Sendable, Codable, JSONWritable {
    /// The dynamic-link URL prefix, e.g. `https://rayciperw.page.link` (no trailing slash).
    public var prefix: String
    /// The one path segment after the prefix.
    public var suffix: String

    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The short link itself.
    public var link: String { prefix + "/" + suffix }
}
