/// Generators of valid URLs of each kind — special, opaque, custom scheme — built from
/// realistic hosts, paths, queries and fragments. Every piece shrinks towards the simplest
/// form (the first word of a list, no port, no query, no fragment), so a shrunk failing URL
/// reads like `https://example.com/`.
///
/// "Valid" means a valid URL string in the WHATWG URL Standard's sense (and, for the
/// hierarchical forms, an RFC 3986 URI): only unreserved characters, sub-delimiters where
/// the component allows them, and well-formed percent-escapes.
public enum URLGen {
    /// The WHATWG URL Standard's special schemes.
    public static let specialSchemes = ["http", "https", "ws", "wss", "ftp", "file"]

    /// Words that real hosts and paths are made of (letters only, so they are valid DNS
    /// labels), simplest first; the documents' own names (raycipe, createwithswift) among them.
    static let words = [
        "example", "app", "shop", "news", "api", "cdn", "login", "account", "mail", "static",
        "recipe", "raycipe", "createwithswift", "details", "open", "share", "invite", "profile",
        "items", "search", "page", "link", "www", "m", "blog", "docs", "user",
    ]

    /// Query parameter names as links carry them, simplest first.
    static let parameterNames = ["id", "ref", "name", "link", "q", "page", "utm_source", "utm_campaign", "apn", "ibi"]

    /// Top-level domains (and public suffixes) hosts end with.
    static let topLevelDomains = ["com", "org", "net", "io", "app", "dev", "co.uk", "de", "page.link"]

    static let lowercaseAlphanumerics = "abcdefghijklmnopqrstuvwxyz0123456789"
    /// RFC 3986 `unreserved`, letters first: safe in every component unescaped.
    static let unreserved = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"

    /// One of `words`.
    static let word = Gen.element(of: words)
}
