import CCurl
import LinkproofCore
import LinkproofURL

/// The addresses a request's server has, resolved here (`getaddrinfo`) or read off an IP
/// literal, for judging them by the request's `HTTPAddressPolicy` before anything is sent:
/// `CurlProxyRoute` tunnels to the first allowed one, `URLSessionTransport` sends only when
/// every one is allowed (URLSession connects to any of them).
struct ServerAddresses {
    /// The addresses, 4 or 16 bytes each, in network order.
    let addresses: [[UInt8]]

    /// The addresses of `request`'s host; `why` is added to the error when the name does not resolve.
    init(of request: HTTPRequest, why: String = "") throws(HTTPTransportError) {
        guard let url = try? URLParser.parse(request.url).url, url.scheme == "http" || url.scheme == "https" else {
            throw .failed("\(request.url) is not an http or https URL")
        }
        switch url.hostKind {
        case .ipv4(let value)?:
            addresses = [[UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]]
        case .ipv6(let pieces)?:
            addresses = [pieces.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }]
        case .domain(let name)?:
            addresses = try Self.resolve(name, "its host \(name)", why)
        default:
            throw .failed("\(request.url) has no host to connect to")
        }
    }

    /// The first address `policy` allows; an error listing every refusal when it allows none.
    func firstAllowed(by policy: HTTPAddressPolicy) throws(HTTPTransportError) -> [UInt8] {
        var refusals: [String] = []
        for address in addresses {
            guard let refusal = policy.refusal(of: address) else { return address }
            refusals.append(refusal)
        }
        throw .refusedAddress("its host resolved only to refused addresses: " + refusals.joined(separator: "; "))
    }

    /// Nothing when `policy` allows every address; else an error naming the refused ones.
    func checkAll(by policy: HTTPAddressPolicy) throws(HTTPTransportError) {
        let refusals = addresses.compactMap(policy.refusal(of:))
        guard refusals.isEmpty else { throw .refusedAddress("its host resolves to a refused address: " + refusals.joined(separator: "; ")) }
    }

    /// The IPv4 and IPv6 addresses `host` resolves to here (at most 16); `what` names it in the error.
    static func resolve(_ host: String, _ what: String, _ why: String = "") throws(HTTPTransportError) -> [[UInt8]] {
        let slot = 17
        var slots = [UInt8](repeating: 0, count: slot * 16)
        let count = Int(ccurl_resolve(host, &slots, 16))
        guard count > 0 else { throw .failed("cannot resolve \(what) here" + (why.isEmpty ? "" : " " + why)) }
        return (0..<count).map { Array(slots[($0 * slot + 1)..<($0 * slot + 1 + Int(slots[$0 * slot]))]) }
    }
}
