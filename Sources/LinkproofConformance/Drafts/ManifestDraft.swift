import LinkproofCore

/// A link manifest drafted from an app's own files (`linkproof init --info-plist …
/// --entitlements … [--aasa [DOMAIN=]FILE]…`): the bundle ID and schemes, the associated domains (each
/// entry's `?mode=` and `*.` stated in a comment), and one route per AASA component path, its
/// wildcards as parameters. What only a person can decide — each parameter's type and bounds,
/// whether a route is `personal` or `risky`, hosts behind a wildcard — is written as a
/// comment beginning `DECIDE:`, in a draft that loads and validates as it is.
public struct ManifestDraft {
    /// The manifest, as JSON.
    package let json: JSONValue
    /// How many `DECIDE:` comments the draft holds.
    public let decisions: Int

    /// The marker of what a person must decide, at the start of a comment.
    public static let marker = "DECIDE:"

    /// What the `android` section's draft could not read, and its filters and routes left
    /// unbound; empty without one. For the user to read (`init` prints them on stderr).
    public let androidNotes: [String]

    /// Drafts from the app's declarations and, optionally, the AASA file at `aasaPath`
    /// (bound to every associated domain that is not a wildcard): `init(_:aasaFiles:android:)`
    /// with that one file for every domain.
    package init(_ app: AppDeclarations, aasaPath: String?, android: AndroidManifestDraft.Draft? = nil) throws(GoldenError) {
        try self.init(app, aasaFiles: aasaPath.map { [DraftAASAFile(path: $0)] } ?? [], android: android)
    }

    /// Drafts from the app's declarations and the AASA files given, in order: a file for one
    /// domain is bound to that domain alone, a file for every domain to each associated domain
    /// (not a wildcard) without a file of its own (a person confirms the binding for all but
    /// the first). Each route drafted from a file is given a template on each domain the file
    /// is bound to; a rule two files write alike is one route, on the domains of both. Each
    /// custom scheme is given a placeholder template, and the `android` section is drafted from
    /// its AndroidManifest.xml, each intent filter bound to the routes whose links both
    /// platforms open in the app (`AndroidDraftBinding`). A file for a domain the entitlements
    /// do not name, or a second file for one domain or for every domain, is an error that
    /// names the file and the domain.
    package init(_ app: AppDeclarations, aasaFiles: [DraftAASAFile], android: AndroidManifestDraft.Draft? = nil) throws(GoldenError) {
        var builder = DraftBuilder(app: app, readsAndroid: android != nil, androidSchemeHosts: android.map { DraftBuilder.schemeHosts(of: $0.section) } ?? [:])
        for (index, file) in aasaFiles.enumerated() {
            if let earlier = aasaFiles[..<index].first(where: { $0.domain == file.domain }) {
                let whose = file.domain.map { "for \($0)" } ?? "for every domain"
                throw GoldenError(.invalidField, file: file.path, "a second AASA file \(whose) (\(earlier.path) is one already): give each domain one file, as DOMAIN=FILE")
            }
            try builder.readAASA(file)
        }
        var json = builder.manifest()
        var androidNotes: [String] = []
        if let android {
            let binding = try AndroidDraftBinding(android, manifest: json)
            let comment = builder.decide("the signing certificates' SHA-256 fingerprints (sha256CertFingerprints: keytool -list -v, or Play Console's app signing page), which assetlinks check needs; and each filter's routes, bound where both platforms open the same link. Drafted from AndroidManifest.xml: " + binding.notes.joined(separator: ". "))
            json = json.setting("android", to: binding.section.setting("comment", to: comment))
            androidNotes = binding.notes
        }
        self.json = json
        self.androidNotes = androidNotes
        decisions = builder.decisions
    }
}

