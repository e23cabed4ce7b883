// The read path, from bytes to a decision (DESIGN.md "From bytes to a decision" summarizes it):
//
//   bytes ──> fast path or full parse ──> the link's reading ──> rules ──> decision
//
// 1. Bytes. `decide` lends the input's bytes in place for this one decision (a native
//    `String`'s own UTF-8, or the caller's array); the length rule reads only their count.
// 2. Fast or full parse. `URLParser.read` (LinkproofURL) tries the fast path,
//    `NormalizedURLScanner`, which recognises in one pass bytes that are already the
//    serialization of their URL; the full parser, `BasicURLParser`, takes everything else,
//    writes the serialization and records each validation error. Either fills a `URLLayout`:
//    where each component lies in the serialization. The answer is a `URLReading`:
//    `.exact(URLLayout)` when the bytes are their own `href` (no string made), else
//    `.parsed(ParsedURL)`. The `url-fast-path` fuzz target holds the two parsers equal.
// 3. The link's reading. `LinkReading.init` rejects any validation error, then gives the
//    rules one `LinkReading`: its `LinkAnatomy` (the components' byte ranges in the input as
//    written: the layout's of an exact reading, else a scan of the input), what the parse
//    says of the URL (https, credentials, host kind, port), and the `href` when it differs
//    from the input.
// 4. Rules. `judge` and the functions below apply the policy (the type's comment lists it),
//    looking hosts up in a `HostTable` of `DeclaredHost`s and matching `RouteMatcher`s.
// 5. Decision. `Decision`: route or confirm a `RoutedLink`, a short link, or a `Rejection`.

import LinkproofURL

/// The strict deep-link parser: a manifest, and a decision for any string.
///
/// The policy, each rule with its reason code (README "The strict policy"): the exact string
/// is judged, without trimming; at most `limits.maxLength` bytes; any WHATWG validation
/// error rejects; only declared schemes (compared case-insensitively) and `https`; no
/// credentials, no IP-literal hosts, no undeclared port; the host, ASCII-lowercased, equals a
/// declared one exactly (or, for a link tapped in the app's own content, has the shape of a
/// route on any host: `AnyHost`); no `.`/`..` or encoded `/`, `\`, `.` in the path, which
/// then matches a route exactly; the query splits on `&` only and decodes once to strict
/// UTF-8; a route parameter occurs exactly once and satisfies its type; other parameters and
/// the fragment are ignored (unless a template reads the fragment: `#invite/{code}`).
/// Universal links must be given to the app by its domain's AASA file.
public struct DeepLinkParser: LinkDecider, Sendable {
    public let manifest: LinkManifest
    /// Every host the manifest names: associated domains, dynamic-link prefixes, template hosts.
    let hosts: HostTable<DeclaredHost>
    /// The routes on any host (`https://*/…`), by shape, the longest suffix first: the shapes
    /// that admit a host no declaration names are tried in this order (`judgeAnyHost`).
    private let anyHosts: [(shape: AnyHost, host: DeclaredHost)]
    /// The manifest's bundle ID, as the `ibi` of a long link must spell it.
    let bundleID: [UInt8]
    /// The custom schemes (lowercased), with their bytes; never `https` or `http`, which are
    /// judged as themselves (the manifest loader refuses them as custom schemes).
    private let schemes: [(name: String, bytes: [UInt8])]
    private static let http = Array("http".utf8)

    public init(manifest: LinkManifest) {
        self.manifest = manifest
        bundleID = Array(manifest.app.bundleID.utf8)
        schemes = manifest.schemes.filter { $0 != "https" && $0 != "http" }.map { ($0, Array($0.utf8)) }
        var hosts: [String: DeclaredHost.Builder] = [:]
        var anyHosts: [String: (shape: AnyHost, host: DeclaredHost.Builder)] = [:]
        for route in manifest.routes {
            for template in route.templates {
                let matcher = RouteMatcher(route: route, template: template)
                if let shape = template.anyHost {
                    anyHosts[template.host, default: (shape, .init(template.host))].host.add(matcher, scheme: template.scheme)
                } else {
                    hosts[template.host, default: .init(template.host)].add(matcher, scheme: template.scheme)
                }
            }
        }
        self.anyHosts = anyHosts.values.map { ($0.shape, DeclaredHost($0.host)) }.sorted { $0.shape.suffix.utf8.count > $1.shape.suffix.utf8.count }
        for domain in manifest.associatedDomains where hosts[domain.domain]?.domain == nil {
            hosts[domain.domain, default: .init(domain.domain)].domain = DomainEntry(domain, appID: manifest.app.appID)
        }
        for prefix in manifest.dynamicLinkPrefixes {
            hosts[prefix.host, default: .init(prefix.host)].prefixes.append((prefix, prefix.string))
        }
        self.hosts = HostTable(hosts.mapValues(DeclaredHost.init))
    }

