/// What the caller knows about how a link arrived, beyond the link itself.
public struct LinkContext: Hashable, Sendable {
    /// How the link reached the app (default `direct`). A link `in-app-content` may be opened by
    /// a route on any host (`https://*/…`); a link on the app's own hosts is judged as ever. A
    /// resolved short link or a first launch's link is reported as such (`RoutedLink.via`).
    public var arrival: Arrival
    /// The match confidence the arrival gives; a directly opened link is `unique`.
    public var matchType: MatchType
    /// Set when the link reached an Android app, and how (`AndroidLinkDecider.delivery`): a
    /// verified App Link, an unverified `https` link, a custom-scheme intent or a browser's
    /// `intent:` URI; the link is then the intent's data URI. Nil on iOS.
    public var androidDelivery: AndroidDecision.Delivery?
    /// The Android release the link arrives on (`AndroidLinkDecider`), where releases differ:
    /// from 12 each host is verified on its own and an unverified web link opens the browser;
    /// up to 11 every host of the app must verify and an unverified web link shows the
    /// disambiguation dialog. Default `currentAndroidVersion`.
    public var androidVersion: Int
    /// Android 12 or later: the user approved the app for the link's domain in its settings
    /// ("Open by default", "Add link"), so a web link that is not a verified App Link still
    /// opens the app (unverified). Ignored up to Android 11.
    public var androidUserApprovedDomain: Bool
    /// The Android release decisions assume unless told: 15 (API 35), the release whose
    /// `IntentFilter` the matcher ports.
    public static let currentAndroidVersion = 15

    public init(arrival: Arrival = .direct, matchType: MatchType = .unique, androidDelivery: AndroidDecision.Delivery? = nil,
                androidVersion: Int = LinkContext.currentAndroidVersion, androidUserApprovedDomain: Bool = false) {
        self.arrival = arrival
        self.matchType = matchType
        self.androidDelivery = androidDelivery
        self.androidVersion = androidVersion
        self.androidUserApprovedDomain = androidUserApprovedDomain
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

    /// The kind of link to report, given what the link itself looks like: a dynamic link's
    /// while its nested link is judged.
    func linkKind(_ inferred: LinkKind) -> LinkKind {
        insideDynamicLink ? .dynamicLink : inferred
    }
}
