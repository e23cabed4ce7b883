import Foundation
import LinkproofCore
import LinkproofURL

/// What a link means to an app, as the platform delivers it: its WHATWG parse, written in
/// its plainest equivalent form, and the strict policy's decision on that form. The plainest
/// form drops what does not change where the link goes — credentials' absence aside, the
/// default port (the parse drops it), a trailing dot on the host, the letter case the parse
/// lowers, dot segments the parse removes, every query item after the first of its name, the
/// fragment (unless a template of the manifest reads it: `#invite/{code}`) — and the policy is judged without the manifest's length and count limits, which
/// bound work, not meaning. A link the policy refuses for its values only (`valueReasons`)
/// means the route and values its shape names (`TemplateMeaning`): a handler that does not
/// check a declared type opens what the link means.
struct LinkMeaning {
    /// The link in its plainest equivalent form; nil when it does not parse as a URL.
    let plain: String?
    /// Whether the link is the app's own: a custom scheme it registers, or an `https`/`http`
    /// link on a host the manifest declares (or, in the app's own content, one a route on any
    /// host admits).
    let isAppsOwn: Bool
    /// The link's real host (`https`/`http`), for the words of a host-confusion finding.
    let realHost: String?
    /// The link's scheme as WHATWG lowers it; nil when it does not parse as a URL.
    let scheme: String?
    /// The strict policy's decision on the plain form (a rejection when it does not parse);
    /// for a link refused for its values only, the route and values its shape names.
    let decision: Decision
    /// The policy's refusal of the link's values, when `decision` is the shape's route instead.
    let valueRefusal: Rejection?

    /// `android`: the app's Android rules, which judge a link that reached an Android app
    /// (`context.androidDelivery`) first; `forms`: the app's hosts and templates as the oracle read them.
    init(_ link: String, context: LinkContext, policy: DeepLinkParser, android: AndroidLinkDecider?, forms: AppLinkForms) {
        // A port WHATWG refuses (`:65536`, `:1e3`) on an otherwise good link: the link still
        // names its host and path (Foundation reads it so).
        guard let record = (try? URLParser.parse(link).url) ?? LinkMeaning.withoutPort(link).flatMap({ try? URLParser.parse($0).url }) else {
            plain = nil
            isAppsOwn = false
            realHost = nil
            scheme = nil
            decision = .reject(Rejection(.urlParseFailure, at: nil, "not a URL"))
            valueRefusal = nil
            return
        }
        let scheme = String(record.scheme)
        self.scheme = scheme
        var host = record.hostname
        if host.hasSuffix(".") { host.removeLast() }
        let web = scheme == "https" || scheme == "http"
        if !web {
            // A custom scheme's host is opaque to WHATWG; Foundation maps compatibility
            // characters in it (`ｕsers` is `users`), and the app registers the scheme alone.
            host = (host.removingPercentEncoding ?? host).precomposedStringWithCompatibilityMapping.lowercased()
        }
        realHost = web ? host : nil
        if web {
            // A host a route on any host admits is the app's too, where such routes open: in
            // the app's own content.
            isAppsOwn = !record.hasIPAddressHost && (forms.hosts.contains(host.lowercased()) || context.arrival == .inAppContent && forms.anyHostAdmits(host))
        } else {
            isAppsOwn = policy.manifest.schemes.contains(scheme.lowercased())
        }
        let plain: String
        if record.hasOpaquePath || record.hostname.isEmpty && !web {
            plain = forms.readsFragment ? record.href : record.href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? record.href
        } else {
            let port = record.port.isEmpty ? "" : ":" + record.port
            plain = scheme + "://" + host + port + record.pathname + LinkMeaning.firstOccurrences(record.search) + (forms.readsFragment ? record.hash : "")
        }
        self.plain = plain
        var decision = policy.decide(plain, context: context)
        if decision.rejection?.reason == .insecureScheme, isAppsOwn {
            // `http` on the app's own host goes where the same link over `https` goes.
            decision = policy.decide("https" + plain.dropFirst(4), context: context)
        }
        if let android, let delivery = context.androidDelivery {
            let ruled = android.decide(data: plain, delivery: delivery, context: context)
            if let reason = ruled.reason { decision = .reject(Rejection(reason, at: nil, ruled.detail)) }
        }
        var valueRefusal: Rejection?
        if let rejection = decision.rejection, LinkMeaning.valueReasons.contains(rejection.reason),
           let plainRecord = try? URLParser.parse(plain).url, let shape = TemplateMeaning(plainRecord, host: host, shapes: forms.anyHostShapes(for: host), in: policy.manifest) {
            // Refused for its values only: the link still names this route with these values.
            let link = RoutedLink(route: shape.route.name, params: RouteParameters(shape.parameters), linkKind: .universalLink,
                                  via: context.arrival, matchType: context.matchType)
            decision = shape.route.risky ? .confirm(link) : .route(link)
            valueRefusal = rejection
        }
        self.decision = decision
        self.valueRefusal = valueRefusal
    }

    /// Whether the link names a route with a value it lacks or the policy refuses.
    var refusesAValue: Bool {
        valueRefusal != nil || decision.rejection.map { [.missingParameter, .invalidParameter].contains($0.reason) } == true
    }

    /// `link` without the port of its authority (`scheme://host:port/…`); nil when it has none.
    static func withoutPort(_ link: String) -> String? {
        guard let start = link.range(of: "://")?.upperBound else { return nil }
        let end = link[start...].firstIndex { "/?#".contains($0) } ?? link.endIndex
        guard let colon = link[start..<end].lastIndex(of: ":") else { return nil }
        return String(link[..<colon] + link[end...])
    }

    /// The policy's reasons that concern a link's values, not where it goes.
    /// (A validation error the parse repaired, a port on the app's own host, an empty path
    /// segment: the link still names the route its shape does.)
    static let valueReasons: Set<RejectReason> = [.invalidParameter, .invalidEncoding, .encodedPathSeparator, .missingParameter, .duplicateParameter,
                                                  .urlValidationError, .portNotAllowed, .noRoute]

    /// `search` with only the first item of each name (what WHATWG's `URLSearchParams.get`
    /// reads: `?a=1&a=2` means `a=1`, and `?a=1&a=1` says no more than `?a=1`), and no item
    /// whose name differs from an earlier one's only in letter case (`get("id")` never reads `ID`).
    static func firstOccurrences(_ search: String) -> String {
        guard search.count > 1 else { return search }
        var seen: Set<String> = []
        let items = search.dropFirst().split(separator: "&", omittingEmptySubsequences: false).filter { item in
            let name = TemplateMeaning.decoded(item.prefix { $0 != "=" }).lowercased()
            return seen.insert(name).inserted
        }
        return "?" + items.joined(separator: "&")
    }
}
