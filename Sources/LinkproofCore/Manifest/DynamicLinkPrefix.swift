import LinkproofURL

/// A dynamic-link URL prefix: a `page.link` domain or a custom domain, optionally with a
/// path prefix (`https://links.example.com/share`), as `FirebaseDynamicLinksCustomDomains` lists them.
public struct DynamicLinkPrefix: Hashable, Sendable {
    /// The host, lowercased.
    public var host: String
    /// The path prefix without a trailing `/`: empty, or e.g. `/share`.
    public var path: String

    public init(host: String, path: String = "") {
        self.host = ASCII.lowercased(host)
        self.path = path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `https://<host><path>`, as the documents write a `domainURIPrefix`.
    public var string: String { "https://" + host + path }
}
