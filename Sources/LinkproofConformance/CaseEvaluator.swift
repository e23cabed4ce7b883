import Foundation
import LinkproofCore

/// Gives a case's outcome under a profile, as the JSON the golden file records
/// (README, "Kinds and their setup").
public struct CaseEvaluator: Sendable {
    private let suite: GoldenSuite
    private let parsers: [String: DeepLinkParser]
    /// The files of `aasa/` by name.
    private let aasaFiles: [String: [UInt8]]

    public init(suite: GoldenSuite) {
        self.suite = suite
        parsers = suite.manifests.mapValues { DeepLinkParser(manifest: $0) }
        let folder = suite.path("aasa")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String: [UInt8]] = [:]
        for name in names {
            if let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) { files[name] = [UInt8](data) }
        }
        aasaFiles = files
    }

    /// The most times `setup.repeat` may decide a case.
    public static let maximumRepeats = 100

    /// The outcome of `golden` under `profile`; nil when the profile does not apply (the
    /// `document` profile of the AASA and shorten kinds, or of a manifest with no reference
    /// handler). With `setup.repeat` N the case is decided N times: the outcome is the one
    /// every repeat gave, or `{"repeats": [each outcome]}` when they disagree.
    public func outcome(of golden: GoldenCase, profile: Profile) throws(GoldenError) -> JSONValue? {
        let setup = SetupReader(golden: golden)
        let repeats = try setup.integer("repeat", in: golden.setup, at: "setup") ?? 1
        guard (1...Self.maximumRepeats).contains(repeats) else {
            throw setup.invalid("setup.repeat", "repeat is a whole number from 1 to \(Self.maximumRepeats)")
        }
        var outcomes: [JSONValue?] = []
        for _ in 0..<repeats { outcomes.append(try once(golden, profile: profile)) }
        guard let first = outcomes.first, outcomes.allSatisfy({ $0 == first }) else {
            return .object([("repeats", .array(outcomes.map { $0 ?? .null }))])
        }
        return first
    }

    private func once(_ golden: GoldenCase, profile: Profile) throws(GoldenError) -> JSONValue? {
        switch golden.kind {
        case .aasaMatch: return profile == .linkproof ? try aasaMatch(golden) : nil
        case .aasaValidate: return profile == .linkproof ? codes(validate(try aasa(golden))) : nil
        case .aasaHosting: return profile == .linkproof ? try hosting(golden) : nil
        case .entitlement: return profile == .linkproof ? try entitlement(golden) : nil
        case .route, .shortLink, .firstLaunch, .build, .shorten: return try decideLink(golden, profile: profile)
        }
    }

    /// The manifest of a case and its parser.
    private func app(_ golden: GoldenCase) throws(GoldenError) -> (manifest: LinkManifest, parser: DeepLinkParser) {
        guard let name = golden.manifest, let manifest = suite.manifests[name], let parser = parsers[name] else {
            throw SetupReader(golden: golden).missing("manifest", at: "manifest")
        }
        return (manifest, parser)
    }

    /// The outcome of the kinds that decide links under the manifest.
    private func decideLink(_ golden: GoldenCase, profile: Profile) throws(GoldenError) -> JSONValue? {
        let (manifest, parser) = try app(golden)
        let setup = SetupReader(golden: golden)
        let decide: (String, LinkContext) -> Decision
        switch profile {
        case .linkproof:
            decide = { input, context in parser.decide(input, context: context) }
        case .document:
            guard golden.kind.isRouteLike,
                  let handler = ReferenceHandlers.handler(for: manifest, shortLinks: Dictionary(try setup.stringMap("shortLinks"), uniquingKeysWith: { $1 }))
            else { return nil }
            decide = { input, context in handler.decide(input, context: context) }
        }
        let input = golden.input.display
        switch golden.kind {
        case .route:
            return JSONValue(encoding: profile == .linkproof
                ? parser.decide(utf8: golden.input.bytes, context: try setup.context())
                : decide(input, try setup.context()))
        case .firstLaunch:
            return JSONValue(encoding: decide(input, try setup.context(channel: .firstLaunch)))
        case .shortLink:
            return profile == .linkproof ? try shortLink(golden, parser: parser) : JSONValue(encoding: decide(input, .direct))
        case .build:
            let built = try build(golden, manifest: manifest)
            guard let url = built.url else { return built.outcome }
            let decision = JSONValue(encoding: decide(url, .direct))
            return profile == .linkproof ? built.outcome.setting("decision", to: decision) : decision
        case .shorten:
            return try GoldenShortener(golden: golden, manifest: manifest, parser: parser).outcome()
        case .aasaMatch, .aasaValidate, .aasaHosting, .entitlement:
            return nil
        }
    }

    /// `{"shortLink": decision of the input, "longLink": …, "decision": decision of the long link}`.
    private func shortLink(_ golden: GoldenCase, parser: DeepLinkParser) throws(GoldenError) -> JSONValue {
        let shortLinks = try SetupReader(golden: golden).stringMap("shortLinks")
        let first = parser.decide(utf8: golden.input.bytes)
        guard case .shortLink(let reference) = first else {
            return .object([("shortLink", JSONValue(encoding: first)), ("longLink", .null), ("decision", JSONValue(encoding: first))])
        }
        guard let longLink = shortLinks.last(where: { $0.key == reference.link })?.value else {
            let unresolved = Decision.reject(Rejection(.shortLinkUnresolved, at: nil, "the store has no long link for \(reference.link)"))
            return .object([("shortLink", JSONValue(encoding: first)), ("longLink", .null), ("decision", JSONValue(encoding: unresolved))])
        }
        let decision = parser.decide(longLink, context: LinkContext(channel: .resolvedShortLink))
        return .object([("shortLink", JSONValue(encoding: first)), ("longLink", .string(longLink)), ("decision", JSONValue(encoding: decision))])
    }

    /// The long link built from `input` {link, domainURIPrefix, parameters}, and its parameters
    /// read back; no URL, and `{"error", "fallback": the link}`, for a prefix that is not
    /// `https://HOST[/PATH]` (Firebase's builder is nil then, and the documents fall back to the link).
    private func build(_ golden: GoldenCase, manifest: LinkManifest) throws(GoldenError) -> (url: String?, outcome: JSONValue) {
        let setup = SetupReader(golden: golden)
        guard case .object(let spec) = golden.input else { throw setup.invalid("input", "the build kind takes an object input") }
        let object = JSONValue.object(spec.members)
        let link = try setup.required("link", in: object, at: "input")
        let prefixText = try setup.required("domainURIPrefix", in: object, at: "input")
        guard prefixText.hasPrefix("https://"), let host = prefixText.dropFirst(8).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first, !host.isEmpty else {
            return (nil, .object([("error", .string("the domainURIPrefix '\(prefixText)' is not https://HOST[/PATH]")), ("fallback", .string(link))]))
        }
        let prefix = DynamicLinkPrefix(host: String(host), path: String(prefixText.dropFirst(8 + host.count)))
        var components = DynamicLinkComponents(link: link, domainURIPrefix: prefix)
        for (name, value) in try setup.stringMap("parameters", in: object, at: "input") {
            guard let parameter = DynamicLinkParameter(rawValue: name) else { throw setup.invalid("input.parameters.\(name)", "unknown dynamic-link parameter '\(name)'") }
            components.parameters[parameter] = value
        }
        let url = components.url
        let parsed: JSONValue
        do {
            let read = try DynamicLinkComponents.parse(url, prefixes: [prefix] + manifest.dynamicLinkPrefixes)
            parsed = .object(read.parameters.map { ($0.key.rawValue, JSONValue.string($0.value)) }.sorted { $0.0 < $1.0 })
        } catch {
            parsed = JSONValue(encoding: Decision.reject(error.rejection))
        }
        return (url, .object([("url", .string(url)), ("parsed", parsed)]))
    }

    /// `{"decision": match/exclude/no_match, "rule": JSON path of the deciding rule or null}`.
    private func aasaMatch(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        let parsed = try aasa(golden)
        guard case .success(let document) = parsed else { return codes(validate(parsed)) }
        let manifestAppID = golden.manifest.flatMap { suite.manifests[$0]?.app.appID }
        guard let appID = try setup.string("appID") ?? manifestAppID else { throw setup.missing("appID", at: "setup") }
        let domain = try setup.string("domain") ?? ""
        do throws(AASAURLError) {
            let explanation = try AASAMatcher(document.document).explain(appID: appID, domain: domain, url: golden.input.display)
            return .object([("decision", .string(explanation.decision.rawValue)), ("rule", explanation.decidingRule.map { .string($0.jsonPath) } ?? .null)])
        } catch {
            return .object([("error", .string(error.reason))])
        }
    }

    /// `{"codes": […]}` of the hosting check of `setup.response` {url, status, headers, aasa | body}.
    private func hosting(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        guard let response = golden.setup["response"] else { throw setup.missing("response", at: "setup") }
        var body = Array((try setup.string("body", in: response, at: "setup.response") ?? "").utf8)
        if response["aasa"] != nil { body = try aasaBytes(golden, in: response, at: "setup.response") }
        let headers = Dictionary(try setup.stringMap("headers", in: response, at: "setup.response"), uniquingKeysWith: { $1 })
        let checked = AASAHosting.check(AASAHostingResponse(
            url: try setup.required("url", in: response, at: "setup.response"),
            status: try setup.integer("status", in: response, at: "setup.response") ?? 200, headers: headers, body: body))
        return .object([("codes", .array(checked.map { .string($0.code) }))])
    }

    /// `{"entitlement": the entry that covers the input's host, or null}`, and the entries that do not parse.
    private func entitlement(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        var entries: [(text: String, entitlement: AASAEntitlement)] = []
        var invalid: [JSONValue] = []
        for text in try SetupReader(golden: golden).strings("entitlements") {
            do {
                entries.append((text, try AASAEntitlement(text)))
            } catch {
                invalid.append(.object([("entry", .string(text)), ("reason", .string(error.reason))]))
            }
        }
        guard let host = try? AASAURLParts(url: golden.input.display).host else {
            return .object([("error", .string("not an absolute URL with a host"))])
        }
        let deciding = AASAEntitlement.deciding(entries.map(\.entitlement), host: host)
        let text = deciding.flatMap { chosen in entries.first { $0.entitlement == chosen }?.text }
        var outcome = JSONValue.object([("entitlement", text.map(JSONValue.string) ?? .null)])
        if !invalid.isEmpty { outcome = outcome.setting("invalid", to: .array(invalid)) }
        return outcome
    }

    /// The bytes of the association file `object[key]` names: a file of `aasa/` (with or
    /// without `.json`), or the file's JSON written inline.
    private func aasaBytes(_ golden: GoldenCase, in object: JSONValue, at path: String) throws(GoldenError) -> [UInt8] {
        let setup = SetupReader(golden: golden)
        switch object["aasa"] {
        case .string(let name)?:
            guard let bytes = aasaFiles[name] ?? aasaFiles[name + ".json"] else { throw setup.invalid(path + ".aasa", "no file aasa/\(name)") }
            return bytes
        case let inline? where inline.kind == "an object" || inline.kind == "an array":
            return Array(inline.compactText.utf8)
        case let other?:
            throw setup.invalid(path + ".aasa", "aasa is a file name in aasa/ or the file's JSON, not \(other.kind)")
        case nil:
            throw setup.missing("aasa", at: path)
        }
    }

    /// The association file of `setup.aasa`, parsed.
    private func aasa(_ golden: GoldenCase) throws(GoldenError) -> Result<AASAParsed, AASAParseError> {
        let bytes = try aasaBytes(golden, in: golden.setup, at: "setup")
        do {
            return .success(try AASAParser.parse(bytes))
        } catch {
            return .failure(error)
        }
    }

    private func validate(_ parsed: Result<AASAParsed, AASAParseError>) -> [AASADiagnostic] {
        switch parsed {
        case .success(let parsed): parsed.diagnostics + AASAValidator.validate(parsed.document)
        case .failure(let error): [error.diagnostic]
        }
    }

    private func codes(_ diagnostics: [AASADiagnostic]) -> JSONValue {
        .object([("codes", .array(diagnostics.map { .string($0.code) }))])
    }
}
