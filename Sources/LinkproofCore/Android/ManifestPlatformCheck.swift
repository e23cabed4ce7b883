/// One declaration, both platforms: for each route template, whether its links reach the app
/// on iOS (a declared custom scheme, or an associated domain whose AASA file gives the link to
/// the app) and on Android (an intent filter bound to the route accepts it, matched as AOSP
/// matches). The template's example link is tried first; when both platforms agree on it,
/// the template's path language is walked (`TemplatePathWalk`) in product with the path
/// patterns of the domain's AASA rules and of the filters bound to the route
/// (`AndroidPathAutomaton`), each path decided by both platforms' own matchers, so a
/// `pathPattern` that admits part of a template the AASA excludes (or the reverse) is reported
/// with a witness link. Bounded: `TemplatePathWalk.maximumStates` product states a template,
/// `maximumPlatformWork` pattern steps a manifest. Only a manifest with an `android` section
/// is checked.
extension LinkManifest {
    /// The most pattern steps (an AASA rule's or an Android path matcher's pattern advanced by
    /// one character) the platform walks of one manifest take.
    static let maximumPlatformWork = 1 << 22

    func platformFindings() -> [ManifestFinding] {
        guard let android else { return [] }
        let iOS = IOSReach(self)
        var rules: [String: AASARuleAutomaton] = [:]
        var work = 0
        var findings: [ManifestFinding] = []
        for (routeIndex, route) in routes.enumerated() {
            let filters = android.filters.filter { $0.routes.contains(route.name) }
            /// Whether exactly one platform gives `link` of `template` to the route.
            func differs(_ template: RouteTemplate, _ link: ExampleLink) -> Bool {
                let uri = AndroidURI(link.link)
                return iOS.reaches(template, link) != filters.contains { $0.data.category(of: uri) != nil }
            }
            // (A route on any host is no system delivery on either platform: nothing to compare.)
            for (index, template) in route.templates.enumerated() where template.anyHost == nil {
                let example = ExampleLink(template, parameters: route.parameters)
                var witness: ExampleLink?
                if differs(template, example) {
                    witness = example
                } else if let walk = TemplatePathWalk(template, types: route.parameters) {
                    let domain = iOS.decidingDomain(of: template)
                    let followed = domain.flatMap { rules[$0] } ?? domain.flatMap(iOS.ruleAutomaton) ?? AASARuleAutomaton()
                    if let domain { rules[domain] = followed }
                    let automaton = PathAutomatonPair(first: followed, second: AndroidPathAutomaton(filters.map(\.data)))
                    _ = walk.first(following: automaton, work: &work, maximumWork: Self.maximumPlatformWork) { path, fragment in
                        let candidate = example.replacing(path: path, fragment: fragment)
                        if differs(template, candidate) { witness = candidate }
                        return witness != nil
                    }
                }
                guard let witness else { continue }
                let both = iOS.reaches(template, example) ? "both platforms" : "neither platform"
                let walked = witness.link == example.link ? ""
                    : " ('\(template.source)': its example link \(example.link) reaches the route on \(both); this one, which the template accepts too, was found by walking the template's values against both platforms' patterns)"
                let path = "$.routes[\(routeIndex)].templates[\(index)]"
                if let match = android.filters(for: route.name, accepting: witness.link).first {
                    findings.append(ManifestFinding(code: .routeOnlyOnAndroid, path: path,
                        message: "\(witness.link) reaches route '\(route.name)' on Android (filter '\(match.filter.name)'), but iOS does not open it in the app\(walked)"))
                } else {
                    findings.append(ManifestFinding(code: .routeOnlyOnIOS, path: path,
                        message: "\(witness.link) opens route '\(route.name)' on iOS, but no intent filter bound to the route accepts it on Android\(walked)"))
                }
            }
        }
        return findings
    }

    /// Whether `template` (of `route`) is one that Android alone reaches: the manifest has an
    /// `android` section, a filter bound to the route accepts the template's example link, and
    /// iOS does not hand that link to the app (`manifest validate` warns
    /// `route-only-on-android`). The catalogue does not aim iOS's classes at such a template.
    package func reachesOnlyAndroid(_ template: RouteTemplate, of route: Route) -> Bool {
        guard let android else { return false }
        return Self.reachesOnlyAndroid(template, of: route, android: android, iOS: IOSReach(self))
    }

    /// For each route, in manifest order, whether each of its templates is one Android alone
    /// reaches (`reachesOnlyAndroid(_:of:)`), with each AASA file parsed and compiled once for
    /// them all (once a template, it made a catalogue target of a large AASA file quadratic).
    package func templatesOnlyAndroidReaches() -> [[Bool]] {
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
    package func routes(acceptedBy filters: [AndroidIntentFilter]) -> [[String]] {
        let iOS = IOSReach(self)
        let reaching = routes.map { route in
            (name: route.name, links: route.templates.compactMap { template -> String? in
                let link = ExampleLink(template, parameters: route.parameters)
                return iOS.reaches(template, link) ? link.link : nil
            })
        }
        return filters.map { filter in reaching.filter { $0.links.contains { filter.match($0).matches } }.map(\.name) }
    }
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

    /// The associated domain whose AASA file decides `template`'s links on iOS, when one does.
    func decidingDomain(of template: RouteTemplate) -> String? {
        guard template.scheme == "https", manifest.app.appID != nil, let domain = manifest.associatedDomain(template.host),
              matchers[domain.domain] != nil else { return nil }
        return domain.domain
    }

    /// The rules the app has in `domain`'s AASA file, as an automaton over the path.
    func ruleAutomaton(of domain: String) -> AASARuleAutomaton? {
        guard let appID = manifest.app.appID, let matcher = matchers[domain] else { return nil }
        return AASARuleAutomaton(matcher: matcher, appID: appID)
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
