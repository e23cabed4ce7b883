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
    /// The Android release the link arrives on (`AndroidLinkDecider`), where releases differ:
    /// from 12 each host is verified on its own and an unverified web link opens the browser;
    /// up to 11 every host of the app must verify and an unverified web link shows the
    /// disambiguation dialog. Default `currentAndroidVersion`.
    public var androidVersion: Int
    /// Android 12 or later: the user approved the app for the link's domain in its settings
    /// ("Open by default", "Add link"), so a web link that is not a verified App Link still
    /// opens the app (unverified). Ignored up to Android 11.
    public var androidUserApprovedDomain: Bool
    /// The link was tapped inside the app's own content (a post, a web view) and handed to the
    /// decision by the app, not by the system: a route on any host (`https://*/…`) may open it
    /// (arrival `in-app-content`). A link on the app's own hosts is judged as ever.
    public var inAppContent: Bool

    /// The Android release decisions assume unless told: 15 (API 35), the release whose
    /// `IntentFilter` the matcher ports.
    public static let currentAndroidVersion = 15

    public init(channel: Channel = .direct, matchType: MatchType = .unique, androidArrival: AndroidDecision.Arrival? = nil,
                androidVersion: Int = LinkContext.currentAndroidVersion, androidUserApprovedDomain: Bool = false, inAppContent: Bool = false) {
        self.channel = channel
        self.matchType = matchType
        self.androidArrival = androidArrival
        self.androidVersion = androidVersion
        self.androidUserApprovedDomain = androidUserApprovedDomain
        self.inAppContent = inAppContent
    }

    /// Whether Android opens a web link that is not a verified App Link in the browser rather
    /// than offering it to the app: from Android 12, unless the user approved the domain.
    var androidOpensUnverifiedWebLinksInBrowser: Bool {
        androidVersion >= AndroidAppSection.firstPerHostVerificationVersion && !androidUserApprovedDomain
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
