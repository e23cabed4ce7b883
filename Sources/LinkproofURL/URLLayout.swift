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
/// that needs it is preceded by `/.`, which lies before `pathStart`. The package reads it
/// only through its `package` members (an exact `URLReading` is a layout of the input itself).
package struct URLLayout: Hashable, Sendable {
    /// The `:` that ends the scheme.
    package internal(set) var schemeEnd = 0
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
    /// The port number; nil when the port is null (absent or the scheme's default).
    package internal(set) var port: UInt16?
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

    /// Whether the scheme is `https`.
    package var isHTTPS: Bool { special == .https }

    /// Whether there is a username or a password.
    package var hasCredentials: Bool { (host != nil && usernameEnd > authorityStart) || hasPassword }

    /// Whether the host is an IPv4 or IPv6 address.
    package var hasIPAddressHost: Bool { host == .ipv4 || host == .ipv6 }

    /// Whether the host is a domain or an opaque host (not null, not empty, not an address).
    package var hasNamedHost: Bool { host == .domain || host == .opaque }

    // Where each component lies in a serialization of `count` bytes, without the punctuation
    // around it (`URLSpans`, and the anatomy of an input that is its own serialization).

    /// The host; nil when it is null.
    package var hostRange: Range<Int>? { host == nil ? nil : hostStart..<hostEnd }
    /// The port's digits; nil when the port is null.
    package var portRange: Range<Int>? { port == nil ? nil : (hostEnd + 1)..<pathStart }
    /// The path.
    package func pathRange(_ count: Int) -> Range<Int> { pathStart..<pathEnd(count) }
    /// After `?`; nil when the query is null.
    package func queryRange(_ count: Int) -> Range<Int>? { queryStart.map { ($0 + 1)..<queryEnd(count) } }
    /// After `#`; nil when the fragment is null.
    package func fragmentRange(_ count: Int) -> Range<Int>? { fragmentStart.map { ($0 + 1)..<count } }
}

/// What kind of host a record holds; its text lives in the serialization.
enum HostKind: UInt8, Hashable, Sendable {
    case domain, ipv4, ipv6, opaque, empty
}
