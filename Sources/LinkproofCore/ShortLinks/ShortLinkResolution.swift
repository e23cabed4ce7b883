/// What resolving a short link gives: the long link behind it, the deep-link decision for
/// that long link (as a `resolved-short-link` arrival), and each step taken to find it.
public struct ShortLinkResolution: Hashable, Sendable, Codable, JSONWritable {
    /// The short link as given.
    public var shortLink: String
    /// The long link it stands for.
    public var longLink: String
    /// `DeepLinkParser.decide(longLink, context: LinkContext(arrival: .resolvedShortLink))`.
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

/// Runs a store call, naming `link` in its failure; an unknown link keeps its own case.
func storing<T>(_ link: String, _ body: () throws(ShortLinkStoreError) -> T) throws(ShortLinkResolveError) -> T {
    do {
        return try body()
    } catch {
        if case .unknownShortLink = error { throw .unknownShortLink(link: link) }
        throw .store(link: link, error)
    }
}