extension ManifestDraft {
    /// The last component of `bundleID` that names the app, as a manifest name: the product,
    /// not a platform or build word (`com.example.tidepool.ios` is `tidepool`, not `ios`);
    /// `app` when none does (an Xcode variable).
    static func appName(bundleID: String) -> String {
        let generic: Set<String> = ["app", "ios", "iphone", "ipad", "mobile", "client", "debug", "release", "beta", "prod", "dev"]
        let component = bundleID.split(separator: ".").reversed().first { part in
            !part.contains("$(") && !generic.contains(part.lowercased()) && part.contains { $0.isLetter }
        }
        return component.map { GoldenScaffold.slug(String($0)) } ?? "app"
    }
}

/// Builds the draft's JSON, counting the decisions it leaves.
private struct DraftBuilder {
    let app: AppDeclarations
    var decisions = 0
    var notes: [String] = []
    /// Each AASA file read, in the order given: its JSON, the domain it is for (nil: every
    /// domain without a file of its own), the file's name, and its rules for the app.
    var aasaFiles: [(json: JSONValue, domain: String?, file: String, rules: [AASARule])] = []
    var teamID: String?
    var bundleID: String

    /// The route names drafted so far.
    private var routeNames = Set<String>()

    /// `scheme://host[/path]` for each literal host (and literal `path`) of the custom-scheme
    /// intent filters of an Android section, by scheme.
    static func schemeHosts(of section: JSONValue) -> [String: [String]] {
        guard case .array(let filters)? = section["intentFilters"] else { return [:] }
        var hosts: [String: [String]] = [:]
        for filter in filters {
            let texts = { (key: String) -> [String] in
                guard case .array(let values)? = filter[key] else { return [] }
                return values.compactMap(\.stringValue)
            }
            let paths = texts("path").filter { $0.hasPrefix("/") && RouteTemplateText.isLiteral(String($0.dropFirst())) }
            for scheme in texts("scheme").map({ $0.lowercased() }) where scheme != "http" && scheme != "https" {
                for host in texts("host") where RouteTemplateText.isLiteral(host) && !host.isEmpty {
                    for path in paths.isEmpty ? [""] : paths where !(hosts[scheme]?.contains(scheme + "://" + host + path) ?? false) {
                        hosts[scheme, default: []].append(scheme + "://" + host + path)
                    }
                }
            }
        }
        return hosts
    }

    /// `base` as a route name, with `-2`, `-3`… when a route has it already.
    private mutating func uniqueRouteName(_ base: String) -> String {
        var name = GoldenScaffold.slug(base)
        var suffix = 2
        while !routeNames.insert(name).inserted {
            name = GoldenScaffold.slug(base) + "-\(suffix)"
            suffix += 1
        }
        return name
    }

    /// Whether an AndroidManifest.xml is drafted too (the manifest's comment names it).
    let readsAndroid: Bool

    /// The hosts (with a literal `path`, if any) the Android section's custom-scheme filters
    /// accept, by scheme: what the scheme's placeholder template is drafted on.
    let androidSchemeHosts: [String: [String]]

    init(app: AppDeclarations, readsAndroid: Bool, androidSchemeHosts: [String: [String]]) {
        self.app = app
        self.readsAndroid = readsAndroid
        self.androidSchemeHosts = androidSchemeHosts
        teamID = app.teamID
        bundleID = app.bundleID
    }

    mutating func decide(_ text: String) -> JSONValue {
        decisions += 1
        return .string(ManifestDraft.marker + " " + text)
    }

    /// The hosts the manifest may declare: applinks entries that are not wildcards, each once.
    private var domains: [AppLinksEntry] {
        var seen = Set<String>()
        return app.appLinks.filter { !$0.wildcard && DomainName.problem($0.host) == nil && seen.insert($0.host).inserted }
    }

    /// The index of the AASA file bound to `host`: its own, else the one for every domain.
    func aasaFile(of host: String) -> Int? {
        aasaFiles.firstIndex { $0.domain == host } ?? aasaFiles.firstIndex { $0.domain == nil }
    }

    /// The domains the AASA file at `index` is bound to, in entitlement order.
    func domains(boundTo index: Int) -> [String] {
        domains.map(\.host).filter { aasaFile(of: $0) == index }
    }

