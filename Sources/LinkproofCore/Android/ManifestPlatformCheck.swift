/// One declaration, both platforms: for each route template, whether its links reach the app
/// on iOS (a declared custom scheme, or an associated domain whose AASA file gives the link to
/// the app) and on Android (an intent filter bound to the route accepts it, matched as AOSP
/// matches). Each template is probed with its example link and with links whose path
/// parameters take the values the AASA's rules and the filters' paths spell, so a
/// `pathPattern` that admits a path the AASA excludes (or the reverse) is found, not only a
/// platform that misses the example. Only a manifest with an `android` section is checked.
extension LinkManifest {
    func platformFindings() -> [ManifestFinding] {
        guard let android else { return [] }
        let iOS = IOSReach(self)
        var findings: [ManifestFinding] = []
        for (routeIndex, route) in routes.enumerated() {
            // (A route on any host is no system delivery on either platform: nothing to compare.)
            for (index, template) in route.templates.enumerated() where template.anyHost == nil {
                let path = "$.routes[\(routeIndex)].templates[\(index)]"
                for link in platformProbes(template, route: route, android: android, iOS: iOS) {
                    let onAndroid = android.filters(for: route.name, accepting: link.link).first
                    switch (iOS.reaches(template, link), onAndroid) {
                    case (true, nil):
                        findings.append(ManifestFinding(code: .routeOnlyOnIOS, path: path,
                            message: "\(link.link) opens route '\(route.name)' on iOS, but no intent filter bound to the route accepts it on Android"))
                    case (false, let match?):
                        findings.append(ManifestFinding(code: .routeOnlyOnAndroid, path: path,
                            message: "\(link.link) reaches route '\(route.name)' on Android (filter '\(match.filter.name)'), but iOS does not open it in the app"))
                    default:
                        continue
                    }
                    break  // one finding a template: its first probe that one platform alone reaches
                }
            }
        }
        return findings
    }

    /// Whether `template` (of `route`) is one that Android alone reaches: the manifest has an
    /// `android` section, a filter bound to the route accepts the template's example link, and
    /// iOS does not hand that link to the app (`manifest validate` warns
    /// `route-only-on-android`). The catalogue does not aim iOS's classes at such a template.
    public func reachesOnlyAndroid(_ template: RouteTemplate, of route: Route) -> Bool {
        guard let android else { return false }
        return Self.reachesOnlyAndroid(template, of: route, android: android, iOS: IOSReach(self))
    }

    /// For each route, in manifest order, whether each of its templates is one Android alone
    /// reaches (`reachesOnlyAndroid(_:of:)`), with each AASA file parsed and compiled once for
    /// them all (once a template, it made a catalogue target of a large AASA file quadratic).
    public func templatesOnlyAndroidReaches() -> [[Bool]] {
        guard let android else { return routes.map { $0.templates.map { _ in false } } }
        let iOS = IOSReach(self)
        return routes.map { route in
            route.templates.map { Self.reachesOnlyAndroid($0, of: route, android: android, iOS: iOS) }
        }
    }

    private static func reachesOnlyAndroid(_ template: RouteTemplate, of route: Route, android: AndroidAppSection, iOS: IOSReach) -> Bool {
        let link = ExampleLink(template, parameters: route.parameters)
        return !iOS.reaches(template, link) && !android.filters(for: route.name, accepting: link.link).isEmpty
    }

    /// For each of `filters`, the routes one of whose templates has an example link that
    /// reaches the app on iOS and that the filter accepts, matched as AOSP matches: the routes
    /// a path admitted on both platforms binds the filter to (`linkproof init` binds drafted
    /// filters so), in route order. Each AASA file is parsed and compiled once, and each
    /// example link decided on iOS once, whatever the number of filters.
    public func routes(acceptedBy filters: [AndroidIntentFilter]) -> [[String]] {
        let iOS = IOSReach(self)
        let reaching = routes.map { route in
            (name: route.name, links: route.templates.compactMap { template -> String? in
                let link = ExampleLink(template, parameters: route.parameters)
                return iOS.reaches(template, link) ? link.link : nil
            })
        }
        return filters.map { filter in reaching.filter { $0.links.contains { filter.match($0).matches } }.map(\.name) }
    }

