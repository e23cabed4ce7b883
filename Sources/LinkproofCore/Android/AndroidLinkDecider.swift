/// Decides a link as it arrives on Android, from a manifest with an `android` section
/// (README: "The strict policy on Android").
///
/// The link is read the way Android delivers it: an `intent://…#Intent;…;end` URI from a
/// browser is taken apart as `Intent.parseUri` does (its `scheme=` gives the data URI; its
/// `package=`, `component=` and `S.browser_fallback_url` are whatever the page wrote); the
/// data URI must be accepted by one of the app's intent filters, matched as AOSP matches;
/// then the strict policy decides it against the routes' templates, with the intent filters
/// (not the AASA files) deciding which hosts and schemes reach the app; finally the route
/// must be bound to a filter that accepts the link, and a personal route needs a verified
/// App Link.
public struct AndroidLinkDecider: Sendable {
    public let android: AndroidAppSection
    private let parser: DeepLinkParser

    /// The manifest as the strict policy reads it on Android: the filters' `https` hosts as
    /// its associated domains, their other schemes as its custom schemes.
    public var manifest: LinkManifest { parser.manifest }

    /// Nil when the manifest has no `android` section.
    public init?(manifest: LinkManifest) {
        guard let android = manifest.android else { return nil }
        self.android = android
        // The filters, already matched, decide the hosts and schemes: the strict parser sees
        // each https host of a filter as a domain whose association file gives every path to
        // the app (a `*` host stands for the template hosts it matches, as AOSP matches them),
        // and the filters' other schemes as custom schemes; templates and parameters decide the rest.
        var androidManifest = manifest
        if androidManifest.app.teamID == nil { androidManifest.app.teamID = "ANDROIDAPP" }  // names the app in that file only
        let everything = JSONValue.object([("applinks", .object([("details", .array([.object([
            ("appIDs", .array([.string(androidManifest.app.appID ?? "")])), ("components", .array([.object([("/", .string("*"))])])),
        ])]))]))])
        var ports: [String: Set<UInt16>] = [:]
        let templateHosts = Set(manifest.routes.flatMap(\.templates).filter { $0.scheme == "https" }.map { $0.host.lowercased() })
        for filter in android.filters where filter.data.schemes.contains("https") {
            for authority in filter.data.authorities {
                let hosts = authority.wild ? templateHosts.filter { authority.match(AndroidURI("https://\($0)/")) != nil } : [authority.host.lowercased()]
                for host in hosts { ports[host, default: []].formUnion(authority.port.flatMap { UInt16($0) }.map { [$0] } ?? []) }
            }
        }
        androidManifest.associatedDomains = ports.keys.sorted().map { AssociatedDomain(domain: $0, ports: ports[$0]!.sorted(), aasa: everything) }
        androidManifest.schemes = Array(Set(android.filters.flatMap(\.data.schemes).filter { $0 != "http" && $0 != "https" })).sorted()
        self.parser = DeepLinkParser(manifest: androidManifest)
    }

    public func decide(_ input: String, context: LinkContext = .direct) -> AndroidDecision {
        var arrival = AndroidDecision.Arrival.customSchemeIntent
        var data = input
        var notes: [String] = []
        if input.lowercased().hasPrefix("intent:") {
            arrival = .browserIntentURI
            switch AndroidIntentURI.read(input) {
            case .malformed(let reason):
                return AndroidDecision(arrival: arrival, filter: nil, data: nil, reason: .androidIntentMalformed, decision: nil, detail: reason)
            case .intent(let intent):
                if let component = intent.component {
                    return AndroidDecision(arrival: arrival, filter: nil, data: intent.data, reason: .androidIntentComponent, decision: nil,
                                           detail: "component=\(component) names an activity directly: the page chose it, not the app's filters")
                }
                if let package = intent.package, package != android.package {
                    return AndroidDecision(arrival: arrival, filter: nil, data: intent.data, reason: .androidIntentOtherPackage, decision: nil,
                                           detail: "package=\(package) is not \(android.package)")
                }
                if let fallback = intent.fallbackURL {
                    notes.append("S.browser_fallback_url=\(fallback) is the page's: never opened by the app")
                }
                data = intent.data
            }
        }
        let matching = android.filters.filter { $0.data.match(data).matches }
        guard let first = matching.first else {
            return AndroidDecision(arrival: arrival, filter: nil, data: data, reason: .androidNoFilter, decision: nil,
                                   detail: "no intent filter of \(android.package) accepts \(data) as Android reads it")
        }
        let scheme = AndroidURI(data).scheme ?? ""
        if arrival != .browserIntentURI, scheme == "https" || scheme == "http" {
            arrival = matching.contains { $0.autoVerify && scheme == "https" } ? .verifiedAppLink : .unverifiedHTTPS
        }
        let decision = parser.decide(data, context: context)
        guard let routed = decision.routedLink else {
            return AndroidDecision(arrival: arrival, filter: first.name, data: data, reason: nil, decision: decision, detail: notes.joined(separator: "; "))
        }
        let bound = matching.filter { $0.routes.contains(routed.route) }
        guard let filter = bound.first(where: { arrival != .verifiedAppLink || $0.autoVerify }) ?? bound.first else {
            return AndroidDecision(arrival: arrival, filter: first.name, data: data, reason: .androidRouteNotBound, decision: nil,
                                   detail: "route '\(routed.route)' is bound to no filter that accepts the link (filter '\(first.name)' accepts it)")
        }
        let personal = parser.manifest.routes.first { $0.name == routed.route }?.personal ?? false
        if personal, arrival != .verifiedAppLink {
            return AndroidDecision(arrival: arrival, filter: filter.name, data: data, reason: .androidUnverifiedPersonal, decision: nil,
                                   detail: "route '\(routed.route)' is personal, and a link arriving as \(arrival.rawValue) may come from any app or page")
        }
        return AndroidDecision(arrival: arrival, filter: filter.name, data: data, reason: nil, decision: decision, detail: notes.joined(separator: "; "))
    }
}

