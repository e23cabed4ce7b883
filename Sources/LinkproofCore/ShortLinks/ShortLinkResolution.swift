/// What resolving a short link gives: the long link behind it, the deep-link decision for
/// that long link (as a `resolved-short-link` arrival), and each step taken to find it.
public struct ShortLinkResolution: Hashable, Sendable, Codable {
    /// The short link as given.
    public var shortLink: String
    /// The long link it stands for.
    public var longLink: String
    /// `DeepLinkParser.decide(longLink, context: LinkContext(channel: .resolvedShortLink))`.
    public var decision: Decision
    /// One entry per store lookup or HTTP request, in order.
    public var hops: [ResolutionHop]
    /// What went wrong without stopping the answer (a click the store could not count).
    public var warning: String?

    /// A resolution from its fields.
    public init(shortLink: String, longLink: String, decision: Decision, hops: [ResolutionHop], warning: String? = nil) {
        self.shortLink = shortLink
        self.longLink = longLink
        self.decision = decision
        self.hops = hops
        self.warning = warning
    }
}

/// One step of a resolution: a store lookup (no status) or one HTTP request.
public struct ResolutionHop: Hashable, Sendable, Codable {
    /// The URL requested, or the short link looked up.
    public var url: String
    /// The HTTP status; nil for a store lookup.
    public var status: Int?
    /// The `Location` header exactly as received, if any.
    public var location: String?
    /// Where the step leads: `location` resolved against `url`, or the stored long link.
    public var next: String?

    /// A hop from its fields.
    public init(url: String, status: Int? = nil, location: String? = nil, next: String? = nil) {
        self.url = url
        self.status = status
        self.location = location
        self.next = next
    }
}

/// Why a short link did not resolve. Every case names the short link; hop failures also
/// name the hop (0 is the request for the short link itself) and its URL.
public enum ShortLinkResolveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is not a short link on one of the app's own prefixes.
    case notAShortLink(link: String, detail: String)
    /// The store has no such short link.
    case unknownShortLink(link: String)
    /// The store failed.
    case store(link: String, ShortLinkStoreError)
    /// An HTTP hop failed or was refused.
    case hop(link: String, index: Int, url: String, HopFailure)

    /// A stable identifier for scripts and goldens.
    public var code: String {
        switch self {
        case .notAShortLink: "not-a-short-link"
        case .unknownShortLink: "short-link-unknown"
        case .store(_, let error): error.code
        case .hop(_, _, _, let failure): failure.code
        }
    }

    /// A sentence for people naming the link and, for a hop, the hop.
    public var description: String {
        switch self {
        case .notAShortLink(let link, let detail): "\(link) is not a short link of this app: \(detail)"
        case .unknownShortLink(let link): "there is no short link \(link)"
        case .store(let link, let error): "\(link): \(error.description)"
        case .hop(let link, let index, let url, let failure): "\(link): hop \(index) (\(url)): \(failure.description)"
        }
    }
}

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
        case .transport(let detail): detail
        }
    }
}

/// The stable JSON form of a resolution failure: `{"code", "link", "message"}`, plus
/// `"hop"` and `"url"` for a hop failure.
extension ShortLinkResolveError: Encodable {
    private enum Keys: String, CodingKey { case code, link, message, hop, url }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(code, forKey: .code)
        try container.encode(description, forKey: .message)
        switch self {
        case .notAShortLink(let link, _), .unknownShortLink(let link), .store(let link, _):
            try container.encode(link, forKey: .link)
        case .hop(let link, let index, let url, _):
            try container.encode(link, forKey: .link)
            try container.encode(index, forKey: .hop)
            try container.encode(url, forKey: .url)
        }
    }
}

/// Runs a store call, naming `link` in its failure; an unknown link keeps its own case.
func storing<T>(_ link: String, _ body: () throws(ShortLinkStoreError) -> T) throws(ShortLinkResolveError) -> T {
    do {
        return try body()
    } catch {
        if case .unknownShortLink = error { throw .unknownShortLink(link: link) }
        throw .store(link: link, error)
    }
}