    /// Decides what the app may do with `input`.
    public func decide(_ input: String, context: LinkContext = .direct) -> Decision {
        // A native string lends its bytes in place, and one already in its serialized form is
        // its own `href`: nothing is copied.
        input.withUTF8Bytes { bytes in
            decide(bytes, context: context) { () throws(URLParseFailure) in try URLParser.read(bytes, of: input) }.resolvingHost(in: bytes)
        }
    }

    /// Decides what the app may do with these bytes (which need not be UTF-8).
    public func decide(utf8 bytes: [UInt8], context: LinkContext = .direct) -> Decision {
        bytes.withUnsafeBufferPointer { decide(utf8: $0, context: context) }
    }

    /// Decides what the app may do with these bytes, read in place.
    package func decide(utf8 bytes: UnsafeBufferPointer<UInt8>, context: LinkContext = .direct) -> Decision {
        decide(lent: bytes, context: context).decision
    }

    /// The decision on these bytes, lent for as long as it is used (a batch line's input, whose
    /// record it writes): a `host-not-declared` rejection's host is read from them when it is
    /// written, not copied into a string (`LentDecision`).
    package func decide(lent bytes: UnsafeBufferPointer<UInt8>, context: LinkContext = .direct) -> LentDecision {
        LentDecision(decide(bytes, context: context) { () throws(URLParseFailure) in try URLParser.read(bytes) }, over: bytes)
    }

    /// The length rule before anything reads the input, then `parse` and the rules after it. A
    /// `host-not-declared` rejection's host is kept as its range of `bytes` (`notAssociated`):
    /// the caller resolves it or lends the bytes to the decision's record.
    private func decide(_ bytes: UnsafeBufferPointer<UInt8>, context: LinkContext, parse: () throws(URLParseFailure) -> URLReading) -> Decision {
        do throws(Rejection) {
            let count = bytes.count
            guard count <= manifest.limits.maxLength else {
                throw Rejection(.tooLong, at: manifest.limits.maxLength, "\(count) bytes; the limit is \(manifest.limits.maxLength)")
            }
            let reading: URLReading
            do {
                reading = try parse()
            } catch {
                throw Rejection(.urlParseFailure, at: error.error.offset, "not a URL: \(error.error.code.rawValue)")
            }
            return try judge(bytes, reading, context: context)
        } catch {
            return .reject(error)
        }
    }

    /// The rules after parsing, for a link that parsed (also the nested link of a dynamic link).
    /// `host` is the declared host of the link's host as written, when the caller has looked it
    /// up already. (Always inlined: every decision calls it once, and a call costs more than
    /// its body; DESIGN.md, "Performance".)
    @inline(__always)
    func judge(_ bytes: UnsafeBufferPointer<UInt8>, _ reading: consuming URLReading, context: LinkContext,
               host: DeclaredHost? = nil) throws(Rejection) -> Decision {
        let link = try LinkReading(bytes, reading)
        let anatomy = link.anatomy
        guard !link.hasCredentials else {
            throw Rejection(.credentialsPresent, at: anatomy.schemeEnd + 3, "a user name or password before the host")
        }
        // (The input's scheme is the parsed one, in some letter case: the parser knows https.)
        if link.isHTTPS { return try judgeHTTPS(link, on: host ?? declaredHost(anatomy), context: context) }
        if let scheme = schemes.first(where: { anatomy.schemeIs($0.bytes) })?.name {
            return try judgeCustomScheme(link, scheme: scheme, context: context)
        }
        if anatomy.schemeIs(Self.http) {
            // `firebaseCompatibility.httpNestedLinks`: a dynamic link's http `link` is decided
            // as the same link over https; `platformCompatibility.httpUniversalLinks`: so is an
            // http link the system delivers.
            if context.insideDynamicLink ? manifest.firebaseCompatibility.httpNestedLinks : manifest.platformCompatibility.httpUniversalLinks {
                return try judgeHTTPS(link, on: host ?? declaredHost(anatomy), context: context)
            }
            throw Rejection(.insecureScheme, at: 0, "http links are never accepted; use https")
        }
        let scheme = anatomy.lowercasedScheme
        throw Rejection(.schemeNotDeclared, at: 0, "scheme '\(scheme)' is not one the app declares")
    }

    /// The declared host the link is on, if any.
    func declaredHost(_ anatomy: LinkAnatomy) -> DeclaredHost? {
        anatomy.host.flatMap { hosts.value(for: anatomy[$0]) }
    }

    // MARK: Schemes

