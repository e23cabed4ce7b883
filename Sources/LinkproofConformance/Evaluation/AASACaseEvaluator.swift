import Foundation
import LinkproofCore

/// The AASA kinds (`aasa-match`, `aasa-validate`, `aasa-hosting`, `entitlement`): what the
/// AASA engine says about a case's association file, URL or entitlements
/// (README, "Kinds and their setup"). They have the `linkproof` profile only.
struct AASACaseEvaluator: Sendable {
    /// The files of `aasa/` by name.
    private let aasaFiles: [String: [UInt8]]
    private let manifests: [String: LinkManifest]

    init(suite: GoldenSuite) {
        manifests = suite.manifests
        let folder = suite.path("aasa")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String: [UInt8]] = [:]
        // A file over the cap is read only one byte past it: enough for the parser's AASA003.
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            if let bytes = try? BoundedFile.prefix(path, count: AASAParser.defaultSizeCap + 1) { files[name] = bytes }
        }
        aasaFiles = files
    }

    /// `{"decision": match/exclude/no_match, "rule": JSON path of the deciding rule or null}`.
    func match(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        let parsed = try aasa(golden)
        guard case .success(let document) = parsed else { return codes(validate(parsed)) }
        let manifestAppID = golden.manifest.flatMap { manifests[$0]?.app.appID }
        guard let appID = try setup.string("appID") ?? manifestAppID else { throw setup.missing("appID", at: "setup") }
        let domain = try setup.string("domain") ?? ""
        do throws(AASAURLError) {
            let explanation = try AASAMatcher(document.document).explain(appID: appID, domain: domain, url: golden.input.display)
            return .object([("decision", .string(explanation.decision.rawValue)), ("rule", explanation.decidingRule.map { .string($0.jsonPath) } ?? .null)])
        } catch {
            return .object([("error", .string(error.reason))])
        }
    }

    /// `{"codes": […]}` of the hosting check of `setup.response` {url, status, headers, aasa | body},
    /// or, for a request that got no response ({url, failure: the transport's words}), of the failed fetch.
    func hosting(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        guard let response = golden.setup["response"] else { throw setup.missing("response", at: "setup") }
        if let failure = try setup.string("failure", in: response, at: "setup.response") {
            let error = AASAFetchError(url: try setup.required("url", in: response, at: "setup.response"), reason: failure)
            return .object([("codes", .array([.string(error.diagnostic.code)]))])
        }
        var body = Array((try setup.string("body", in: response, at: "setup.response") ?? "").utf8)
        if response["aasa"] != nil { body = try aasaBytes(golden, in: response, at: "setup.response") }
        let headers = Dictionary(try setup.stringMap("headers", in: response, at: "setup.response"), uniquingKeysWith: { $1 })
        let checked = AASAHosting.check(AASAHostingResponse(
            url: try setup.required("url", in: response, at: "setup.response"),
            status: try setup.integer("status", in: response, at: "setup.response") ?? 200, headers: headers, body: body))
        return .object([("codes", .array(checked.map { .string($0.code) }))])
    }

    /// `{"entitlement": the entry that covers the input's host, or null}`, and the entries that do not parse.
    func entitlement(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
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
        let setup = SetupReader(golden: golden)
        let service = try setup.string("service") ?? "applinks"
        guard AASAEntitlement.services.contains(service) else {
            throw setup.invalid("setup.service", "service is one of \(AASAEntitlement.services.sorted().joined(separator: ", ")), not '\(service)'")
        }
        let deciding = AASAEntitlement.deciding(entries.map(\.entitlement), service: service, host: host)
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

    /// `{"codes": […]}`: the diagnostics of `setup.aasa`.
    func validation(_ golden: GoldenCase) throws(GoldenError) -> JSONValue {
        codes(validate(try aasa(golden)))
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
