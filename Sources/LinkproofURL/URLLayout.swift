/// Where each component of a URL lies in its serialization, in bytes.
///
/// ```
/// https://user:pass@example.com:8080/a/b?q#f
///      |  |   |    |          |    |    | |
///      |  |   |    hostStart  |    |    | fragmentStart
///      |  |   usernameEnd     |    |    queryStart
///      |  authorityStart      |    pathStart
///      schemeEnd (the ':')    hostEnd
/// ```
/// Without a host, `usernameEnd`, `hostStart` and `hostEnd` equal `schemeEnd + 1`; a path
/// that needs it is preceded by `/.`, which lies before `pathStart`.
struct URLLayout: Hashable, Sendable {
    var schemeEnd = 0
    var usernameEnd = 0
    var hostStart = 0
    var hostEnd = 0
    var pathStart = 0
    /// The index of `?`, or `absent` when the query is null. (Plain `Int`s rather than
    /// optionals keep the layout compact and aligned: it is copied on every parse.)
    var queryMark = absent
    /// The index of `#`, or `absent` when the fragment is null.
    var fragmentMark = absent
    /// nil when the host is null.
    var host: HostKind?
    var port: UInt16?
    var hasOpaquePath = false
    var special: SpecialScheme?

    static let absent = -1

    /// The index of `?`, when the query is not null.
    var queryStart: Int? { queryMark == Self.absent ? nil : queryMark }
    /// The index of `#`, when the fragment is not null.
    var fragmentStart: Int? { fragmentMark == Self.absent ? nil : fragmentMark }

    /// Where credentials start when there is a host: after `scheme://`.
    var authorityStart: Int { schemeEnd + 3 }

    /// Where the path ends in a serialization of `count` bytes.
    func pathEnd(_ count: Int) -> Int { queryStart ?? fragmentStart ?? count }

    /// Where the query ends in a serialization of `count` bytes.
    func queryEnd(_ count: Int) -> Int { fragmentStart ?? count }

    /// Whether credentials hold a password (after the `:` at `usernameEnd`).
    var hasPassword: Bool { host != nil && usernameEnd < hostStart - 1 }

    var isHTTPS: Bool { special == .https }

    /// Whether there is a username or a password.
    var hasCredentials: Bool { (host != nil && usernameEnd > authorityStart) || hasPassword }

    var hasIPAddressHost: Bool { host == .ipv4 || host == .ipv6 }

    var hasNamedHost: Bool { host == .domain || host == .opaque }

    /// Where each component lies in a serialization of `count` bytes.
    func spans(count: Int) -> URLSpans {
        URLSpans(
            schemeEnd: schemeEnd,
            host: host == nil ? nil : hostStart..<hostEnd,
            port: port == nil ? nil : (hostEnd + 1)..<pathStart,
            path: pathStart..<pathEnd(count),
            query: queryStart.map { ($0 + 1)..<queryEnd(count) },
            fragment: fragmentStart.map { ($0 + 1)..<count })
    }
}