    private func judgeCustomScheme(_ link: borrowing LinkReading, scheme: String, context: LinkContext) throws(Rejection) -> Decision {
        let anatomy = link.anatomy
        if anatomy.isDynamicLinkCallback {
            return try judgeCallback(anatomy, context: context)
        }
        try checkHost(link, on: nil)
        return try route(anatomy, on: declaredHost(anatomy), scheme: scheme, kind: context.linkKind(.customScheme), context: context)
    }

    private func judgeHTTPS(_ link: borrowing LinkReading, on host: DeclaredHost?, context: LinkContext) throws(Rejection) -> Decision {
        guard let host else {
            try checkHost(link, on: nil)
            if let first = firstAnyHost(link.anatomy) { return try judgeAnyHost(link, from: first, context: context) }
            throw Self.notAssociated(link.anatomy)
        }
        return try judgeHTTPS(link, on: host, context: context)
    }

    /// Where in `anyHosts` (the longest shape first) the first shape that admits the link's
    /// host (which no declaration names) is, if one does.
    private func firstAnyHost(_ anatomy: LinkAnatomy) -> Int? {
        guard !anyHosts.isEmpty, let range = anatomy.host else { return nil }
        let host = anatomy[range]
        return anyHosts.firstIndex { $0.shape.admits(host) }
    }

    /// An https link on a host only a route on any host admits (its IP, credentials and port
    /// rules already applied): opened only when tapped in the app's own content, never as a
    /// universal link (no AASA file of the host gives it to the app: the system opens the
    /// browser), nor as the nested link of a dynamic link.
    ///
    /// The shapes that admit the host are tried from `first`, the longest first: a shape's
    /// templates decide the link when one of their paths matches it (a template that claims it
    /// decides, as on a declared host); only when none does are the next shape's tried
    /// (`https://a.example.social/tags/x` opens `*`'s `/tags/{tag}` when `*.example.social` has
    /// no `/tags/`: a route declared on any host opens on every host).
    private func judgeAnyHost(_ link: borrowing LinkReading, from first: Int, context: LinkContext) throws(Rejection) -> Decision {
        let anatomy = link.anatomy
        guard context.arrival == .inAppContent, !context.insideDynamicLink else {
            throw Rejection(.hostNotDeclared, at: anatomy.host?.lowerBound, hostAt: anatomy.host ?? 0..<0,
                            then: "' is not an associated domain of the app; its routes on any host open only a link tapped in the app's own content")
        }
        let path = try anatomy.checkedPathSegments()
        // The routed link names the server: the host as serialized (the input's own, lowercased,
        // when the input is its serialization; else the href's, an IDN in its `xn--` form).
        let server = link.href.flatMap { try? URLParser.parse($0).url.hostname } ?? anatomy.lowercasedHost
        let host = anatomy[anatomy.host ?? 0..<0]
        var noRoute: Rejection?
        for shaped in anyHosts[first...] where shaped.shape.admits(host) {
            do throws(Rejection) {
                return try route(anatomy, path, on: shaped.host, scheme: "https", kind: context.linkKind(.webLink), context: context, server: server)
            } catch {
                guard error.reason == .noRoute else { throw error }
                noRoute = noRoute ?? error
            }
        }
        throw noRoute ?? Rejection(.noRoute, at: anatomy.path.lowerBound, "no route of the app has this path")
    }

    /// An https link on a declared host (lent for the call: its parts are read in place).
    private func judgeHTTPS(_ link: borrowing LinkReading, on host: DeclaredHost, context: LinkContext) throws(Rejection) -> Decision {
        let anatomy = link.anatomy
        try checkHost(link, on: host)
        if let place = dynamicLinkPrefix(host, anatomy) {
            return try judgeDynamicLinkDomain(place, on: host, anatomy, context: context)
        }
        guard host.domain != nil else { throw Self.notAssociated(anatomy) }
        // The link's own form first, then whether the system would deliver it at all.
        let path = try anatomy.checkedPathSegments()
        try checkAssociation(link, on: host)
        return try route(anatomy, path, on: host, scheme: "https", kind: context.linkKind(.universalLink), context: context)
    }

    /// The answer for nearly every link of a batch of other sites' links. Its host is kept as
    /// its range of the bytes decided (`Rejection.init(_:at:hostAt:then:)`): a decision on the
    /// nested link of a dynamic link resolves it over that link's own bytes, `decide` over the
    /// input's, or lends the input to the record (`LentDecision`).
    private static func notAssociated(_ anatomy: LinkAnatomy) -> Rejection {
        Rejection(.hostNotDeclared, at: anatomy.host?.lowerBound, hostAt: anatomy.host ?? 0..<0, then: "' is not an associated domain of the app")
    }

