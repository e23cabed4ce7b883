/// One HTTP exchange, the only network access the short-link resolver needs.
///
/// The resolver sends a `GET` and never asks the transport to follow a redirect: a 3xx
/// comes back as it is, with its `Location` header, and the resolver decides whether to go
/// on. The real transports are in the `LinkproofHTTP` library (`PlatformHTTPTransport`:
/// libcurl on Linux, `URLSession` on Apple platforms), so an app that only parses links links
/// none; a test or a fuzz target scripts its own (e.g. a list of replies decoded from the
/// fuzzer's bytes: status, `Location`, delay).
///
/// A transport must send no cookies, no credentials and no `Authorization` header, return
/// within `request.timeout` seconds whatever the server does, stop reading a body beyond
/// `request.maximumBodyBytes`, decode no content encoding, and refuse a head over
/// `HTTPHeadLimits` (`LinkproofHTTP`) or with a repeated `Location` (`.invalidResponse`), and
/// connect only to an address `request.addressPolicy` allows, checked on the address it
/// resolved (`.refusedAddress`).
public protocol HTTPTransport {
    /// Sends `request` and returns the reply, redirects included, or the failure.
    func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse
}

/// Why an exchange gave no response.
public enum HTTPTransportError: Error, Hashable, Sendable {
    /// No complete reply within the request's timeout.
    case timedOut
    /// The body (or its announced `Content-Length`) exceeds the request's cap.
    case responseTooLarge
    /// A head the transport refuses: over its limits, a repeated `Location`, a content
    /// encoding not asked for…, with a sentence.
    case invalidResponse(String)
    /// The host resolved only to addresses the request's `HTTPAddressPolicy` refuses, with
    /// a sentence naming them.
    case refusedAddress(String)
    /// Anything else: refused connection, bad URL, TLS failure…, with a sentence.
    case failed(String)
}

extension HTTPTransportError: CustomStringConvertible {
    /// The failure as a sentence, with the transport's detail.
    public var description: String {
        switch self {
        case .timedOut: "timeout: no complete reply within the request's timeout"
        case .responseTooLarge: "response-too-large: the reply is over the request's size cap"
        case .invalidResponse(let detail): "invalid-response: \(detail)"
        case .refusedAddress(let detail): "address-refused: \(detail)"
        case .failed(let detail): detail
        }
    }
}
