/// A parsed URL: its serialization plus where each component lies in it.
///
/// The getters named as in the WHATWG URL API (`href`, `protocol`, `host`, …) return exactly
/// what WPT's `urltestdata.json` expects; the structured ones (`scheme`, `hostKind`,
/// `pathSegments`, …) give the URL record's parts without the punctuation.
public struct URLRecord: Hashable, Sendable, CustomStringConvertible {
    /// The URL serialization (always ASCII).
    public let href: String
    let layout: URLLayout

    init(href: String, layout: URLLayout) {
        self.href = href
        self.layout = layout
        #if DEBUG || LINKPROOF_CHECK_INVARIANTS
        var bytes = href
        bytes.withUTF8(layout.checkInvariants)
        #endif
    }

    /// The serialization, `href`.
    public var description: String { href }

    // MARK: The URL API's getters

    /// The scheme and `:`, e.g. `https:`.
    public var `protocol`: String { text(0, layout.schemeEnd + 1) }

    /// The percent-encoded username, or "".
    public var username: String {
        layout.host == nil ? "" : text(layout.authorityStart, layout.usernameEnd)
    }

    /// The percent-encoded password, or "".
    public var password: String {
        layout.hasPassword ? text(layout.usernameEnd + 1, layout.hostStart - 1) : ""
    }

    /// The serialized host and, when there is one, `:` and the port.
    public var host: String { layout.host == nil ? "" : text(layout.hostStart, layout.pathStart) }

    /// The serialized host, or "" when it is null.
    public var hostname: String { text(layout.hostStart, layout.hostEnd) }

    /// The port in decimal, or "" when it is null (including when it is the default port).
    public var port: String { layout.port.map { String($0) } ?? "" }

    /// The serialized path (an opaque path as is).
    public var pathname: String { text(layout.pathStart, layout.pathEnd(href.utf8.count)) }

    /// `?` and the query, or "" when the query is null or empty.
    public var search: String {
        guard let start = layout.queryStart else { return "" }
        let end = layout.queryEnd(href.utf8.count)
        return end - start > 1 ? text(start, end) : ""
    }

    /// `#` and the fragment, or "" when the fragment is null or empty.
    public var hash: String {
        guard let start = layout.fragmentStart else { return "" }
        let end = href.utf8.count
        return end - start > 1 ? text(start, end) : ""
    }

    /// The serialization of the URL's origin (https://url.spec.whatwg.org/#concept-url-origin):
    /// `scheme://host[:port]` for http(s), ws(s) and ftp, the origin of the inner URL for a
    /// `blob:` URL wrapping an http(s) URL, and `null` (an opaque origin) otherwise.
    public var origin: String {
        switch layout.special {
        case .http, .https, .ws, .wss, .ftp:
            return text(0, layout.schemeEnd + 3) + host
        case .file:
            return "null"
        case nil:
            guard scheme == "blob", let inner = try? URLParser.parse(pathname).url,
                  inner.layout.special == .http || inner.layout.special == .https else { return "null" }
            return inner.origin
        }
    }

    // MARK: Structured access

    /// The scheme, lowercase, without `:`.
    public var scheme: Substring { slice(0, layout.schemeEnd) }

    /// Whether the scheme is special (ftp, file, http, https, ws, wss).
    public var isSpecial: Bool { layout.special != nil }

    /// Whether the scheme is `https`, answered from the layout without building the scheme.
    public var isHTTPS: Bool { layout.isHTTPS }

    /// The answers above, together.
    package var facts: URLFacts { URLFacts(layout) }

    /// The host, or nil when it is null.
    public var hostKind: URLHost? {
        guard let kind = layout.host else { return nil }
        let text = hostname
        switch kind {
        case .domain: return .domain(text)
        case .opaque: return .opaque(text)
        case .empty: return .empty
        case .ipv4: return (try? IPv4Parser.parseDotted(Array(text.utf8))).map { .ipv4($0) }
        case .ipv6:
            let inner = Array(text.utf8.dropFirst().dropLast())
            return inner.withUnsafeBufferPointer { (try? IPv6Parser.parse($0)).map { .ipv6($0) } }
        }
    }

    /// Whether the URL has a username or a password: `username` or `password` is not "",
    /// answered from the layout without building either.
    public var hasCredentials: Bool { layout.hasCredentials }

    /// Whether the host is an IPv4 or IPv6 address: `hostKind` is `.ipv4` or `.ipv6`,
    /// answered without decoding the address.
    public var hasIPAddressHost: Bool { layout.hasIPAddressHost }

    /// Whether the host is a name: `hostKind` is `.domain` or `.opaque` (not null, not
    /// empty, not an address), answered without building the host's text.
    public var hasNamedHost: Bool { layout.hasNamedHost }

    /// The port number, or nil when it is null (absent or the scheme's default).
    public var portNumber: UInt16? { layout.port }

    /// Where each component lies in `href`, as byte ranges.
    public var spans: URLSpans { layout.spans(count: href.utf8.count) }

    /// Whether the path is opaque (`mailto:x`, `data:…`): a single string, not segments.
    public var hasOpaquePath: Bool { layout.hasOpaquePath }

    /// The path's segments, percent-encoded (empty for an opaque path; see `pathname`).
    public var pathSegments: [Substring] {
        guard !layout.hasOpaquePath else { return [] }
        let path = slice(layout.pathStart, layout.pathEnd(href.utf8.count))
        return path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
    }

    /// The query without `?`, or nil when it is null.
    public var query: Substring? {
        layout.queryStart.map { slice($0 + 1, layout.queryEnd(href.utf8.count)) }
    }

    /// The fragment without `#`, or nil when it is null.
    public var fragment: Substring? {
        layout.fragmentStart.map { slice($0 + 1, href.utf8.count) }
    }

    // MARK: Slicing the serialization

    /// The bytes `start..<end` of `href` (ASCII, so every offset is a character boundary).
    func slice(_ start: Int, _ end: Int) -> Substring {
        let utf8 = href.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: max(0, end - start))
        // Sliced through the UTF-8 view: no Character-boundary rounding of the indices,
        // which an ASCII serialization never needs.
        return Substring(utf8[lower..<upper])
    }

    private func text(_ start: Int, _ end: Int) -> String { String(slice(start, end)) }
}

/// Byte ranges of a URL's components in its serialization (`URLRecord.spans`), without the
/// punctuation around them.
public struct URLSpans: Hashable, Sendable {
    /// The `:` that ends the scheme.
    public var schemeEnd: Int
    /// The host; nil when it is null.
    public var host: Range<Int>?
    /// The port's digits; nil when the port is null (absent or the scheme's default).
    public var port: Range<Int>?
    public var path: Range<Int>
    /// After `?`; nil when the query is null.
    public var query: Range<Int>?
    /// After `#`; nil when the fragment is null.
    public var fragment: Range<Int>?

    /// Spans with these ranges (as a caller that finds them in bytes of its own reports them).
    package init(schemeEnd: Int, host: Range<Int>?, port: Range<Int>?, path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?) {
        self.schemeEnd = schemeEnd
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment
    }
}
