/// A parsed URL: its serialization plus where each component lies in it.
///
/// The getters named as in the WHATWG URL API (`href`, `protocol`, `host`, …) return exactly
/// what WPT's `urltestdata.json` expects; the structured ones (`scheme`, `hostKind`,
/// `pathSegments`, …) give the URL record's parts without the punctuation.
public struct URLRecord: Hashable, Sendable, CustomStringConvertible {
    /// The URL serialization (always ASCII).
    public let href: String
    /// Where each component lies in `href`, and what the URL is (scheme, host kind, port).
    package let layout: URLLayout

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

    /// A getter of the URL API.
    public enum Getter: Sendable, CaseIterable {
        case href, origin, `protocol`, username, password, host, hostname, port, pathname, search, hash
    }

    /// The value of `getter` as a slice of `href`, not copied out of it (but `port`, and
    /// `origin` with credentials or of a `blob:` URL, which are built): `String(url[.pathname])`
    /// is `url.pathname`.
    public subscript(getter: Getter) -> Substring {
        if let range = utf8Range(getter) { return slice(range.lowerBound, range.upperBound) }
        return getter == .port ? Substring(port) : Substring(builtOrigin)
    }

    /// Calls `body` with the UTF-8 of `getter`'s value: a run of `href`'s bytes, read in
    /// place, when it is one (see the subscript). For writing components out without a
    /// `String` or a `Substring` each.
    public func withUTF8<Result>(_ getter: Getter, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard let range = utf8Range(getter) else {
            var value = String(self[getter])
            return try value.withUTF8(body)
        }
        var href = href
        return try href.withUTF8 { bytes in
            precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "URLRecord: a component's range lies in href")
            return try body(UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Where `getter`'s value lies in `href`; nil for a value that is built (`port`, and
    /// `origin` but `scheme://host[:port]` without credentials).
    package func utf8Range(_ getter: Getter) -> Range<Int>? { layout.utf8Range(getter, count: href.utf8.count) }

    /// The scheme and `:`, e.g. `https:`.
    public var `protocol`: String { String(self[.protocol]) }

    /// The percent-encoded username, or "".
    public var username: String { String(self[.username]) }

    /// The percent-encoded password, or "".
    public var password: String { String(self[.password]) }

    /// The serialized host and, when there is one, `:` and the port.
    public var host: String { String(self[.host]) }

    /// The serialized host, or "" when it is null.
    public var hostname: String { String(self[.hostname]) }

    /// The port in decimal, or "" when it is null (including when it is the default port).
    public var port: String { layout.port.map { String($0) } ?? "" }

    /// The serialized path (an opaque path as is).
    public var pathname: String { String(self[.pathname]) }

    /// `?` and the query, or "" when the query is null or empty.
    public var search: String { String(self[.search]) }

    /// `#` and the fragment, or "" when the fragment is null or empty.
    public var hash: String { String(self[.hash]) }

    /// The serialization of the URL's origin (https://url.spec.whatwg.org/#concept-url-origin):
    /// `scheme://host[:port]` for http(s), ws(s) and ftp, the origin of the inner URL for a
    /// `blob:` URL wrapping an http(s) URL, and `null` (an opaque origin) otherwise.
    public var origin: String { String(self[.origin]) }

    /// `origin` when it is not a run of `href`: with credentials, `file:`, or not special.
    private var builtOrigin: String {
        switch layout.special {
        case .http, .https, .ws, .wss, .ftp:
            return String(slice(0, layout.schemeEnd + 3)) + host
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
            return inner.withUnsafeBufferPointer { bytes in
                var warnings: [HostIssue] = []  // none: a serialized address has no leading zero
                return (try? IPv6Parser.parse(bytes, warnings: &warnings)).map { .ipv6($0) }
            }
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
    public var spans: URLSpans { URLSpans(layout, count: href.utf8.count) }

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

}
