import Foundation

/// Deferred deep links (S000-02): a click on a short link is remembered with the device's
/// coarse fingerprint, and the app's first launch after install is matched to it.
///
/// The match type says how sure the match is, and flows into the decision
/// (`LinkContext(arrival: .firstLaunch, matchType:)`), so that `personal` routes are
/// withheld unless it is `unique` (S000-10, S002-07):
/// - `unique`: the app holds the short link itself, handed through the install (a token);
/// - `default`: exactly one unclaimed click with this fingerprint within the window;
/// - `weak`: several (the newest is taken);
/// - `none`: no click.
/// A matched click is claimed, so it never opens content twice.
package struct DeferredLinkMatcher {
    /// How long a click waits for its first launch by default: two hours, in seconds.
    public static let defaultWindow: TimeInterval = 7_200

    /// The app's parser, for the short link and the long link behind it.
    public let parser: DeepLinkParser
    /// Where the links and the clicks are.
    public let store: any ShortLinkStore
    /// Seconds after which a click is no longer matched.
    public let window: TimeInterval
    /// The clock.
    public let now: () -> Date

    /// A matcher over `store` for the app of `parser`.
    public init(parser: DeepLinkParser, store: any ShortLinkStore, window: TimeInterval = defaultWindow,
                now: @escaping () -> Date = Date.init) {
        self.parser = parser
        self.store = store
        self.window = window
        self.now = now
    }

    /// Remembers a click on `shortLink` (one of the app's, and stored) by a device.
    public func recordClick(_ shortLink: String, fingerprint: DeviceFingerprint) throws(ShortLinkResolveError) -> DeferredClick {
        let reference = try parser.shortLinkReference(shortLink)
        return try storing(shortLink) { () throws(ShortLinkStoreError) in
            try store.recordClick(prefix: reference.prefix, suffix: reference.suffix, fingerprint: fingerprint)
        }
    }

    /// The link a first launch receives: with `token`, the short link handed through the
    /// install (`unique`); otherwise the click that `fingerprint` matches.
    public func firstLaunch(fingerprint: DeviceFingerprint, token: String? = nil) throws(ShortLinkResolveError) -> DeferredLinkMatch {
        if let token {
            let reference = try parser.shortLinkReference(token)
            // The device's own clicks on that link are settled by the token: claim them.
            let clicks = try storing(token) { () throws(ShortLinkStoreError) in
                try store.pendingClicks(for: fingerprint, since: now().addingTimeInterval(-window))
            }
            for click in clicks where click.prefix == reference.prefix && click.suffix == reference.suffix {
                _ = try storing(token) { () throws(ShortLinkStoreError) in try store.claim(click) }
            }
            return try match(reference, matchType: .unique, candidates: 1)
        }
        let link = "first launch"
        let candidates = try storing(link) { () throws(ShortLinkStoreError) in
            try store.pendingClicks(for: fingerprint, since: now().addingTimeInterval(-window))
        }
        guard let newest = candidates.first,
              try storing(link, { () throws(ShortLinkStoreError) in try store.claim(newest) }) else {
            return DeferredLinkMatch(matchType: .none, candidates: candidates.count)
        }
        return try match(ShortLinkReference(prefix: newest.prefix, suffix: newest.suffix),
                         matchType: candidates.count == 1 ? .default : .weak, candidates: candidates.count)
    }

    /// The matched link's long link and its first-launch decision.
    private func match(_ reference: ShortLinkReference, matchType: MatchType, candidates: Int) throws(ShortLinkResolveError) -> DeferredLinkMatch {
        let found = try storing(reference.link) { () throws(ShortLinkStoreError) in
            try store.lookup(prefix: reference.prefix, suffix: reference.suffix)
        }
        guard let record = found else { throw .unknownShortLink(link: reference.link) }
        let decision = parser.decide(record.longLink, context: LinkContext(arrival: .firstLaunch, matchType: matchType))
        return DeferredLinkMatch(matchType: matchType, candidates: candidates, shortLink: reference.link,
                                 longLink: record.longLink, decision: decision)
    }
}

/// What a first launch matched.
package struct DeferredLinkMatch: Hashable, Sendable, Codable, JSONWritable {
    /// How sure the match is.
    public var matchType: MatchType
    /// How many unclaimed clicks the fingerprint matched (1 for a token).
    public var candidates: Int
    /// The matched short link; nil for `none`.
    public var shortLink: String?
    /// Its long link.
    public var longLink: String?
    /// The decision for the long link, as a `first-launch` arrival with `matchType`.
    public var decision: Decision?

    /// A match from its fields.
    public init(matchType: MatchType, candidates: Int, shortLink: String? = nil, longLink: String? = nil, decision: Decision? = nil) {
        self.matchType = matchType
        self.candidates = candidates
        self.shortLink = shortLink
        self.longLink = longLink
        self.decision = decision
    }
}
