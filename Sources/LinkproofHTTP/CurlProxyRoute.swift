#if os(Linux) || os(Android)
import CCurl
import LinkproofCore
import LinkproofURL

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
        guard let url = try? URLParser.parse(request.url).url, url.scheme == "http" || url.scheme == "https" else {
            throw .failed("\(request.url) is not an http or https URL")
        }
        let server: [[UInt8]]
        switch url.hostKind {
        case .ipv4(let value)?:
            server = [[UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]]
        case .ipv6(let pieces)?:
            server = [pieces.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }]
        case .domain(let name)?:
            server = try Self.resolve(name, "its host \(name)", "(through a proxy, the server's address is still resolved and checked here)")
        default:
            throw .failed("\(request.url) has no host to connect to")
        }
        var refusals: [String] = []
        let allowed = server.first { address in
            guard let refusal = request.addressPolicy.refusal(of: address) else { return true }
            refusals.append(refusal)
            return false
        }
        guard let allowed else { throw .refusedAddress("its host resolved only to refused addresses: " + refusals.joined(separator: "; ")) }
        connectTo = "::" + Self.literal(allowed) + ":"
        let proxyAddresses = try Self.resolve(proxy.bareHost, "the proxy's host \(proxy.host)")
        self.proxyAddresses = Set(proxyAddresses)
        proxyURL = proxy.description
        proxyResolve = proxy.host.hasPrefix("[") ? nil : "\(proxy.host):\(proxy.port):" + proxyAddresses.map(Self.literal).joined(separator: ",")
    }

    /// `address` as a URL writes it: dotted IPv4, or IPv6 in brackets.
    private static func literal(_ address: [UInt8]) -> String {
        address.count == 16 ? "[\(HTTPAddressRange.text(of: address))]" : HTTPAddressRange.text(of: address)
    }

    /// The IPv4 and IPv6 addresses `host` resolves to here (at most 16); `what` names it in the error.
    private static func resolve(_ host: String, _ what: String, _ why: String = "") throws(HTTPTransportError) -> [[UInt8]] {
        let slot = 17
        var slots = [UInt8](repeating: 0, count: slot * 16)
        let count = Int(ccurl_resolve(host, &slots, 16))
        guard count > 0 else { throw .failed("cannot resolve \(what) here" + (why.isEmpty ? "" : " " + why)) }
        return (0..<count).map { Array(slots[($0 * slot + 1)..<($0 * slot + 1 + Int(slots[$0 * slot]))]) }
    }
}
#endif
