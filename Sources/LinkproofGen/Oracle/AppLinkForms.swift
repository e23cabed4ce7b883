import LinkproofCore

/// What the oracle reads off a manifest once, for every link it judges: the hosts the app
/// declares, the shapes of its routes on any host, and whether any template reads the fragment.
struct AppLinkForms: Sendable {
    /// The hosts the manifest declares, lowercased: associated domains, dynamic-link prefixes,
    /// and the hosts of its `https` templates (not the shapes of routes on any host).
    let hosts: Set<String>
    /// The host shapes of the routes on any host (`https://*/…`, `https://*.example.social/…`),
    /// the longest first (the order the parser tries them in).
    let anyHostShapes: [AnyHost]
    /// Whether a template reads the fragment (`#invite/{code}`): then a link's fragment is
    /// part of what it means.
    let readsFragment: Bool

    init(_ manifest: LinkManifest) {
        var hosts = Set(manifest.associatedDomains.map { $0.domain.lowercased() })
        hosts.formUnion(manifest.dynamicLinkPrefixes.map { $0.host.lowercased() })
        let templates = manifest.routes.flatMap(\.templates)
        hosts.formUnion(templates.filter { $0.scheme == "https" && $0.anyHost == nil }.map { $0.host.lowercased() })
        self.hosts = hosts
        anyHostShapes = Set(templates.compactMap(\.anyHost)).sorted { $0.suffix.utf8.count > $1.suffix.utf8.count }
        readsFragment = templates.contains { $0.fragment != nil }
    }

    /// Whether `host` (no trailing dot) is one a route on any host admits.
    func anyHostAdmits(_ host: String) -> Bool {
        anyHostShapes.contains { $0.admits(host.utf8) }
    }

    /// The shapes whose templates the parser tries for `host` (no trailing dot), in its order:
    /// none for a host the manifest declares (judged by its own rules), else those that admit
    /// it, the longest first (`*.example.social` before `*`).
    func anyHostShapes(for host: String) -> [AnyHost] {
        guard !hosts.contains(host.lowercased()) else { return [] }
        return anyHostShapes.filter { $0.admits(host.utf8) }
    }
}
