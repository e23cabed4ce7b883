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
/// `HTTPHeadLimits` (`LinkproofHTTP`) or with a repeated `Location` (`.invalidResponse`).
public protocol HTTPTransport {
    /// Sends `request` and returns the reply, redirects included, or the failure.
    func send(_ request: HTTPRequest) throws(HTTPTransportError) -> HTTPResponse
}

/// A `GET` the resolver asks a transport to send.
public struct HTTPRequest: Hashable, Sendable {
    /// The absolute URL, already checked by the resolver.
    public var url: String
    /// Seconds the whole exchange may take.
    public var timeout: Double
    /// The largest body accepted; more is `.responseTooLarge`.
    public var maximumBodyBytes: Int
    /// The `Accept` header sent.
    public var accept: String

    /// A request from its fields.
    public init(url: String, timeout: Double, maximumBodyBytes: Int, accept: String = "*/*") {
        self.url = url
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
        self.accept = accept
    }
}

/// What came back: the status, the headers as received, and the body (at most the cap).
public struct HTTPResponse: Hashable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields by name, as received (a repeated list field joined with ", ").
    public var headers: [String: String]
    /// The body bytes read.
    public var body: [UInt8]

    /// A response from its fields.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared case-insensitively as HTTP requires.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }
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
    /// Anything else: refused connection, bad URL, TLS failure…, with a sentence.
    case failed(String)
}
