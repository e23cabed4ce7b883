import LinkproofURL

/// The strict deep-link parser: a manifest, and a decision for any string.
///
/// The policy, each rule with its reason code (README "The strict policy"): the exact string
/// is judged, without trimming; at most `limits.maxLength` bytes; any WHATWG validation
/// error rejects; only declared schemes (compared case-insensitively) and `https`; no
/// credentials, no IP-literal hosts, no undeclared port; the host, ASCII-lowercased, equals a
/// declared one exactly; no `.`/`..` or encoded `/`, `\`, `.` in the path, which then matches
/// a route exactly; the query splits on `&` only and decodes once to strict UTF-8; a route
/// parameter occurs exactly once and satisfies its type; other parameters and the fragment
/// are ignored. Universal links must be given to the app by its domain's AASA file.
public struct DeepLinkParser: Sendable {
    public let manifest: LinkManifest
    /// Templates by their scheme and host, in manifest order.
    private let templates: [RouteOrigin: [RouteEntry]]
    /// Each associated domain by its lowercased name.
    private let domains: [String: DomainEntry]

    public init(manifest: LinkManifest) {
        self.manifest = manifest
        var templates: [RouteOrigin: [RouteEntry]] = [:]
        for route in manifest.routes {
            for template in route.templates {
                templates[RouteOrigin(scheme: template.scheme, host: template.host), default: []].append(RouteEntry(route: route, template: template))
            }
        }
        self.templates = templates
        var domains: [String: DomainEntry] = [:]
        for domain in manifest.associatedDomains where domains[domain.domain] == nil {
            domains[domain.domain] = DomainEntry(domain, appID: manifest.app.appID)
        }
        self.domains = domains
    }

    /// A route template with its route: a class, so that scanning the templates of an origin
    /// copies one reference per template rather than every field of both.
    private final class RouteEntry: Sendable {
        let route: Route
        let template: RouteTemplate

        init(route: Route, template: RouteTemplate) {
            self.route = route
            self.template = template
        }
    }

    /// What the rules need of an associated domain, worked out once.
    private struct DomainEntry: Sendable {
        let ports: [UInt16]
        /// The app ID and its rules in the domain's AASA file (none when the file names other
        /// apps only); nil when there is no usable file or the manifest has no Team ID.
        let association: (appID: String, rules: AASARuleList)?

        init(_ domain: AssociatedDomain, appID: String?) {
            ports = domain.ports
            if let appID, let json = domain.aasa, let parsed = try? AASAParser.parse(json) {
                association = (appID, AASAMatcher(parsed.document).rules(for: appID) ?? AASARuleList([]))
            } else {
                association = nil
            }
        }
    }

    /// Decides what the app may do with `input`.
    public func decide(_ input: String, context: LinkContext = .direct) -> Decision {
        decide(utf8: Array(input.utf8), context: context)
    }

    /// Decides what the app may do with these bytes (which need not be UTF-8).
    public func decide(utf8 bytes: [UInt8], context: LinkContext = .direct) -> Decision {
        switch judge(bytes, context: context) {
        case .success(let decision): decision
        case .failure(let rejection): .reject(rejection)
        }
    }

    private func judge(_ bytes: [UInt8], context: LinkContext) -> Result<Decision, Rejection> {
        guard bytes.count <= manifest.limits.maxLength else {
            return .failure(Rejection(.tooLong, at: manifest.limits.maxLength, "\(bytes.count) bytes; the limit is \(manifest.limits.maxLength)"))
        }
        let parsed: ParsedURL
        do {
            parsed = try bytes.withUnsafeBufferPointer { buffer throws(URLParseFailure) in try URLParser.parse(utf8: buffer) }
        } catch {
            return .failure(Rejection(.urlParseFailure, at: error.error.offset, "not a URL: \(error.error.code.rawValue)"))
        }
        return judge(bytes, parsed, context: context)
    }

    /// The rules after parsing, for a link that parsed (also the nested link of a dynamic link).
    func judge(_ bytes: [UInt8], _ parsed: ParsedURL, context: LinkContext) -> Result<Decision, Rejection> {
        if let first = parsed.validationErrors.first {
            return .failure(Rejection(.urlValidationError, at: first.offset, "the URL parser had to repair it: \(first.code.rawValue)"))
        }
        let url = parsed.url
        guard let anatomy = LinkAnatomy(bytes) else {
            return .failure(Rejection(.urlParseFailure, at: 0, "no scheme"))
        }
        guard !url.hasCredentials else {
            return .failure(Rejection(.credentialsPresent, at: anatomy.schemeEnd + 3, "a user name or password before the host"))
        }
        let scheme = String(url.scheme)
        if manifest.schemes.contains(scheme) {
            return judgeCustomScheme(url, anatomy, context: context)
        }
        switch scheme {
        case "https": return judgeHTTPS(url, anatomy, context: context)
        case "http": return .failure(Rejection(.insecureScheme, at: 0, "http links are never accepted; use https"))
        default: return .failure(Rejection(.schemeNotDeclared, at: 0, "scheme '\(scheme)' is not one the app declares"))
        }
    }

    // MARK: Schemes

