import LinkproofCore
import LinkproofURL

extension FuzzTarget {
    /// `route`: the strict deep-link parser of one app. The first byte picks the context
    /// (arrival and match type); the rest is the link.
    public static let route = FuzzTarget("route", "strict routing of arbitrary links: accepted links name a declared host and typed parameters; deterministic",
                                          maxLength: 2 + longestBuiltInLink + 1, checksLeaks: false) { app, data throws(FuzzViolation) in
        guard let control = data.first else { return nil }
        let parser = app.parser
        let context = RouteTarget.context(control)
        let link = Array(data.dropFirst())
        let decision = parser.decide(utf8: link, context: context)
        try FuzzViolation.require(parser.decide(utf8: link, context: context) == decision, "the decision is deterministic",
                                  "\(OutputEscaping.quoted(bytes: link)) for \(parser.manifest.name) decided twice differently")
        try RouteTarget.check(decision, link: link, context: context, manifest: parser.manifest)
        // A route only Android reaches counts as reached (the run's summary) through Android's decision.
        let onAndroid = try app.android.flatMap { android throws(FuzzViolation) in try RouteTarget.checkAndroid(android, link: link, context: context) }
        return decision.routedLink == nil ? onAndroid ?? decision : decision
    }
}

/// The invariants of the `route` target.
enum RouteTarget {
    /// The host of Firebase's custom-scheme callback form, `<scheme>://google/link/?deep_link_id=…`.
    static let callbackHost = "google"

    static let arrivals: [Arrival] = [.direct, .resolvedShortLink, .firstLaunch]

    /// The context a control byte selects: arrival, then match type.
    static func context(_ selector: UInt8) -> LinkContext {
        let matchTypes = MatchType.allCases
        return LinkContext(arrival: arrivals[Int(selector) % arrivals.count],
                           matchType: matchTypes[Int(selector) / arrivals.count % matchTypes.count])
    }

    static func check(_ decision: Decision, link: [UInt8], context: LinkContext, manifest: LinkManifest) throws(FuzzViolation) {
        let shown = "\(OutputEscaping.quoted(bytes: link)) for \(manifest.name)"
        switch decision {
        case .reject(let rejection):
            if let offset = rejection.offset {
                try FuzzViolation.require((0...max(link.count, manifest.limits.maxLength)).contains(offset), "a rejection's offset points into the input",
                                          "\(shown): \(rejection.reason.rawValue) at \(offset) of \(link.count) bytes")
            }
        case .shortLink(let reference):
            try FuzzViolation.require(manifest.dynamicLinkPrefixes.contains { $0.string == reference.prefix }, "a short link is on a declared prefix",
                                      "\(shown): prefix \(reference.prefix)")
        case .route(let routed), .confirm(let routed):
            try checkRouted(routed, decision: decision, link: link, context: context, manifest: manifest, shown: shown)
        }
    }

    private static func checkRouted(_ routed: RoutedLink, decision: Decision, link: [UInt8], context: LinkContext,
                                    manifest: LinkManifest, shown: String) throws(FuzzViolation) {
        guard let route = manifest.routes.first(where: { $0.name == routed.route }) else {
            throw FuzzViolation("an accepted link names a declared route", "\(shown): route \(routed.route)")
        }
        try FuzzViolation.require(Set(routed.params.keys) == Set(route.parameters.keys), "an accepted link carries exactly the route's parameters",
                                  "\(shown): \(routed.params.keys.sorted()) for \(route.parameters.keys.sorted())")
        for (name, value) in routed.params {
            let problem = route.parameters[name]?.check(value)
            try FuzzViolation.require(problem == nil, "every parameter satisfies its type", "\(shown): \(name)=\(OutputEscaping.quoted(value)): \(problem ?? "")")
        }
        try FuzzViolation.require(route.risky == (decision.kind == "confirm"), "a risky route is only ever confirmed, a safe one routed",
                                  "\(shown): \(decision.kind) of route \(route.name)")
        try FuzzViolation.require(routed.matchType <= context.matchType, "a link is never surer than its context",
                                  "\(shown): \(routed.matchType.rawValue) under \(context.matchType.rawValue)")
        try FuzzViolation.require(routed.matchType != .none && (!route.personal || routed.matchType == .unique),
                                  "no route on match type none, a personal route only on unique", "\(shown): \(routed.matchType.rawValue)")
        let url = try? URLParser.parse(utf8: link).url
        let host = url?.hostname.lowercased() ?? ""
        let isCallback = host == callbackHost && manifest.schemes.contains(String(url?.scheme ?? ""))
        try FuzzViolation.require(isCallback || declaredHosts(manifest).contains(host), "an accepted link names a declared host",
                                  "\(shown): host \(OutputEscaping.quoted(host))")
    }

    /// The same link decided on Android, for an app with an Android side: deterministic; a
    /// link that passes Android's rules keeps every invariant above, judged on the data URI the
    /// app receives; a routed link's route is bound to the filter that delivers it, and a
    /// personal route arrives only as a verified App Link. Returns the Android decision when it
    /// opens a route.
    static func checkAndroid(_ android: AndroidLinkDecider, link: [UInt8], context: LinkContext) throws(FuzzViolation) -> Decision? {
        let text = String(decoding: link, as: UTF8.self)
        let result = android.decide(text, context: context)
        let shown = "\(OutputEscaping.quoted(bytes: link)) for \(android.android.package)"
        try FuzzViolation.require(android.decide(text, context: context) == result, "the Android decision is deterministic", "\(shown) decided twice differently")
        guard let decision = result.decision else { return nil }
        let data = Array((result.data ?? text).utf8)
        try check(decision, link: data, context: context, manifest: android.manifest)
        guard let routed = decision.routedLink else { return nil }
        let filter = android.android.filters.first { $0.name == result.filter }
        try FuzzViolation.require(filter?.routes.contains(routed.route) ?? false, "an Android route is bound to the filter that delivers it",
                                  "\(shown): route \(routed.route) through \(result.filter ?? "no filter")")
        let personal = android.manifest.routes.first { $0.name == routed.route }?.personal ?? false
        try FuzzViolation.require(!personal || result.delivery == .verifiedAppLink, "a personal route arrives on Android only as a verified App Link",
                                  "\(shown): route \(routed.route) as \(result.delivery.rawValue)")
        return decision
    }

    /// The hosts a manifest declares: associated domains, dynamic-link prefixes, template hosts.
    static func declaredHosts(_ manifest: LinkManifest) -> Set<String> {
        Set(manifest.associatedDomains.map(\.domain) + manifest.dynamicLinkPrefixes.map(\.host)
            + manifest.routes.flatMap { $0.templates.map { $0.host.lowercased() } })
    }
}
