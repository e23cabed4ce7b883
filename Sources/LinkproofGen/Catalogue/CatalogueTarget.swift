import LinkproofCore

/// An app as the catalogue aims at it: its manifest, and generators of its valid links.
public struct CatalogueTarget: Sendable {
    /// The manifest the links are aimed at.
    public let manifest: LinkManifest
    /// Every route template with its route, in manifest order, but those only Android reaches
    /// (`LinkManifest.reachesOnlyAndroid`) and routes on any host (`https://*/…`, whose links
    /// open only when tapped in the app's own content, where a class's direct answer is not
    /// theirs): what iOS's classes aim at.
    let templates: [Template]
    /// Every route template with its route, in manifest order: what Android's classes aim at.
    let androidTemplates: [Template]
    /// The templates of routes on any host (`https://*/…`, `https://*.example.social/…`) with
    /// their routes: what `any-host-confusion` aims at.
    let anyHostTemplates: [Template]
    /// The host shapes of every route on any host of the manifest.
    let anyHostShapes: [AnyHost]
    /// Every host the manifest declares: associated domains, dynamic-link prefixes, and
    /// the hosts of its route templates.
    let declaredHosts: Set<String>

    /// One template and the route it opens, with what a link of it needs worked out once
    /// (a fuzz entry draws a link per input).
    struct Template: Sendable {
        let route: Route
        let template: RouteTemplate
        /// Whether Android alone reaches it (`LinkManifest.templatesOnlyAndroidReaches()`).
        let onlyAndroid: Bool
        /// Every parameter the template uses (`RouteTemplate.parameterNames`).
        let parameterNames: Set<String>
        /// A value for every parameter the template uses (`CatalogueTarget.values(of:for:)`).
        let values: Gen<[String: String]>
        /// The origin and host of its links (`TargetLink.origin`, `TargetLink.host`).
        let origin: String, host: String

        init(route: Route, template: RouteTemplate, onlyAndroid: Bool) {
            self.route = route
            self.template = template
            self.onlyAndroid = onlyAndroid
            parameterNames = template.parameterNames
            values = CatalogueTarget.values(of: route, for: template)
            origin = TargetLink.origin(of: template)
            host = TargetLink.host(of: template, origin: origin)
        }
    }

    /// The target of `manifest`; nil when it has no route template on a host or scheme of its
    /// own (nothing to aim at).
    public init?(_ manifest: LinkManifest) {
        let templates = zip(manifest.routes, manifest.templatesOnlyAndroidReaches()).flatMap { route, onlyAndroid in
            zip(route.templates, onlyAndroid).map { Template(route: route, template: $0, onlyAndroid: $1) }
        }
        // A route on any host is no target of the other classes: its hosts are not the app's to aim at.
        self.init(manifest, templates: templates.filter { $0.template.anyHost == nil }, anyHost: templates.filter { $0.template.anyHost != nil })
    }

    /// The target of `manifest`, whose templates are `templates` and `anyHost`; nil when
    /// `templates` is empty.
    private init?(_ manifest: LinkManifest, templates: [Template], anyHost: [Template]) {
        guard !templates.isEmpty else { return nil }
        self.manifest = manifest
        anyHostTemplates = anyHost
        anyHostShapes = manifest.routes.flatMap { $0.templates.compactMap(\.anyHost) }
        let onIOS = templates.filter { !$0.onlyAndroid }
        self.templates = onIOS.isEmpty ? templates : onIOS
        androidTemplates = templates
        declaredHosts = Set(manifest.associatedDomains.map(\.domain) + manifest.dynamicLinkPrefixes.map(\.host)
                            + templates.map(\.template.host))
    }

    /// The target of `route` alone: the target of this manifest with `route` its only route,
    /// each template's platforms as this target found them, so that no AASA file is compiled
    /// again (a target a route, each compiling the AASA file, made `init`'s draft quadratic);
    /// nil when the manifest has no template of a route of that name.
    public func aimed(at route: Route) -> CatalogueTarget? {
        var alone = manifest
        alone.routes = [route]
        return CatalogueTarget(alone, templates: androidTemplates.filter { $0.route.name == route.name },
                               anyHost: anyHostTemplates.filter { $0.route.name == route.name })
    }

    /// Valid links of any route: a template, and each `{name}` filled with a value its type
    /// accepts, percent-encoded beyond RFC 3986's unreserved characters. The zero choice
    /// gives the first template with its simplest values.
    public var links: Gen<TargetLink> {
        links { _ in true } ?? .constant(TargetLink(templates[0], values: [:]))
    }