    private func judgeCustomScheme(_ url: URLRecord, _ anatomy: LinkAnatomy, context: LinkContext) -> Result<Decision, Rejection> {
        if anatomy.isDynamicLinkCallback {
            return judgeCallback(anatomy, context: context)
        }
        return checkedHost(url, anatomy, ports: []).flatMap { host in
            route(anatomy, origin: RouteOrigin(scheme: String(url.scheme), host: host), via: context.arrival(.customScheme), context: context)
        }
    }

    private func judgeHTTPS(_ url: URLRecord, _ anatomy: LinkAnatomy, context: LinkContext) -> Result<Decision, Rejection> {
        let domain = domains[anatomy.lowercasedHost]
        return checkedHost(url, anatomy, ports: domain?.ports ?? []).flatMap { host in
            if let place = dynamicLinkPrefix(host: host, anatomy) {
                return judgeDynamicLinkDomain(place, anatomy, context: context)
            }
            guard let domain else {
                return .failure(Rejection(.hostNotDeclared, at: anatomy.host?.lowerBound, "'\(host)' is not an associated domain of the app"))
            }
            // The link's own form first, then whether the system would deliver it at all.
            return anatomy.checkedPathSegments().flatMap { segments in
                if let rejection = checkAssociation(url, domain, host: host, anatomy) { return .failure(rejection) }
                return route(anatomy, segments, origin: RouteOrigin(scheme: "https", host: host), via: context.arrival(.universalLink), context: context)
            }
        }
    }

    /// The host, lowercased, after the IP-literal, port and declared-host rules.
    private func checkedHost(_ url: URLRecord, _ anatomy: LinkAnatomy, ports: [UInt16]) -> Result<String, Rejection> {
        let offset = anatomy.host?.lowerBound ?? anatomy.schemeEnd + 1
        if url.hasIPAddressHost {
            return .failure(Rejection(.ipLiteralHost, at: offset, "an IP address instead of a declared host name"))
        }
        guard url.hasNamedHost else {
            return .failure(Rejection(.hostNotDeclared, at: offset, "no host"))
        }
        if let port = anatomy.port {
            let number = url.portNumber
            guard let number, ports.contains(number) else {
                return .failure(Rejection(.portNotAllowed, at: port.lowerBound - 1, "port \(number.map(String.init) ?? "(default)") is not declared"))
            }
        }
        return .success(anatomy.lowercasedHost)
    }

    private func checkAssociation(_ url: URLRecord, _ domain: DomainEntry, host: String, _ anatomy: LinkAnatomy) -> Rejection? {
        guard let (appID, rules) = domain.association else {
            return Rejection(.aasaNoMatch, at: nil, "no usable apple-app-site-association file for \(host) and this app")
        }
        let parts = AASAURLParts(host: host, path: url.pathname, query: url.query.map(String.init), fragment: url.fragment.map(String.init))
        switch rules.decide(parts) {
        case .match: return nil
        case .exclude: return Rejection(.aasaExcluded, at: anatomy.path.lowerBound, "the AASA file of \(host) excludes this URL for \(appID)")
        case .noMatch: return Rejection(.aasaNoMatch, at: anatomy.path.lowerBound, "the AASA file of \(host) does not give this URL to \(appID)")
        }
    }

    // MARK: Routes

    /// Matches the path and query against the templates of `origin` and applies the route's flags.
    func route(_ anatomy: LinkAnatomy, origin: RouteOrigin, via: Arrival, context: LinkContext) -> Result<Decision, Rejection> {
        anatomy.checkedPathSegments().flatMap { segments in
            route(anatomy, segments, origin: origin, via: via, context: context)
        }
    }

    private func route(_ anatomy: LinkAnatomy, _ segments: [PathSegment], origin: RouteOrigin, via: Arrival,
                       context: LinkContext) -> Result<Decision, Rejection> {
        anatomy.queryItems(limit: manifest.limits.maxQueryParameters).flatMap { items in
            guard let templates = templates[origin] else {
                return .failure(Rejection(.hostNotDeclared, at: anatomy.host?.lowerBound, "no route of the app is on \(origin)"))
            }
            // The templates are scanned in place: a filtered copy would retain every route it holds.
            var firstFailure: Rejection?
            for candidate in templates where RouteMatch.pathMatches(candidate.template, segments) {
                switch RouteMatch.parameters(candidate.route, candidate.template, segments, items) {
                case .success(let params):
                    return .success(flagged(RoutedLink(route: candidate.route.name, params: params, via: via, matchType: context.matchType), candidate.route))
                case .failure(let rejection):
                    firstFailure = firstFailure ?? rejection
                }
            }
            // Only templates whose path matched can have failed.
            return .failure(firstFailure ?? Rejection(.noRoute, at: anatomy.path.lowerBound, "no route of the app has this path"))
        }
    }

    private func flagged(_ link: RoutedLink, _ route: Route) -> Decision {
        if link.matchType == .none {
            return .reject(Rejection(.matchTypeTooWeak, at: nil, "match type 'none': no link to act on"))
        }
        if route.personal, link.matchType != .unique {
            return .reject(Rejection(.matchTypeTooWeak, at: nil, "route '\(route.name)' is personal and needs match type 'unique', not '\(link.matchType.rawValue)'"))
        }
        return route.risky ? .confirm(link) : .route(link)
    }
}
