#if os(Linux) || os(Android) || os(macOS)
import CCurl
import LinkproofCore

/// How one request goes through an HTTP proxy (`CurlTransport(proxy:)`): the server's
/// address resolved here and checked against the request's policy, and the proxy asked to
/// tunnel (`CONNECT`) to that address — libcurl's `CURLOPT_CONNECT_TO` for any host and port
/// of the request — so the proxy never resolves the server's name itself; TLS still checks
/// that name. The proxy's own addresses, resolved here too (and given to libcurl, so that it
/// connects to no other), are the only ones the open-socket check lets through unjudged.
struct CurlProxyRoute {
    /// The proxy's URL, as libcurl takes it.
    let proxyURL: String
    /// `CURLOPT_RESOLVE`'s entry for the proxy's host and port: the addresses resolved here
    /// (nil for an IPv6 literal, which libcurl does not resolve).
    let proxyResolve: String?
    /// The proxy's addresses (4 or 16 bytes each), as resolved here.
    let proxyAddresses: Set<[UInt8]>
    /// `CURLOPT_CONNECT_TO`'s entry: any host and port of the request, to the server's
    /// checked address (`::ADDRESS:`).
    let connectTo: String

    init(_ proxy: HTTPProxy, request: HTTPRequest) throws(HTTPTransportError) {
        let server = try ServerAddresses(of: request, why: "(through a proxy, the server's address is still resolved and checked here)")
        connectTo = "::" + Self.literal(try server.firstAllowed(by: request.addressPolicy)) + ":"
        let proxyAddresses = try ServerAddresses.resolve(proxy.bareHost, "the proxy's host \(proxy.host)")
        self.proxyAddresses = Set(proxyAddresses)
        proxyURL = proxy.description
        proxyResolve = proxy.host.hasPrefix("[") ? nil : "\(proxy.host):\(proxy.port):" + proxyAddresses.map(Self.literal).joined(separator: ",")
    }

    /// `address` as a URL writes it: dotted IPv4, or IPv6 in brackets.
    private static func literal(_ address: [UInt8]) -> String {
        address.count == 16 ? "[\(HTTPAddressRange.text(of: address))]" : HTTPAddressRange.text(of: address)
    }
}
#endif