    mutating func readAASA(_ given: DraftAASAFile) throws(GoldenError) {
        let path = given.path
        let hosts = domains.map(\.host)
        if let domain = given.domain, !hosts.contains(domain) {
            let named = hosts.isEmpty ? "it names none that is not a wildcard" : "it names " + hosts.joined(separator: ", ")
            throw GoldenError(.invalidField, file: path, "the AASA file for \(domain): \(domain) is not an applinks: domain of the entitlements (\(named))")
        }
        guard !hosts.isEmpty else {
            throw GoldenError(.invalidField, file: path, "no applinks: domain of the entitlements to attach the AASA file to")
        }
        // Each error names the domain the file was given for.
        let whose = given.domain.map { "the AASA file for \($0): " } ?? ""
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: AASAParser.defaultSizeCap)
        } catch {
            throw GoldenError(.unreadable, file: path, whose + error.reason)
        }
        let json: JSONValue
        let document: AASADocument
        do {
            json = try JSONReader.read(bytes)
            document = try AASAParser.parse(json).document
        } catch let error as JSONReadError {
            throw GoldenError(.malformedJSON, file: path, line: error.line, column: error.column, whose + error.detail)
        } catch {
            throw GoldenError(.invalidField, file: path, whose + "not an AASA file")
        }
        let details = document.appLinks?.details ?? []
        // The entry for the app: by its app ID, or (no team written out) by its bundle ID.
        let entry = details.first { detail in
            detail.appIDs.contains { appID in
                teamID.map { appID == $0 + "." + bundleID } ?? (appID.hasSuffix("." + bundleID) || bundleID.contains("$("))
            }
        }
        guard let entry else {
            notes.append("\(path)\(given.domain.map { " (for \($0))" } ?? "") names no component for \(teamID ?? "TEAMID").\(bundleID): no routes were drafted from it")
            return
        }
        if teamID == nil || bundleID.contains("$("), let appID = entry.appIDs.first, let dot = appID.firstIndex(of: ".") {
            teamID = String(appID[..<dot])
            if bundleID.contains("$(") { bundleID = String(appID[appID.index(after: dot)...]) }
        }
        aasaFiles.append((json, given.domain, path.split(separator: "/").last.map(String.init) ?? path, entry.rules))
    }

    mutating func manifest() -> JSONValue {
        let name = ManifestDraft.appName(bundleID: bundleID)
        let schemes = app.schemes.map { $0.lowercased() }.filter { !$0.contains(":") && !$0.contains("$(") && $0 != "http" && $0 != "https" }
        for scheme in app.schemes where !schemes.contains(scheme.lowercased()) {
            notes.append("the URL scheme '\(scheme)' of Info.plist is left out (an Xcode variable, or not a custom scheme)")
        }
        var domainValues: [JSONValue] = []
        for entry in domains { domainValues.append(domainJSON(entry)) }
        for entry in app.appLinks where entry.wildcard {
            notes.append("\(entry.written) stands for every subdomain of \(entry.host); a manifest lists hosts exactly: add each host your links use as an associated domain")
        }
        for entry in app.appLinks where !entry.wildcard && DomainName.problem(entry.host) != nil {
            notes.append("\(entry.written): \(DomainName.problem(entry.host) ?? "")")
        }
        if !app.otherServices.isEmpty {
            notes.append("not link entries, left out: \(app.otherServices.joined(separator: ", "))")
        }
        let files = aasaFiles.map(\.file).enumerated().filter { index, file in !aasaFiles[..<index].contains { $0.file == file } }.map(\.element)
        let sources = ["Info.plist", "entitlements"] + files + (readsAndroid ? ["AndroidManifest.xml"] : [])
        var routes = aasaRoutes()
        routes += placeholderRoutes(schemes, domainsRouted: !routes.isEmpty)
        var identity: [(String, JSONValue)] = []
        if let teamID { identity.append(("teamID", .string(teamID))) }
        identity.append(("bundleID", .string(bundleID)))
        if teamID == nil { identity.append(("comment", decide("the Team ID (10 characters): neither the entitlements nor an AASA file wrote it out, and universal links are matched for TEAMID.\(bundleID)"))) }
        if bundleID.contains("$(") { identity.append(("comment", decide("the bundle ID: Info.plist has an Xcode variable (give the built app's Info.plist)"))) }
        var members: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("comment", .string("Drafted by linkproof init from the app's \(sources.dropLast().joined(separator: ", ")) and \(sources.last ?? ""). Each comment that starts with DECIDE and a colon marks what only you can decide. " + notes.joined(separator: ". "))),
            ("app", .object(identity)),
            ("schemes", .array(schemes.map(JSONValue.string))),
            ("associatedDomains", .array(domainValues)),
            ("routes", .array(routes)),
        ]
        if domainValues.isEmpty { members.removeAll { $0.0 == "associatedDomains" } }
        return .object(members)
    }

    /// An associated domain, bound to its own AASA file, else to the file given for every
    /// domain (a `www.` or staging domain usually serves the same file, which a person
    /// confirms for each but the first).
    private mutating func domainJSON(_ entry: AppLinksEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [("domain", .string(entry.host))]
        if let port = entry.port { members.append(("ports", .array([.number(Double(port))]))) }
        let index = aasaFile(of: entry.host)
        if let index, teamID != nil { members.append(("aasa", aasaFiles[index].json)) }
        var comment = "From \(entry.written)."
        switch entry.mode {
        case "developer"?:
            comment += " mode=developer: only development-signed builds, on a device with associated-domains development enabled, use this entry, and fetch the AASA file from the server directly rather than through Apple's CDN."
        case "managed"?, "developer+managed"?:
            comment += " mode=\(entry.mode ?? ""): the entry applies on managed (MDM) devices, which fetch the AASA file from the server directly."
        case let other?:
            comment += " mode=\(other): a mode this draft does not know."
        case nil:
            break
        }
        let first = index.map { aasaFiles[$0].domain != nil || domains(boundTo: $0).first == entry.host } ?? true
        if let index, first { comment += " Its AASA file is \(aasaFiles[index].file), inlined here." }
        if let index, !first {
            let aasa = aasaFiles[index]
            let owner = domains(boundTo: index).first ?? ""
            members.append(("comment", decide("whether \(entry.host) serves the AASA file of \(owner) (\(aasa.file), inlined here too, and the routes drafted from it are on both): replace it with this domain's own file if not (linkproof init --aasa \(entry.host)=FILE). " + comment)))
        } else {
            members.append(("comment", .string(comment)))
        }
        return .object(members)
    }

    /// One route per AASA rule that is not an exclusion, in file order, on the domains its file
    /// is bound to; a rule of a later file written as an earlier file's (path, query, fragment,
    /// case) adds its domains to that route.
    private mutating func aasaRoutes() -> [JSONValue] {
        var drafts: [AASARouteDraft] = []
        for (index, aasa) in aasaFiles.enumerated() {
            let bound = domains(boundTo: index)
            guard !bound.isEmpty else { continue }
            for rule in aasa.rules where !rule.exclude {
                let source = "\(aasa.file) \(rule.jsonPath)"
                if let same = drafts.firstIndex(where: { $0.file != index && $0.rule.isWrittenAs(rule) }) {
                    drafts[same].domains += bound.filter { !drafts[same].domains.contains($0) }
                    drafts[same].sources.append(source)
                    continue
                }
                drafts.append(draft(rule, file: index, source: source, on: bound))
            }
        }
        return drafts.map { draft in
            var route: [(String, JSONValue)] = [
                ("name", .string(draft.name)),
                ("comment", decide("is this route personal (acts only on a unique match) or risky (only asks to confirm)? Drafted from \(draft.sources.joined(separator: " and ")) \(draft.shape))")),
                ("templates", .array(draft.domains.map { .string("https://" + $0 + draft.rest) })),
            ]
            if !draft.parameters.isEmpty { route.append(("parameters", .object(draft.parameters))) }
            route += [("personal", .bool(false)), ("risky", .bool(false))]
            if draft.rule.flags.caseSensitive == false { route.append(("caseSensitive", .bool(false))) }
            return .object(route)
        }
    }

    /// The route `rule` (of the AASA file at `file`, at `source`) drafts, on `domains`.
    private mutating func draft(_ rule: AASARule, file: Int, source: String, on domains: [String]) -> AASARouteDraft {
        var parameters: [(String, JSONValue)] = []
        var literals: [String] = []
        let written = rule.path ?? "*"
        let segments = templateSegments(written, literals: &literals, parameters: &parameters)
        // A fragment the AASA file gives paths in (`#invite/*`) is read as the path is.
        var fragment: String?
        if let text = rule.fragment, text != "*", !text.isEmpty {
            fragment = (text.hasPrefix("/") ? "/" : "") + templateSegments(text, literals: &literals, parameters: &parameters).joined(separator: "/")
        }
        var query: [String] = []
        if case .items(let items)? = rule.query {
            for item in items where RouteTemplateText.isLiteral(item.name) {
                if RouteTemplateText.isLiteral(item.pattern), !item.pattern.isEmpty {
                    query.append(item.name + "=" + item.pattern)
                } else {
                    let parameter = RouteTemplateText.identifier(item.name, avoiding: parameters.map(\.0))
                    query.append(item.name + "={\(parameter)}")
                    parameters.append((parameter, typeJSON("AASA query item '\(item.name)': '\(item.pattern)'")))
                }
            }
        }
        var rest = "/" + segments.joined(separator: "/")
        if !query.isEmpty { rest += "?" + query.joined(separator: "&") }
        if let fragment { rest += "#" + fragment }
        let named = literals.filter { !$0.isEmpty }
        let base = named.isEmpty ? (parameters.isEmpty ? "home" : "path") : named.joined(separator: "-").lowercased()
        var shape = "('\(written)'"
        if case .whole(let text)? = rule.query { shape += ", query '\(text)' not drafted" }
        if let text = rule.fragment { shape += fragment == nil ? ", fragment '\(text)' not drafted: any fragment" : ", fragment '\(text)' read as a path" }
        if rule.flags.caseSensitive == false { shape += ", caseSensitive false: so is the route" }
        // On every domain the file is bound to: each of its links reaches the app.
        return AASARouteDraft(rule: rule, file: file, name: uniqueRouteName(base), sources: [source], shape: shape, rest: rest,
                              parameters: parameters, domains: domains)
    }

    /// The template segments of an AASA path (or fragment) pattern: literal segments as they
    /// are, the others parameters (added to `parameters`, each typed from its pattern) named
    /// from their own letters, else from the literal before them (added to `literals`).
    private mutating func templateSegments(_ written: String, literals: inout [String], parameters: inout [(String, JSONValue)]) -> [String] {
        var segments: [String] = []
        for (index, segment) in written.split(separator: "/", omittingEmptySubsequences: false).dropFirst(written.hasPrefix("/") ? 1 : 0).enumerated() {
            let text = String(segment)
            if RouteTemplateText.isLiteral(text) {
                segments.append(text)
                literals.append(text)
                continue
            }
            // The segment's own letters name it (`tide-??`: tide), else the literal before it.
            let stem = String(text.filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
            if !stem.isEmpty { literals.append(stem) }
            let parameter = RouteTemplateText.identifier(!stem.isEmpty ? stem : literals.last.map { $0 + "Segment" } ?? "segment\(index + 1)", avoiding: parameters.map(\.0))
            segments.append("{\(parameter)}")
            var why = "AASA segment '\(text)'"
            if text.contains("*") { why += " (its * also matches '/': this template takes one segment; add a template for each deeper path the app routes)" }
            parameters.append((parameter, typeJSON(why, segment: text)))
        }
        return segments
    }

    /// A route for the person to replace, `open`, on what no AASA path gave a route: each custom
    /// scheme of Info.plist (`SCHEME://open`, its links' hosts and paths the app's own), and
    /// without AASA paths each domain's root, so every scheme and domain the app declares has a
    /// template. None when there is nothing left to cover.
    private mutating func placeholderRoutes(_ schemes: [String], domainsRouted: Bool) -> [JSONValue] {
        let templates = schemes.flatMap { androidSchemeHosts[$0] ?? ["\($0)://open"] } + (domainsRouted ? [] : domains.map { "https://\($0.host)/" })
        guard !templates.isEmpty else { return [] }
        let why = domainsRouted ? "the custom schemes of Info.plist (CFBundleURLSchemes) name no path (a host only where an Android filter names one)" : "no AASA file gave paths"
        return [.object([
            ("name", .string(uniqueRouteName("open"))),
            ("comment", decide("a placeholder: \(why). Replace it with your app's routes.")),
            ("templates", .array(templates.map(JSONValue.string))),
            ("personal", .bool(false)), ("risky", .bool(false)),
        ])]
    }

    /// The loosest type a link can carry, marked for a person to narrow: any text, or for an
    /// AASA segment that mixes literals with wildcards (`tide-??`), the `pattern` it stands for
    /// within one segment (`tide-[!-~]{2}`-like: `?` one printable character, `*` any run).
    private mutating func typeJSON(_ source: String, segment: String? = nil) -> JSONValue {
        let comment = decide("this value's type and bounds (integer with minimum and maximum, pattern, enumeration, uuid, …); drafted from \(source)")
        if let segment, segment.contains(where: { $0 != "*" }), let pattern = RouteTemplateText.pattern(ofAASASegment: segment) {
            return .object([("type", .string("pattern")), ("pattern", .string(pattern)), ("comment", comment)])
        }
        return .object([("type", .string("string")), ("minLength", .number(1)), ("maxLength", .number(256)), ("comment", comment)])
    }
}

