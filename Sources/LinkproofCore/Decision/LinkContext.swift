/// What the caller knows about how a link arrived, beyond the link itself.
public struct LinkContext: Hashable, Sendable {
    /// How the link reached the decision.
    public enum Channel: Hashable, Sendable {
        /// Handed to the app as it is (`onOpenURL`, a universal link): the arrival is read off the link.
        case direct
        /// The long link a short link resolved to.
        case resolvedShortLink
        /// The link a first launch after install recovered (a deferred deep link).
        case firstLaunch
    }

    public var channel: Channel
    /// The match confidence the channel gives; a directly opened link is `unique`.
    public var matchType: MatchType
    /// Set when the link reached an Android app, and how (`AndroidLinkDecider.delivery`): a
    /// verified App Link, an unverified `https` link, a custom-scheme intent or a browser's
    /// `intent:` URI; the link is then the intent's data URI. Nil on iOS.
    public var androidArrival: AndroidDecision.Arrival?

    public init(channel: Channel = .direct, matchType: MatchType = .unique, androidArrival: AndroidDecision.Arrival? = nil) {
        self.channel = channel
        self.matchType = matchType
        self.androidArrival = androidArrival
    }

    /// Set while the nested `link` of a dynamic link is judged.
    var insideDynamicLink = false

    /// A link opened directly by the user.
    public static let direct = LinkContext()

    /// The arrival to report, given what the link itself looks like.
    func arrival(_ inferred: Arrival) -> Arrival {
        switch channel {
        case .direct: insideDynamicLink ? .dynamicLink : inferred
        case .resolvedShortLink: .resolvedShortLink
        case .firstLaunch: .firstLaunch
        }
    }
}
