import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofURL

/// How the catalogue hands its links over on each arrival. A class's cases are written as
/// links opened directly; on another arrival each link is handed over the way that arrival
/// hands it (its context, or wrapped in the custom-scheme callback), and the answer the class
/// demands is the one a hardened parser gives there: a personal route opens only on a unique
/// match, and a link nested in the callback is a universal link of the app's own.
///
/// - `direct`: the catalogue's cases the platform delivers only (`SystemDelivery`): a
///   universal link on an associated domain (or dynamic-link prefix) whose AASA file gives the
///   path to the app — handed over serialized by its WHATWG parse, as the page or message it
///   was tapped in hands it to the system (`https:/host/…` arrives as `https://host/…`) — and
///   a custom scheme the app registers, as written; never a foreign host, an unregistered
///   scheme, `http` or an `intent:` URI.
/// - `in-app-content`: every case, foreign hosts and unregistered schemes included; an
///   `http`/`https` link as WebKit hands it over, serialized by its WHATWG parse
///   (`https://evil.test\\@host/…` arrives as `https://evil.test/@host/…`), and not at all
///   when that parse fails.
/// - `default-browser` (iOS 14 and later): every `http`/`https` link tapped elsewhere that no
///   app claims as a universal link, on any host, serialized by its WHATWG parse (the app's own
///   universal links and schemes arrive as `direct`). Only an app that lists it in `arrivals`
///   has it: a browser whose handler must tell a web page from its own commands
///   (`http://open-url?url=…` is a page on the host `open-url`).
/// - `custom-scheme-callback`: inside `<scheme>://google/link/?deep_link_id=<link>` (no
///   `match_type`: any app can open it, so a personal route never opens).
/// - `first-launch`: recovered on the first launch after install, with a `unique` match and,
///   as a second part of the check, a `weak` one (a fingerprint, not the device).
/// - `resolved-short-link`: the long link a short link resolved to.
/// - `android`: as the manifest's `android` section says Android delivers it
///   (`AndroidLinkDecider.delivery`): the handler receives the intent's data URI, told how it
///   arrived (`LinkContext.androidDelivery`). A link Android does not hand to the app (no
///   filter accepts it, an `intent:` URI for another package or malformed) is not handed over
///   (an `intent:` URI's `component=` is dropped, as Chrome drops it); a link the Android rules
///   refuse (an unverified personal route, a route not bound to the filter) must open nothing.
extension Arrival {
    /// The arrivals that apply to `manifest`: the callback needs a custom scheme and a
    /// universal-link domain, Android an `android` section.
    public static func all(for manifest: LinkManifest) -> [Arrival] {
        allCases.filter { arrival in
            switch arrival {
            case .customSchemeCallback: !manifest.schemes.isEmpty && !manifest.associatedDomains.isEmpty
            case .android: manifest.android != nil
            case .defaultBrowser: manifest.arrivals?.contains(.defaultBrowser) == true
            case .direct, .inAppContent, .firstLaunch, .resolvedShortLink: true
            }
        }
    }

    /// The arrivals the manifest says the app has (`arrivals`; `LinkManifest.unlistedArrivals`
    /// when it says nothing), those that apply to it: what `assertSurvives` hands links over on
    /// by default.
    public static func declared(by manifest: LinkManifest) -> [Arrival] {
        let declared = manifest.arrivals ?? LinkManifest.unlistedArrivals
        return all(for: manifest).filter(declared.contains)
    }

    /// The match types the catalogue hands links over with on this arrival: a first launch's
    /// link with a unique and with a weak match (the matcher's, not the app's, choice), every
    /// other with a unique one.
    var catalogueMatchTypes: [MatchType] { self == .firstLaunch ? [.unique, .weak] : [.unique] }

    /// The context the handler is told, with `matchType`.
    func context(_ matchType: MatchType) -> LinkContext {
        LinkContext(arrival: self, matchType: matchType)
    }

    /// Whether the system hands the handler the link itself, as a link opened from outside
    /// (directly, from the app's own content, or as the default browser), rather than inside a
    /// callback or after a resolution: the handler is held to what the link means directly.
    var handsOverAsIs: Bool { self == .direct || self == .inAppContent || self == .defaultBrowser }

    /// The link as the handler receives it on this arrival, with `matchType`.
    func link(_ input: String, in manifest: LinkManifest, matchType: MatchType = .unique) -> IncomingLink {
        let context = context(matchType)
        if handsOverAsIs, let record = try? URLParser.parse(input).url,
           record.scheme == "https" || record.scheme == "http" {
            return IncomingLink(record.href, context: context)
        }
        guard self == .customSchemeCallback, let scheme = manifest.schemes.first else { return IncomingLink(input, context: context) }
        let nested = input.addingPercentEncoding(withAllowedCharacters: Arrival.unreserved) ?? input
        return IncomingLink("\(scheme)://google/link/?deep_link_id=\(nested)", context: context)
    }

    /// What a class demands of a case on this arrival with `matchType`, from what it demands of
    /// the link opened directly. In the callback, the nested link must be a universal link of
    /// the app's own (never a dynamic or short link), and the callback as a whole is held to
    /// `maxLength`; a personal route opens only on a unique match.
    func expectation(_ direct: Expectation, for input: String, in manifest: LinkManifest, matchType: MatchType = .unique) -> Expectation {
        if handsOverAsIs { return direct }
        if self == .customSchemeCallback {
            if link(input, in: manifest).text.utf8.count > manifest.limits.maxLength { return .rejected }
            let lowercased = input.lowercased()
            if !lowercased.hasPrefix("https:") || manifest.dynamicLinkPrefixes.contains(where: { lowercased.hasPrefix("https://" + $0.host.lowercased()) }) {
                return .neverOpens
            }
        }
        func opening(_ route: String) -> Bool {
            let personal = manifest.routes.first { $0.name == route }?.personal ?? false
            switch self {
            case .direct, .inAppContent, .defaultBrowser, .firstLaunch, .resolvedShortLink, .android: return matchType == .unique || !personal
            case .customSchemeCallback: return !personal
            }
        }
        switch direct {
        case .opens(let route, _), .confirms(let route, _): return opening(route) ? direct : .neverOpens
        case .shortLink: return self == .customSchemeCallback ? .neverOpens : direct
        case .sameAs(let other) where self == .customSchemeCallback && !other.lowercased().hasPrefix("https:"): return .neverOpens
        case .sameAsOrRejected(let other) where self == .customSchemeCallback && !other.lowercased().hasPrefix("https:"): return .neverOpens
        case .neverOpens, .neverRoutes, .rejected, .cleanParameters, .sameAs, .sameAsOrRejected: return direct
        }
    }

    /// What a class demands of a case on Android, from what it demands of the link opened
    /// directly: nothing the app can act on when the Android rules refuse the link (or Android
    /// does not hand it over); for an `intent:` URI, which is no link on iOS, only clean
    /// parameters (what a class says of the URI opened directly says nothing of its data URI);
    /// else the same. A link a case is compared with is handed over as the case's link arrived
    /// (`HandlerDecider`), so an equivalence is checked between two links arriving alike.
    static func expectationOnAndroid(_ direct: Expectation, for input: String, by android: AndroidLinkDecider) -> Expectation {
        if android.decide(input).reason != nil { return .neverOpens }
        return android.delivery(input).intent == nil ? direct : .cleanParameters
    }

    /// RFC 3986's unreserved characters: everything else in a nested link is escaped.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