/// `AndroidLinkDecider` as a `LinkDecider`, so that the catalogue, `gen --check` and the fuzz
/// targets judge Android as they judge iOS: an Android rule's rejection is a `reject` with its
/// `android-*` reason, any other answer the strict decision of the data URI.
public struct AndroidPlatformDecider: LinkDecider {
    public let android: AndroidLinkDecider

    public init(_ android: AndroidLinkDecider) {
        self.android = android
    }

    public func decide(_ input: String, context: LinkContext) -> Decision {
        android.decide(input, context: context).outcome
    }
}

/// Android's answer for one link: how it arrived, through which filter, and either the strict
/// decision or the Android rule that rejected it.
public struct AndroidDecision: Sendable, Equatable {
    /// How the link reached the app.
    public enum Arrival: String, Sendable, Codable {
        /// `https`, accepted by an `autoVerify` filter: Android opens the app directly (once
        /// assetlinks.json verifies the host: check it with `linkproof assetlinks`).
        case verifiedAppLink = "verified-app-link"
        /// `http(s)` accepted only by filters without `autoVerify`: the disambiguation dialog,
        /// where any app can claim the link.
        case unverifiedHTTPS = "unverified-https"
        /// A custom scheme: any app or page can send it.
        case customSchemeIntent = "custom-scheme-intent"
        /// `intent://…#Intent;…;end` from a browser: every field is the page's.
        case browserIntentURI = "intent-uri"
    }

    public let arrival: Arrival
    /// The intent filter that delivers it.
    public let filter: String?
    /// The data URI the app receives (`Intent.getData()`).
    public let data: String?
    /// Set when an Android rule rejects the link (one of the `android-*` reasons); `decision`
    /// is then nil.
    public let reason: RejectReason?
    /// The strict policy's decision of `data`, when no Android rule rejected it.
    public let decision: Decision?
    /// Why, for people (and the notes: the fallback URL is ignored).
    public let detail: String

    /// The answer as one `Decision`: the strict decision, or a `reject` with the Android reason.
    public var outcome: Decision {
        // `decide` sets exactly one of `reason` and `decision` (the memberwise initializer is internal).
        guard let reason else { return decision! }
        let detail = detail
        return .reject(Rejection(reason, at: nil, detail))
    }
}

/// Chrome's `intent:` URI syntax as `Intent.parseUri(uri, URI_INTENT_SCHEME)` reads it:
/// `intent:` + the data URI's scheme-specific part + `#Intent;` + `key=value;` pairs + `end`,
/// each value percent-decoded; `scheme=` makes the data URI `scheme:` + that part.
struct AndroidIntentURI {
    let data: String
    let package: String?
    let component: String?
    let fallbackURL: String?

    enum Parsed {
        case intent(AndroidIntentURI)
        case malformed(String)
    }

    static func read(_ uri: String) -> Parsed {
        let body = uri.dropFirst("intent:".count)
        guard let marker = body.range(of: "#Intent;") else { return .malformed("no '#Intent;' after the data") }
        var fields: [String: String] = [:]
        var ended = false
        for field in body[marker.upperBound...].split(separator: ";", omittingEmptySubsequences: false) {
            if field == "end" { ended = true; break }
            guard let equals = field.firstIndex(of: "=") else { continue }
            fields[String(field[..<equals])] = AndroidURI.decode(Array(field[field.index(after: equals)...].utf16)[...])
        }
        guard ended else { return .malformed("no ';end' closes the intent") }
        guard let scheme = fields["scheme"], !scheme.isEmpty else { return .malformed("no scheme= gives the data URI") }
        return .intent(AndroidIntentURI(data: scheme + ":" + body[..<marker.lowerBound], package: fields["package"],
                                        component: fields["component"], fallbackURL: fields["S.browser_fallback_url"]))
    }
}