/// What a route template may hold, for the draft.
enum RouteTemplateText {
    /// Whether `text` can be a literal segment or query text of a template as it is.
    static func isLiteral(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || "-._~!$'()+,;=:@".utf8.contains($0) }
            && !text.contains("$(")
    }

    /// The `pattern` parameter type's text for an AASA path segment: `?` any printable
    /// ASCII character but `/`, `*` a run of them, every other character itself (escaped
    /// where the pattern syntax needs it); nil for a segment with other than printable ASCII
    /// or an AASA variable `$(…)`.
    static func pattern(ofAASASegment segment: String) -> String? {
        guard !segment.contains("$("), segment.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value < 0x7F }) else { return nil }
        let any = "[!-.0-~]"
        return segment.map { character in
            switch character {
            case "?": any
            case "*": any + "*"
            case "\\", "[", "]", "(", ")", "{", "}", "|", "+", ".", "^", "$", "-": "\\" + String(character)
            default: String(character)
            }
        }.joined()
    }

    /// A parameter name made from `text` (letters, digits, `_`; not starting with a digit), not in `avoiding`.
    static func identifier(_ text: String, avoiding used: [String]) -> String {
        var name = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if name.first.map({ !$0.isLetter && $0 != "_" }) ?? true { name = "p" + name }
        var candidate = name
        var suffix = 2
        while used.contains(candidate) {
            candidate = name + "\(suffix)"
            suffix += 1
        }
        return candidate
    }
}

/// A route drafted from an AASA rule: the rule and its file, the route's name, where it was
/// drafted from (`file $.path`, one per file that writes the rule) and the rule's shape in
/// words, the template after its host, its parameters, and the domains it is on.
private struct AASARouteDraft {
    let rule: AASARule
    let file: Int
    let name: String
    var sources: [String]
    let shape: String
    let rest: String
    let parameters: [(String, JSONValue)]
    var domains: [String]
}

extension AASARule {
    /// Whether `other` gives the same links as this rule by how it is written: its path, query
    /// and fragment patterns, its letter case and encoding (each true unless set false), and
    /// whether it excludes (not where it is or its comment).
    fileprivate func isWrittenAs(_ other: AASARule) -> Bool {
        path == other.path && query == other.query && fragment == other.fragment && exclude == other.exclude
            && (flags.caseSensitive ?? true) == (other.flags.caseSensitive ?? true) && (flags.percentEncoded ?? true) == (other.flags.percentEncoded ?? true)
    }
}
