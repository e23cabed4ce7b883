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
        var findings: [ManifestFinding] = []
        for (routeIndex, route) in routes.enumerated() {
            for (index, template) in route.templates.enumerated() {
                let path = "$.routes[\(routeIndex)].templates[\(index)]"
                for link in platformProbes(template, route: route, android: android) {
                    let onAndroid = android.filters(for: route.name, accepting: link.link).first
                    switch (reachesIOS(template, link), onAndroid) {
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
        let link = ExampleLink(template, parameters: route.parameters)
        return !reachesIOS(template, link) && !android.filters(for: route.name, accepting: link.link).isEmpty
    }

    /// For each of `filters`, the routes one of whose templates has an example link that
    /// reaches the app on iOS and that the filter accepts, matched as AOSP matches: the routes
    /// a path admitted on both platforms binds the filter to (`linkproof init` binds drafted
    /// filters so), in route order. Each example link is decided on iOS once (against the
    /// AASA file compiled when the manifest loaded), whatever the number of filters.
    public func routes(acceptedBy filters: [AndroidIntentFilter]) -> [[String]] {
        let reaching = routes.map { route in
            (name: route.name, links: route.templates.compactMap { template -> String? in
                let link = ExampleLink(template, parameters: route.parameters)
                return reachesIOS(template, link) ? link.link : nil
            })
        }
        return filters.map { filter in reaching.filter { $0.links.contains { filter.match($0).matches } }.map(\.name) }
    }

    /// The links of `template` the check tries: its example link first, then one for each
    /// value a path parameter can take from a pattern that covers its segment — the AASA
    /// rules' paths for the template's domain and the paths of the filters bound to the
    /// route, aligned with the template segment by segment, wildcards left out or written as
    /// `x` — that the parameter's type admits.
    private func platformProbes(_ template: RouteTemplate, route: Route, android: AndroidAppSection) -> [ExampleLink] {
        var patterns = android.filters.filter { $0.routes.contains(route.name) }.flatMap { $0.data.paths.map(\.pattern) }
        if let document = associatedDomain(template.host)?.matcher?.document {
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

    /// Whether `link` (of `template`) opens the app on iOS: a declared custom scheme, or an
    /// associated domain with no AASA file or one whose rules give the link to the app.
    private func reachesIOS(_ template: RouteTemplate, _ link: ExampleLink) -> Bool {
        guard template.scheme == "https" || template.scheme == "http" else { return schemes.contains(template.scheme) }
        guard template.scheme == "https", let domain = associatedDomain(template.host) else { return false }
        guard domain.aasa != nil else { return true }
        guard let appID = app.appID, let matcher = domain.matcher else { return false }
        return matcher.explain(appID: appID, domain: domain.domain, url: link.aasaParts).decision == .match
    }
}
