/// What went wrong on one HTTP hop.
public enum HopFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another request would exceed the limit.
    case tooManyHops(limit: Int)
    /// The `Location` leads back to a URL already requested.
    case loop(location: String)
    /// The hop is not `https` (plain `http` is allowed only to 127.0.0.1, in test mode).
    case insecure
    /// The hop carries a user name or password, or a port other than the default.
    case notAllowed(String)
    /// A redirect without a `Location`, or with an empty one.
    case locationMissing
    /// The `Location` contains a carriage return or line feed.
    case locationLineBreak
    /// The `Location` does not parse as a URL reference (or is over the length limit).
    case locationInvalid(String)
    /// 404 or 410.
    case notFound(status: Int)
    /// A 5xx status.
    case serverError(status: Int)
    /// Neither a handled redirect (301/302/303/307/308) nor 404/410/5xx.
    case unexpectedStatus(Int)
    /// No reply within the hop's timeout, or the total timeout ran out.
    case timedOut(total: Bool)
    /// The reply is longer than the cap.
    case responseTooLarge(limit: Int)
    /// The reply's head was refused: over the head limits, a repeated `Location`, an encoding not asked for.
    case invalidResponse(String)
    /// The host resolved only to addresses `HTTPAddressPolicy` refuses (loopback, private…).
    case refusedAddress(String)
    /// The connection failed.
    case transport(String)

    /// A stable identifier for scripts and goldens.
    public var code: String {
        switch self {
        case .tooManyHops: "too-many-hops"
        case .loop: "redirect-loop"
        case .insecure: "insecure-hop"
        case .notAllowed: "hop-not-allowed"
        case .locationMissing: "location-missing"
        case .locationLineBreak: "location-line-break"
        case .locationInvalid: "location-invalid"
        case .notFound: "not-found"
        case .serverError: "server-error"
        case .unexpectedStatus: "unexpected-status"
        case .timedOut: "timeout"
        case .responseTooLarge: "response-too-large"
        case .invalidResponse: "invalid-response"
        case .refusedAddress: "address-refused"
        case .transport: "transport-error"
        }
    }

    /// A sentence for people.
    public var description: String {
        switch self {
        case .tooManyHops(let limit): "more than \(limit) hops"
        case .loop(let location): "the Location \(location) leads back to a URL already requested"
        case .insecure: "not https (http is allowed only to 127.0.0.1 with --allow-loopback-http)"
        case .notAllowed(let detail): detail
        case .locationMissing: "a redirect without a Location, or with an empty one"
        case .locationLineBreak: "the Location contains a carriage return or line feed"
        case .locationInvalid(let detail): "the Location is not a URL: \(detail)"
        case .notFound(let status): "\(status): the server does not know the link"
        case .serverError(let status): "the server failed with \(status)"
        case .unexpectedStatus(let status): "status \(status) is not a redirect"
        case .timedOut(let total): total ? "the total timeout ran out" : "no reply within the hop's timeout"
        case .responseTooLarge(let limit): "the reply is longer than \(limit) bytes"
        case .invalidResponse(let detail): "the reply was refused: \(detail)"
        case .refusedAddress(let detail): "not requested: \(detail)"
        case .transport(let detail): detail
        }
    }
}
