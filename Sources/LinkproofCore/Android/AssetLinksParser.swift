/// Parses a statement list (`assetlinks.json`, an include file, an APK's `asset_statements`)
/// by the rules of Google's Digital Asset Links specification and compatibility suite: a
/// strict JSON array of statements; a statement that breaks a rule is dropped (with its
/// diagnostic) and the others still count; an `include` statement names another list and may
/// carry no `relation` or `target`.
package enum AssetLinksParser {
    /// The most bytes a statement list may hold (the API's own limit is not published; 1 MiB
    /// is far above any real file).
    public static let defaultSizeCap = 1 << 20

    /// The most statements one entry may give: its relations times its targets (an
    /// `android_app` target with F certificates is F targets). Checked before the entry is
    /// expanded; a real entry gives a handful.
    public static let maximumStatementsPerEntry = 1_024

    /// The most entries one list may hold, and the most statements its entries may give
    /// together: past either, the rest of the list is dropped with one `AL016`.
    public static let maximumStatementsPerList = 10_000

    /// What one list gives: its statements (each with `source` set), the include URLs in
    /// order, and the diagnostics.
    public struct Parsed: Sendable, Equatable {
        public var statements: [AssetLinksStatement] = []
        public var includes: [String] = []
        public var diagnostics: [AssetLinksDiagnostic] = []
    }

    /// Parses `bytes`, the list `document` (its URL, or a name) of `source`.
    public static func parse(_ bytes: [UInt8], source: AssetLinksAsset, document: String) -> Parsed {
        var parsed = Parsed()
        func report(_ code: AssetLinksDiagnostic.Code, _ path: String, _ message: String) {
            parsed.diagnostics.append(AssetLinksDiagnostic(code, document: document, path: path, message: message))
        }
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch {
            report(.notJSON, "$", "the statement list is not valid JSON: line \(error.line), column \(error.column): \(error.detail)")
            return parsed
        }
        switch value {
        case .array(let items):
            for (index, item) in items.enumerated() {
                let path = JSONPath.index("$", index)
                guard index < maximumStatementsPerList else {
                    report(.tooManyStatements, path, "the list has \(items.count) entries, over the cap of \(maximumStatementsPerList): the entries from here on are dropped")
                    break
                }
                do {
                    switch try statement(item, path: path) {
                    case .include(let url):
                        parsed.includes.append(url)
                    case .statements(let relations, let targets):
                        let count = relations.count * targets.count
                        guard parsed.statements.count + count <= maximumStatementsPerList else {
                            report(.tooManyStatements, path, "this entry's \(count) statement(s) would take the list past the cap of \(maximumStatementsPerList) statements: the entries from here on are dropped")
                            return parsed
                        }
                        for relation in relations {
                            parsed.statements += targets.map { AssetLinksStatement(source: source, relation: relation, target: $0) }
                        }
                    }
                } catch {
                    // The API's wording for a statement it skips (compatibility suite, comptest2003).
                    report(error.code, error.path, "Could not parse statement list: " + error.message)
                }
            }
        case .object, .string:
            report(.notAnArray, "$", "Could not parse statement list: expected a single array, found \(value.kind)")
        default:
            report(.notJSON, "$", "the statement list is not valid JSON in strict mode: a top-level \(value.kind)")
        }
        return parsed
    }

    private enum Entry {
        case include(String)
        /// Every relation granted to every target: not yet expanded.
        case statements(relations: [String], targets: [AssetLinksAsset])
    }

    private struct Failure: Error {
        let code: AssetLinksDiagnostic.Code
        let path: String
        let message: String
        init(_ code: AssetLinksDiagnostic.Code, _ path: String, _ message: String) {
            self.code = code
            self.path = path
            self.message = message
        }
    }

    private static func statement(_ value: JSONValue, path: String) throws(Failure) -> Entry {
        guard case .object = value else { throw Failure(.statementNotObject, path, "the statement is not an object (\(value.kind))") }
        if let include = value["include"] {
            let includePath = JSONPath.member(path, "include")
            if let field = ["relation", "target"].first(where: { value[$0] != nil }) {
                throw Failure(.includeWithStatementFields, JSONPath.member(path, field), "invalid field '\(field)' in an include statement")
            }
            guard case .string(let url) = include else { throw Failure(.invalidIncludeURL, includePath, "the include is \(include.kind), not a URL") }
            do {
                _ = try AssetLinksURL(url)
            } catch {
                throw Failure(.invalidIncludeURL, includePath, "include: \(error.message.replacingOccurrences(of: "Invalid site: ", with: ""))")
            }
            return .include(url)
        }
        let relations = try relations(value["relation"], path: JSONPath.member(path, "relation"))
        guard let targetValue = value["target"] else { throw Failure(.noTarget, path, "no target specified") }
        let targets = try assets(targetValue, path: JSONPath.member(path, "target"))
        guard relations.count * targets.count <= maximumStatementsPerEntry else {
            throw Failure(.tooManyStatements, path,
                          "\(relations.count) relation(s) times \(targets.count) target(s) is \(relations.count * targets.count) statements, over the cap of \(maximumStatementsPerEntry) for one entry: the entry is dropped")
        }
        return .statements(relations: relations, targets: targets)
    }

    private static func relations(_ value: JSONValue?, path: String) throws(Failure) -> [String] {
        guard let value else { throw Failure(.noRelation, path, "no relation array specified") }
        guard case .array(let items) = value else { throw Failure(.relationNotArray, path, "the relation is not an array (\(value.kind))") }
        guard !items.isEmpty else { throw Failure(.noRelation, path, "no relation array specified (it is empty)") }
        var relations: [String] = []
        for (index, item) in items.enumerated() {
            let itemPath = JSONPath.index(path, index)
            guard case .string(let text) = item else { throw Failure(.invalidRelation, itemPath, "invalid relation: \(item.kind), not a string") }
            do {
                relations.append(try AssetLinksRelation(text).text)
            } catch {
                throw Failure(.invalidRelation, itemPath, error.message)
            }
        }
        return relations
    }

    /// A `target` asset descriptor: one asset, or one per certificate of an `android_app`.
    private static func assets(_ value: JSONValue, path: String) throws(Failure) -> [AssetLinksAsset] {
        guard case .object = value else { throw Failure(.targetNotObject, path, "the asset descriptor is not an object (\(value.kind))") }
        let namespacePath = JSONPath.member(path, "namespace")
        switch value["namespace"] {
        case .string("web")?:
            guard case .string(let site)? = value["site"] else { throw Failure(.invalidSite, path, "no site field in web asset descriptor") }
            do {
                return [.web(try AssetLinksSite(site))]
            } catch {
                throw Failure(.invalidSite, JSONPath.member(path, "site"), error.message)
            }
        case .string("android_app")?:
            guard case .string(let package)? = value["package_name"] else {
                throw Failure(.invalidPackageName, path, "no package_name field in android app asset descriptor")
            }
            guard AssetLinksAndroidApp.isValidPackageName(package) else {
                throw Failure(.invalidPackageName, JSONPath.member(path, "package_name"), "invalid package name '\(package)'")
            }
            let fingerprintsPath = JSONPath.member(path, "sha256_cert_fingerprints")
            guard let fingerprintsValue = value["sha256_cert_fingerprints"] else {
                throw Failure(.invalidFingerprints, path, "no sha256_cert_fingerprints field in android app asset descriptor")
            }
            guard case .array(let items) = fingerprintsValue else {
                throw Failure(.invalidFingerprints, fingerprintsPath, "sha256_cert_fingerprints is not an array (\(fingerprintsValue.kind))")
            }
            guard !items.isEmpty else { throw Failure(.invalidFingerprints, fingerprintsPath, "sha256_cert_fingerprints must contain at least one certificate") }
            var assets: [AssetLinksAsset] = []
            for (index, item) in items.enumerated() {
                let itemPath = JSONPath.index(fingerprintsPath, index)
                guard case .string(let fingerprint) = item else {
                    throw Failure(.invalidFingerprints, itemPath, "a sha256_cert_fingerprints entry is \(item.kind), not a string")
                }
                guard AssetLinksAndroidApp.isValidFingerprint(fingerprint) else {
                    throw Failure(.invalidFingerprints, itemPath,
                                  "malformed cert fingerprint '\(fingerprint)': 32 bytes as upper-case hex pairs separated by ':'")
                }
                assets.append(.androidApp(packageName: package, fingerprint: fingerprint))
            }
            return assets
        default:
            let found: String
            switch value["namespace"] {
            case .string(let name)?: found = "'\(name)'"
            case let other?: found = other.kind
            case nil: found = "(none)"
            }
            throw Failure(.unknownNamespace, namespacePath, "unrecognized namespace \(found): web or android_app")
        }
    }
}