    /// The links of `template` the check tries: its example link first, then one for each
    /// value a path parameter can take from a pattern that covers its segment — the AASA
    /// rules' paths for the template's domain and the paths of the filters bound to the
    /// route, aligned with the template segment by segment, wildcards left out or written as
    /// `x` — that the parameter's type admits.
    private func platformProbes(_ template: RouteTemplate, route: Route, android: AndroidAppSection, iOS: IOSReach) -> [ExampleLink] {
        var patterns = android.filters.filter { $0.routes.contains(route.name) }.flatMap { $0.data.paths.map(\.pattern) }
        if let document = iOS.matcher(for: template.host)?.document {
            patterns += (document.appLinks?.details ?? []).flatMap { detail in detail.rules.compactMap { $0.path } }
        }
        var seen: Set<String> = []
        var probes = [ExampleLink(template, parameters: route.parameters)]
        for pattern in patterns {
            let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            for (piece, segment) in zip(template.path, segments) {
                guard case .parameter(let name) = piece else { continue }
                for value in Self.spellings(of: segment) where route.parameters[name]?.check(value) == nil && seen.insert("\(name)=\(value)").inserted {
                    probes.append(ExampleLink(template, parameters: route.parameters, values: [name: value]))
                }
            }
        }
        return probes
    }

    /// A pattern segment as values: its wildcards (`*`, `?`, `.*`, `.`, `\`) left out, and
    /// written as `x`; empty spellings dropped.
    private static func spellings(of segment: Substring) -> [String] {
        let stripped: String = String(segment.replacing(".*", with: "").filter { !"*?\\".contains($0) })
        let written: String = String(segment.replacing(".*", with: "x").replacing("*", with: "x").replacing("?", with: "x").filter { $0 != "\\" })
        return Set([stripped, written]).filter { !$0.isEmpty }.sorted()
    }

    /// Whether iOS hands `link` to the app: a declared custom scheme, or an associated domain
    /// (whose AASA file, when the manifest has it, matches the link for the app).
}

/// Whether a link reaches the app on iOS, with each associated domain's AASA file parsed and
/// compiled once (it was once per link asked about: quadratic in `init`'s drafting).
struct IOSReach {
    private let manifest: LinkManifest
    /// The compiled AASA file of each associated domain that has a usable one.
    private let matchers: [String: AASAMatcher]

    init(_ manifest: LinkManifest) {
        self.manifest = manifest
        var matchers: [String: AASAMatcher] = [:]
        for domain in manifest.associatedDomains where matchers[domain.domain] == nil {
            if let json = domain.aasa, let document = try? AASAParser.parse(json).document { matchers[domain.domain] = AASAMatcher(document) }
        }
        self.matchers = matchers
    }

    /// The compiled AASA file of the associated domain `host`, if it has a usable one.
    func matcher(for host: String) -> AASAMatcher? {
        manifest.associatedDomain(host).flatMap { matchers[$0.domain] }
    }

    /// Whether `link` (of `template`) opens the app on iOS: a declared custom scheme, or an
    /// associated domain with no AASA file or one whose rules give the link to the app.
    func reaches(_ template: RouteTemplate, _ link: ExampleLink) -> Bool {
        guard template.scheme == "https" || template.scheme == "http" else { return manifest.schemes.contains(template.scheme) }
        guard template.scheme == "https", let domain = manifest.associatedDomain(template.host) else { return false }
        guard domain.aasa != nil else { return true }
        guard let appID = manifest.app.appID, let matcher = matchers[domain.domain] else { return false }
        // `decide`, not `explain`: the same decision, without a trace of every rule before it.
        return matcher.decide(appID: appID, domain: domain.domain, url: link.aasaParts) == .match
    }
}
