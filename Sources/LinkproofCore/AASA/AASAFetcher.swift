/// Why a fetch produced no response to check: the request failed, or the reply was refused.
package struct AASAFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL requested.
    public let url: String
    /// What happened, in words, starting with the transport's code when it refused the reply.
    public let reason: String
    /// True when the reply was over the size cap (reading stopped there): `AASA003`, not `AASA205`.
    public let overSizeCap: Bool

    /// `url: reason`.
    public var description: String { "\(url): \(reason)" }

    /// An error from its fields.
    public init(url: String, reason: String, overSizeCap: Bool = false) {
        self.url = url
        self.reason = reason
        self.overSizeCap = overSizeCap
    }
}

extension AASAFetchError {
    /// The finding a fetch without a response to check gives: `AASA003` over the cap, else
    /// `AASA205` (DNS, a certificate the TLS check refuses, the connection, a timeout).
    public var diagnostic: AASADiagnostic {
        AASADiagnostic(overSizeCap ? .overSizeCap : .unreachableHost, path: JSONPath.root, message: reason)
    }
}

/// Fetches association files the way Apple's checks do: one GET, redirects refused, the
/// body never read beyond the size cap.
package enum AASAFetcher {
    /// Requests the association file of `domain` (`AASAFetchHost`: a host and an optional port,
    /// nothing else) over `transport` and returns the response unchecked; a reply over `sizeCap`
    /// bytes (announced or sent) is an error. (`LinkproofHTTP` adds the same call without
    /// `transport`, over the platform's transport.)
    public static func fetch(domain: String, allowLoopbackHTTP: Bool = false, sizeCap: Int = AASAParser.defaultSizeCap,
                             timeout: Double = 10, transport: any HTTPTransport) throws(AASAFetchError) -> AASAHostingResponse {
        let host: AASAFetchHost
        do {
            host = try AASAFetchHost.parse(domain, allowLoopbackHTTP: allowLoopbackHTTP)
        } catch {
            throw AASAFetchError(url: domain, reason: error.description)
        }
        return try fetch(host, sizeCap: sizeCap, timeout: timeout, transport: transport)
    }

    /// Requests the association file of a checked host; see `fetch(domain:…)`.
    public static func fetch(_ host: AASAFetchHost, sizeCap: Int = AASAParser.defaultSizeCap,
                             timeout: Double = 10, transport: any HTTPTransport) throws(AASAFetchError) -> AASAHostingResponse {
        let address = host.fileURL
        do {
            let policy: HTTPAddressPolicy = host.isLoopback ? .loopbackForTests : .publicOnly
            let response = try transport.send(HTTPRequest(url: address, timeout: timeout, maximumBodyBytes: sizeCap, accept: "application/json",
                                                          addressPolicy: policy))
            return AASAHostingResponse(url: address, status: response.status, headers: response.headers, body: response.body)
        } catch {
            switch error {
            case .responseTooLarge:
                throw AASAFetchError(url: address, reason: "response-too-large: the reply is over the size cap of \(sizeCap) bytes"
                                     + " (reading stopped at the cap)", overSizeCap: true)
            case .timedOut: throw AASAFetchError(url: address, reason: "timeout: no complete reply within \(timeout) s")
            case .invalidResponse(let detail): throw AASAFetchError(url: address, reason: "invalid-response: \(detail)")
            case .refusedAddress(let detail): throw AASAFetchError(url: address, reason: "address-refused: \(detail)")
            case .failed(let detail): throw AASAFetchError(url: address, reason: detail)
            }
        }
    }
}
