/// One declaration, both platforms: for each route template, whether its example link reaches
/// the app on iOS (a declared custom scheme, or an associated domain whose AASA file gives the
/// link to the app) and on Android (an intent filter bound to the route accepts it, matched as
/// AOSP matches). Only a manifest with an `android` section is checked.
extension LinkManifest {
    func platformFindings() -> [ManifestFinding] {
        guard let android else { return [] }
        var findings: [ManifestFinding] = []
        for (routeIndex, route) in routes.enumerated() {
            for (index, template) in route.templates.enumerated() {
                let path = "$.routes[\(routeIndex)].templates[\(index)]"
                let link = ExampleLink(template, parameters: route.parameters)
                let onAndroid = android.filters(for: route.name, accepting: link.link).first
                switch (reachesIOS(template, link), onAndroid) {
                case (true, nil):
                    findings.append(ManifestFinding(code: .routeOnlyOnIOS, path: path,
                        message: "\(link.link) opens route '\(route.name)' on iOS, but no intent filter bound to the route accepts it on Android"))
                case (false, let match?):
                    findings.append(ManifestFinding(code: .routeOnlyOnAndroid, path: path,
                        message: "\(link.link) reaches route '\(route.name)' on Android (filter '\(match.filter.name)'), but iOS does not open it in the app"))
                default:
                    break
                }
            }
        }
        return findings
    }

    /// Whether iOS hands `link` to the app: a declared custom scheme, or an associated domain
    /// (whose AASA file, when the manifest has it, matches the link for the app).
    private func reachesIOS(_ template: RouteTemplate, _ link: ExampleLink) -> Bool {
        guard template.scheme == "https" || template.scheme == "http" else { return schemes.contains(template.scheme) }
        guard template.scheme == "https", let domain = associatedDomain(template.host) else { return false }
        guard let json = domain.aasa else { return true }
        guard let appID = app.appID, let document = try? AASAParser.parse(json).document else { return false }
        return AASAMatcher(document).explain(appID: appID, domain: domain.domain, url: link.aasaParts).decision == .match
    }
}