    /// The IP-literal, named-host and port rules; only an associated domain declares ports.
    private func checkHost(_ link: borrowing LinkReading, on host: DeclaredHost?) throws(Rejection) {
        let anatomy = link.anatomy
        let offset = anatomy.host?.lowerBound ?? anatomy.schemeEnd + 1
        if link.hasIPAddressHost {
            throw Rejection(.ipLiteralHost, at: offset, "an IP address instead of a declared host name")
        }
        guard link.hasNamedHost else {
            throw Rejection(.hostNotDeclared, at: offset, "no host")
        }
        if let port = anatomy.port {
            let number = link.port
            guard let number, host?.domain?.ports.contains(number) == true else {
                throw Rejection(.portNotAllowed, at: port.lowerBound - 1, "port \(number.map(String.init) ?? "(default)") is not declared")
            }
        }
    }

    private func checkAssociation(_ link: borrowing LinkReading, on host: DeclaredHost) throws(Rejection) {
        let anatomy = link.anatomy
        // The file matches the URL's serialization, read in place: usually the input itself.
        let decision = if let href = link.href {
            // (The components of a serialization are where a scan of it finds them.)
            href.withUTF8Bytes { href in
                LinkAnatomy(href).flatMap { host.domain?.rules?.decide(text: href, path: $0.path, query: $0.query, fragment: $0.fragment) }
            }
        } else {
            host.domain?.rules?.decide(text: anatomy.bytes, path: anatomy.path, query: anatomy.query, fragment: anatomy.fragment)
        }
        switch decision {
        case .match?: return
        case .exclude?: throw Rejection(.aasaExcluded, at: anatomy.path.lowerBound, "the AASA file of \(host.name) excludes this URL for \(host.appID)")
        case .noMatch?: throw Rejection(.aasaNoMatch, at: anatomy.path.lowerBound, "the AASA file of \(host.name) does not give this URL to \(host.appID)")
        case nil: throw Rejection(.aasaNoMatch, at: nil, "no usable apple-app-site-association file for \(host.name) and this app")
        }
    }

    // MARK: Routes

    /// Matches the path and query against the templates of `scheme` on `host` and applies the route's flags.
    func route(_ anatomy: LinkAnatomy, on host: DeclaredHost?, scheme: String, kind: LinkKind, context: LinkContext) throws(Rejection) -> Decision {
        try route(anatomy, anatomy.checkedPathSegments(), on: host, scheme: scheme, kind: kind, context: context)
    }

    /// `server` is the link's host for a route on any host (`RoutedLink.host`), else nil.
    private func route(_ anatomy: LinkAnatomy, _ path: (segments: PathSegments, count: Int), on host: DeclaredHost?, scheme: String,
                       kind: LinkKind, context: LinkContext, server: String? = nil) throws(Rejection) -> Decision {
        try anatomy.withQueryItems(limit: manifest.limits.maxQueryParameters) { (items) throws(Rejection) -> Decision in
            guard let matchers = host?.matchers(scheme) else {
                let written = anatomy.lowercasedHost
                throw Rejection(.hostNotDeclared, at: anatomy.host?.lowerBound, "no route of the app is on \(scheme)://\(written)")
            }
            var firstFailure: Rejection?
            var fragmentFailed = false
            for matcher in matchers where matcher.pathMatches(anatomy, path.segments, count: path.count) {
                // A link a template that reads the fragment has failed is never handed to one
                // that ignores the fragment (those come after: `DeclaredHost`).
                if let firstFailure, fragmentFailed, !matcher.readsFragment { throw firstFailure }
                do throws(Rejection) {
                    let params = try matcher.parameters(anatomy, path.segments, items)
                    let link = RoutedLink(route: matcher.routeName, params: params, linkKind: kind, via: context.arrival, matchType: context.matchType, host: server)
                    return try Self.flagged(link, by: matcher)
                } catch {
                    // No fall-through: a template whose fixed parts the link matches decides it.
                    if matcher.claims(anatomy, path.segments, items) { throw error }
                    firstFailure = firstFailure ?? error
                    fragmentFailed = fragmentFailed || matcher.readsFragment
                }
            }
            // Only templates whose path matched can have failed.
            throw firstFailure ?? Rejection(.noRoute, at: anatomy.path.lowerBound, "no route of the app has this path")
        }
    }

    private static func flagged(_ link: consuming RoutedLink, by matcher: RouteMatcher) throws(Rejection) -> Decision {
        if link.matchType == .none {
            throw Rejection(.matchTypeTooWeak, at: nil, "match type 'none': no link to act on")
        }
        if matcher.personal, link.matchType != .unique {
            let (route, matchType) = (link.route, link.matchType)
            throw Rejection(.matchTypeTooWeak, at: nil, "route '\(route)' is personal and needs match type 'unique', not '\(matchType.rawValue)'")
        }
        return matcher.risky ? .confirm(link) : .route(link)
    }
}