    /// Valid links of every template, those only Android reaches too (`links` leaves them out).
    public var linksOfEveryTemplate: Gen<TargetLink> {
        links(android: true) { _ in true } ?? links
    }

    /// Valid links of the templates (iOS's, or with `android` every one) that satisfy
    /// `isIncluded`; nil when none does.
    func links(android: Bool = false, where isIncluded: (Template) -> Bool) -> Gen<TargetLink>? {
        let chosen = (android ? androidTemplates : templates).filter(isIncluded)
        guard !chosen.isEmpty else { return nil }
        return Gen.element(of: chosen.map { template in template.values.map { TargetLink(template, values: $0) } }).flatMap { $0 }
    }

    /// Valid links off the dynamic-link prefixes, where adding a query or path segment
    /// keeps the link what it was (on a prefix, a query makes it a long dynamic link), of
    /// templates that ignore the fragment (text added at the end of one that reads it is in
    /// its fragment).
    var plainLinks: Gen<TargetLink>? {
        let prefixHosts = Set(manifest.dynamicLinkPrefixes.map(\.host))
        return links { !prefixHosts.contains($0.template.host) && $0.template.fragment == nil }
    }

    /// Valid plain links with at least one query parameter, and the name of one of them
    /// (one the link holds: an optional parameter may be left out).
    var linksWithQueryParameter: Gen<(TargetLink, String)>? {
        let prefixHosts = Set(manifest.dynamicLinkPrefixes.map(\.host))
        return links { !prefixHosts.contains($0.template.host) && !$0.template.queryParameters.isEmpty }?
            .filter { link in link.template.queryParameters.contains { link.values[$0] != nil } }
            .flatMap { link in Gen.element(of: link.template.queryParameters.filter { link.values[$0] != nil }).map { (link, $0) } }
    }

    /// Valid links with at least one parameter (path or query), and the name of one of them
    /// (one the link holds).
    var linksWithParameter: Gen<(TargetLink, String)>? {
        links { !$0.template.parameterNames.isEmpty }?
            .filter { !$0.values.isEmpty }
            .flatMap { link in Gen.element(of: link.values.keys.sorted()).map { (link, $0) } }
    }

    /// Valid links of the routes on any host, with a host of the template's shape that the
    /// manifest does not declare (`mastodon.example.social` for `*.example.social`) in place
    /// of the shape; nil when the manifest has no route on any host.
    var anyHostLinks: Gen<(link: TargetLink, host: String)>? {
        guard !anyHostTemplates.isEmpty else { return nil }
        return Gen.element(of: anyHostTemplates).flatMap { template in
            let suffix = template.template.anyHost?.suffix ?? ""
            let named = ["mastodon", "social.a", "x-1"].map { (suffix.isEmpty ? $0 + ".example" : $0 + suffix) }
            let hosts = named.filter { !declaredHosts.contains($0) }
            return zip(template.values, Gen.element(of: hosts.isEmpty ? ["linkproof-any" + suffix] : hosts))
                .map { (TargetLink(template, values: $0), $1) }
        }
    }

    /// Hosts no manifest of the documents declares, to stand for the attacker's.
    var foreignHosts: [String] {
        ["evil.com", "attacker.example", "evil.page.link", "raywenderlich.com.evil.com"].filter { !declaredHosts.contains($0) }
    }

    /// A value for every parameter the template uses, drawn in name order so a case replays
    /// exactly; an optional one is left out one time in two (the zero choice keeps it). A
    /// whole path or fragment segment is never a dot segment.
    private static func values(of route: Route, for template: RouteTemplate) -> Gen<[String: String]> {
        let generators = template.parameterNames.sorted().map { name in
            let values = route.parameters[name]?.validValues ?? ParameterType.string(length: 1...8).validValues
            // A whole path segment may not be a dot segment, whatever the type admits.
            let wholeSegment = template.pathParameters.union(template.fragmentParameters).contains(name)
            return (name, route.optionalParameters.contains(name), wholeSegment ? values.filter { $0 != "." && $0 != ".." } : values)
        }
        return Gen { source in
            var values: [String: String] = [:]
            for (name, optional, generator) in generators {
                if optional, Gen.bool.generate(from: &source) { continue }
                values[name] = generator.generate(from: &source)
            }
            return values
        }
    }
}

extension RouteTemplate {
    /// The names of the parameters in the query, in template order.
    var queryParameters: [String] {
        query.compactMap { item in
            if case .parameter(let name) = item.value { return name }
            return nil
        }
    }
}
