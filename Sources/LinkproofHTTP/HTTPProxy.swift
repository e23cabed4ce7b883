/// An HTTP proxy that a transport sends every request through (`CurlTransport(proxy:)`, the
/// fetching commands' `--proxy URL`): written `http://HOST:PORT`, a host name or an IP
/// address (IPv6 in brackets) and its port, nothing else.
///
/// The proxy is asked to open a tunnel (`CONNECT`) to an address the transport resolved and
/// checked against the request's `HTTPAddressPolicy` itself, never to a name the proxy would
/// resolve: the server's address is judged as it is without a proxy. The proxy's own
/// addresses are the only ones the policy does not judge (a proxy is often on a private
/// network). No credentials: a URL with a user name or password is refused, so that none
/// shows in errors or a process list.
public struct HTTPProxy: Hashable, Sendable, CustomStringConvertible {
    /// The proxy's host as written: a name, a dotted IPv4 address, or an IPv6 address in brackets.
    public let host: String
    /// The proxy's port.
    public let port: UInt16

    /// The proxy as a URL, `http://HOST:PORT`.
    public var description: String { "http://\(host):\(port)" }

    /// The proxy that `url` (`http://HOST:PORT`, an optional `/` after it) names; a
    /// `HTTPProxyError` saying what is wrong otherwise.
    public init(_ url: String) throws(HTTPProxyError) {
        let prefix = "http://"
        guard url.utf8.count > prefix.utf8.count, url.prefix(prefix.count).lowercased() == prefix else {
            throw HTTPProxyError(url, "give an http:// URL, http://HOST:PORT")
        }
        var authority = Substring(url.dropFirst(prefix.count))
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !authority.contains(where: { "/?#".contains($0) }) else { throw HTTPProxyError(url, "give only http://HOST:PORT (no path, query or fragment)") }
        guard !authority.contains("@") else { throw HTTPProxyError(url, "a proxy with credentials is not taken (they would show in errors and process lists)") }
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else {
            throw HTTPProxyError(url, "give the port: http://HOST:PORT")
        }
        let host = authority[..<colon]
        guard let port = UInt16(authority[authority.index(after: colon)...]), port > 0 else {
            throw HTTPProxyError(url, "the port is not a number from 1 to 65535")
        }
        let name = host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2
            ? host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
            : !host.isEmpty && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
        guard name else { throw HTTPProxyError(url, "the host is not a host name or an IP address") }
        self.host = String(host)
        self.port = port
    }

    /// The host as a resolver takes it: an IPv6 address without its brackets.
    var bareHost: String { host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host }
}

/// Why a proxy URL is not taken: the URL and the reason.
public struct HTTPProxyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL as given.
    public let url: String
    /// What is wrong with it.
    public let reason: String

    init(_ url: String, _ reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String { "'\(url)' is not a proxy URL: \(reason)" }
}
