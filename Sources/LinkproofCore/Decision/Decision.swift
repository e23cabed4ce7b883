/// What Linkproof says an app may do with a link: the one value every caller acts on.
///
/// Its JSON form is flat and stable (keys sorted by the CLI):
/// `{"decision": "route", "route": "recipe", "params": {"recipeID": "002"}, "via": "universal-link", "matchType": "unique"}`,
/// `{"decision": "short-link", "shortLink": {"prefix": "https://rayciperw.page.link", "suffix": "WXYZ"}, "via": "universal-link"}`,
/// `{"decision": "confirm", …same keys as route…}`,
/// `{"decision": "reject", "reason": "host-not-declared", "offset": 8, "detail": "…"}`.
public enum Decision: Hashable, Sendable {
    /// Open the route with these validated parameters.
    case route(RoutedLink)
    /// A risky route: the app may only ask the user to confirm, never act (S004-05).
    case confirm(RoutedLink)
    /// A well-formed short link on one of the app's own prefixes, to be resolved first.
    case shortLink(ShortLinkReference)
    /// Do nothing with the link; the reason says why.
    case reject(Rejection)

    /// The decision's kind as its JSON names it.
    public var kind: String {
        switch self {
        case .route: "route"
        case .confirm: "confirm"
        case .shortLink: "short-link"
        case .reject: "reject"
        }
    }

    /// The rejection, when this is one.
    public var rejection: Rejection? {
        if case .reject(let rejection) = self { return rejection }
        return nil
    }

    /// The routed link of a `route` or `confirm` decision.
    public var routedLink: RoutedLink? {
        switch self {
        case .route(let link), .confirm(let link): link
        case .shortLink, .reject: nil
        }
    }
}

/// A link that matched one of the manifest's routes.
public struct RoutedLink: Hashable, Sendable {
    /// The route's name in the manifest.
    public var route: String
    /// Every declared parameter, decoded once and validated against its type.
    public var params: RouteParameters
    /// How the link reached the app.
    public var via: Arrival
    /// How sure the link is the one the user tapped.
    public var matchType: MatchType

    public init(route: String, params: RouteParameters, via: Arrival, matchType: MatchType) {
        self.route = route
        self.params = params
        self.via = via
        self.matchType = matchType
    }
}

/// A short link on an own prefix, such as `https://rayciperw.page.link/WXYZ`.
public struct ShortLinkReference: Hashable, Sendable, Codable {
    /// The dynamic-link URL prefix, e.g. `https://rayciperw.page.link` (no trailing slash).
    public var prefix: String
    /// The one path segment after the prefix.
    public var suffix: String

    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The short link itself.
    public var link: String { prefix + "/" + suffix }
}

/// Why a link is not acted upon, and where in the input the problem starts.
public struct Rejection: Hashable, Sendable, Error {
    public var reason: RejectReason
    /// Byte offset in the judged input (nil when the problem is the input as a whole, such as a weak match).
    public var offset: Int?
    /// Writes the detail from what the rule saw.
    private let explanation: @Sendable () -> String

    /// A sentence for people; not stable, not for scripts. It is written when read, not when
    /// the link is rejected: most rejections are acted on by their reason alone.
    public var detail: String { explanation() }

    public init(_ reason: RejectReason, at offset: Int?, _ detail: @autoclosure @escaping @Sendable () -> String) {
        self.reason = reason
        self.offset = offset
        self.explanation = detail
    }

    public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
        lhs.reason == rhs.reason && lhs.offset == rhs.offset && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(offset)
        hasher.combine(detail)
    }
}

/// How a link reached the app.
public enum Arrival: String, Hashable, Sendable, Codable, CaseIterable {
    /// A custom-scheme URL (`raycipe://…`, `cws://…`).
    case customScheme = "custom-scheme"
    /// An `https` link on an associated domain, delivered by the system.
    case universalLink = "universal-link"
    /// A long dynamic link (`https://x.page.link/?link=…`) or its custom-scheme callback form.
    case dynamicLink = "dynamic-link"
    /// A short link that was resolved to its long link first.
    case resolvedShortLink = "resolved-short-link"
    /// The first launch after install, receiving the link the user tapped before (a deferred deep link).
    case firstLaunch = "first-launch"
}

/// How confident a dynamic-link match is (Firebase's `matchType`; S000-10).
public enum MatchType: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// No match: nothing to act on.
    case none
    /// Ambiguous: never act on personal content.
    case weak
    /// A single fingerprint match.
    case `default`
    /// Certain: the link was opened directly, or an exact token survived the install.
    case unique

    private var rank: Int {
        switch self {
        case .none: 0
        case .weak: 1
        case .default: 2
        case .unique: 3
        }
    }

    public static func < (lhs: MatchType, rhs: MatchType) -> Bool { lhs.rank < rhs.rank }
}
