import LinkproofCore

/// A link manifest drafted from an app's own files (`linkproof init --info-plist …
/// --entitlements … [--aasa FILE]`): the bundle ID and schemes, the associated domains (each
/// entry's `?mode=` and `*.` stated in a comment), and one route per AASA component path, its
/// wildcards as parameters. What only a person can decide — each parameter's type and bounds,
/// whether a route is `personal` or `risky`, hosts behind a wildcard — is written as a
/// comment beginning `DECIDE:`, in a draft that loads and validates as it is.
public struct ManifestDraft {
    /// The manifest, as JSON.
    public let json: JSONValue
    /// How many `DECIDE:` comments the draft holds.
    public let decisions: Int

    /// The marker of what a person must decide, at the start of a comment.
    public static let marker = "DECIDE:"

    /// What the `android` section's draft could not read, and its filters and routes left
    /// unbound; empty without one. For the user to read (`init` prints them on stderr).
    public let androidNotes: [String]

    /// Drafts from the app's declarations and, optionally, the AASA file at `aasaPath`
    /// (attached to the first associated domain that is not a wildcard) and the `android`
    /// section drafted from its AndroidManifest.xml, each intent filter bound to the routes
    /// whose links both platforms open in the app (`AndroidDraftBinding`).
    public init(_ app: AppDeclarations, aasaPath: String?, android: AndroidManifestDraft.Draft? = nil) throws(GoldenError) {
        var builder = DraftBuilder(app: app, readsAndroid: android != nil)
        if let aasaPath { try builder.readAASA(aasaPath) }
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

/// Builds the draft's JSON, counting the decisions it leaves.
private struct DraftBuilder {
    let app: AppDeclarations
    var decisions = 0
    var notes: [String] = []
    /// The AASA file's JSON, its domain, the file's name, and the rules for the app.
    var aasa: (json: JSONValue, domain: String, file: String, rules: [AASARule])?
    var teamID: String?
    var bundleID: String

    /// Whether an AndroidManifest.xml is drafted too (the manifest's comment names it).
    let readsAndroid: Bool

    init(app: AppDeclarations, readsAndroid: Bool) {
        self.app = app
        self.readsAndroid = readsAndroid
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

    mutating func readAASA(_ path: String) throws(GoldenError) {
        guard let domain = domains.first?.host else {
            throw GoldenError(.invalidField, file: path, "no applinks: domain of the entitlements to attach the AASA file to")
        }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: AASAParser.defaultSizeCap)
        } catch {
            throw GoldenError(.unreadable, file: path, error.reason)
        }
        let json: JSONValue
        let document: AASADocument
        do {
            json = try JSONReader.read(bytes)
            document = try AASAParser.parse(json).document
        } catch let error as JSONReadError {
            throw GoldenError(.malformedJSON, file: path, line: error.line, column: error.column, error.detail)
        } catch {
            throw GoldenError(.invalidField, file: path, "not an AASA file")
        }
        let details = document.appLinks?.details ?? []
        // The entry for the app: by its app ID, or (no team written out) by its bundle ID.
        let entry = details.first { detail in
            detail.appIDs.contains { appID in
                teamID.map { appID == $0 + "." + bundleID } ?? (appID.hasSuffix("." + bundleID) || bundleID.contains("$("))
            }
        }
        guard let entry else {
            notes.append("\(path) names no component for \(teamID ?? "TEAMID").\(bundleID): no routes were drafted from it")
            return
        }
        if teamID == nil || bundleID.contains("$("), let appID = entry.appIDs.first, let dot = appID.firstIndex(of: ".") {
            teamID = String(appID[..<dot])
            if bundleID.contains("$(") { bundleID = String(appID[appID.index(after: dot)...]) }
        }
        aasa = (json, domain, path.split(separator: "/").last.map(String.init) ?? path, entry.rules)
    }

    mutating func manifest() -> JSONValue {
        let name = GoldenScaffold.slug(String(bundleID.split(separator: ".").last ?? "app"))
        let schemes = app.schemes.map { $0.lowercased() }.filter { !$0.contains(":") && !$0.contains("$(") && $0 != "http" && $0 != "https" }
        for scheme in app.schemes where !schemes.contains(scheme.lowercased()) {
            notes.append("the URL scheme '\(scheme)' of Info.plist is left out (an Xcode variable, or not a custom scheme)")
        }
        let domainValues = domains.map(domainJSON)
        for entry in app.appLinks where entry.wildcard {
            notes.append("\(entry.written) stands for every subdomain of \(entry.host); a manifest lists hosts exactly: add each host your links use as an associated domain")
        }
        for entry in app.appLinks where !entry.wildcard && DomainName.problem(entry.host) != nil {
            notes.append("\(entry.written): \(DomainName.problem(entry.host) ?? "")")
        }
        if !app.otherServices.isEmpty {
            notes.append("not link entries, left out: \(app.otherServices.joined(separator: ", "))")
        }
        let sources = ["Info.plist", "entitlements"] + (aasa.map { [$0.file] } ?? []) + (readsAndroid ? ["AndroidManifest.xml"] : [])
        var routes = aasaRoutes()
        if routes.isEmpty { routes = placeholderRoutes(schemes) }
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

    private func domainJSON(_ entry: AppLinksEntry) -> JSONValue {
        var members: [(String, JSONValue)] = [("domain", .string(entry.host))]
        if let port = entry.port { members.append(("ports", .array([.number(Double(port))]))) }
        if let aasa, aasa.domain == entry.host, teamID != nil { members.append(("aasa", aasa.json)) }
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
        if let aasa, aasa.domain == entry.host { comment += " Its AASA file is \(aasa.file), inlined here." }
        members.append(("comment", .string(comment)))
        return .object(members)
    }

    /// One route per AASA rule that is not an exclusion, in file order.
    private mutating func aasaRoutes() -> [JSONValue] {
        guard let aasa else { return [] }
        var names = Set<String>()
        var routes: [JSONValue] = []
        for rule in aasa.rules where !rule.exclude {
            var parameters: [(String, JSONValue)] = []
            var segments: [String] = []
            var literals: [String] = []
            let written = rule.path ?? "*"
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
            var template = "https://" + aasa.domain + "/" + segments.joined(separator: "/")
            if !query.isEmpty { template += "?" + query.joined(separator: "&") }
            let named = literals.filter { !$0.isEmpty }
            let base = named.isEmpty ? (parameters.isEmpty ? "home" : "path") : named.joined(separator: "-").lowercased()
            var name = GoldenScaffold.slug(base)
            var suffix = 2
            while !names.insert(name).inserted {
                name = GoldenScaffold.slug(base) + "-\(suffix)"
                suffix += 1
            }
            var drafted = "\(aasa.file) \(rule.jsonPath) ('\(written)'"
            if case .whole(let text)? = rule.query { drafted += ", query '\(text)' not drafted" }
            if rule.fragment != nil { drafted += ", fragment not drafted: a fragment is never matched" }
            if rule.flags.caseSensitive == false { drafted += ", caseSensitive false: so is the route" }
            var route: [(String, JSONValue)] = [
                ("name", .string(name)),
                ("comment", decide("is this route personal (acts only on a unique match) or risky (only asks to confirm)? Drafted from \(drafted))")),
                ("templates", .array([.string(template)])),
            ]
            if !parameters.isEmpty { route.append(("parameters", .object(parameters))) }
            route += [("personal", .bool(false)), ("risky", .bool(false))]
            if rule.flags.caseSensitive == false { route.append(("caseSensitive", .bool(false))) }
            routes.append(.object(route))
        }
        return routes
    }

    /// Without AASA paths, one route a scheme (or the first domain's root) for the person to replace.
    private mutating func placeholderRoutes(_ schemes: [String]) -> [JSONValue] {
        let templates = schemes.isEmpty ? domains.prefix(1).map { "https://\($0.host)/" } : schemes.map { "\($0)://open" }
        return [.object([
            ("name", .string("open")),
            ("comment", decide("a placeholder: no AASA file gave paths. Replace it with your app's routes.")),
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
