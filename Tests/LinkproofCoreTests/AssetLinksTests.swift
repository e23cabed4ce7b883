import Testing
@testable import LinkproofCore
import LinkproofHTTP

/// assetlinks.json parsing, validation and include resolution, with cases of our own for the
/// rules Google's compatibility suite covers (that suite runs only when present: see
/// `DigitalAssetLinksCompatibilityTests`).
@Suite struct AssetLinksTests {
    private static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")
    private static let site = try! AssetLinksSite("https://example.com")

    /// A valid fingerprint whose 32 bytes are all `byte`.
    private static func fingerprint(repeating byte: Int) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return Array(repeating: hex.count == 1 ? "0" + hex : hex, count: 32).joined(separator: ":")
    }

    private func parse(_ json: String) -> AssetLinksParser.Parsed {
        AssetLinksParser.parse(Array(json.utf8), source: .web(Self.site), document: "test")
    }

    private func codes(_ json: String) -> [String] { parse(json).diagnostics.map(\.code.rawValue) }

    /// Each text is refused by `read` with a message containing its expected words.
    private func expectRefused(_ cases: [(String, String)], _ read: (String) throws(AssetLinksSyntaxError) -> Void,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        for (text, message) in cases {
            do {
                try read(text)
                Issue.record("'\(text)' was accepted", sourceLocation: sourceLocation)
            } catch {
                #expect(error.message.contains(message), "'\(text)': \(error.message)", sourceLocation: sourceLocation)
            }
        }
    }

    private func app(_ package: String = "com.example.app", fingerprints: String? = nil) -> String {
        #"{"namespace": "android_app", "package_name": "\#(package)", "sha256_cert_fingerprints": \#(fingerprints ?? "[\"\(Self.fingerprint)\"]")}"#
    }

    @Test func aTypicalFileGivesOneStatementPerRelationAndCertificate() {
        let second = (0..<32).map { _ in "0F" }.joined(separator: ":")
        let parsed = parse(#"[{"relation": ["delegate_permission/common.handle_all_urls", "delegate_permission/common.get_login_creds"], "target": \#(app(fingerprints: "[\"\(Self.fingerprint)\", \"\(second)\"]"))}]"#)
        #expect(parsed.diagnostics == [])
        #expect(parsed.statements.count == 4)
        #expect(parsed.statements.first == AssetLinksStatement(source: .web(Self.site), relation: AssetLinksRelation.handleAllURLs,
                                                               target: .androidApp(packageName: "com.example.app", fingerprint: Self.fingerprint)))
    }

    @Test func strictJSONAndTheTopLevelArray() {
        #expect(codes("[{") == ["AL001"])
        #expect(codes("42") == ["AL001"])
        #expect(codes(#"{"relation": []}"#) == ["AL002"])
        #expect(codes(#""assetlinks""#) == ["AL002"])
        #expect(codes("true") == ["AL001"])
        #expect(codes(#"[{"relation": ["delegate_permission/common.handle_all_urls",], "target": \#(app())}]"#) == ["AL001"])
        #expect(codes("[]") == [])
    }

    /// An entry's relations × certificates is counted before it is expanded (the blow-up of
    /// issue 40: R relations and F fingerprints used to make R×F statements, unbounded).
    @Test func anEntryOverTheStatementCapIsDroppedBeforeExpansion() {
        let relations = (0..<33).map { "\"delegate_permission/r\($0)\"" }.joined(separator: ",")
        let fingerprints = (0..<32).map { "\"\(Self.fingerprint(repeating: $0))\"" }
        let over = parse(#"[{"relation": [\#(relations)], "target": \#(app(fingerprints: "[\(fingerprints.joined(separator: ","))]"))}, {"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}]"#)
        #expect(33 * 32 > AssetLinksParser.maximumStatementsPerEntry)
        #expect(over.diagnostics.map(\.code) == [.tooManyStatements])
        #expect(over.diagnostics.first?.path == "$[0]")
        #expect(over.diagnostics.first?.message.contains("33 relation(s) times 32 target(s) is 1056 statements, over the cap of 1024") == true)
        #expect(over.statements.count == 1, "the entry over the cap is dropped, the next one counts")
        let at = parse(#"[{"relation": [\#(relations.split(separator: ",").prefix(32).joined(separator: ","))], "target": \#(app(fingerprints: "[\(fingerprints.joined(separator: ","))]"))}]"#)
        #expect(at.diagnostics == [] && at.statements.count == 1_024)
    }

    /// A list stops at `maximumStatementsPerList` entries, and at as many statements, with one
    /// diagnostic rather than one per entry.
    @Test func aListPastTheListCapStopsWithOneDiagnostic() {
        let cap = AssetLinksParser.maximumStatementsPerList
        let entries = parse("[" + Array(repeating: "{}", count: cap + 5).joined(separator: ",") + "]")
        #expect(entries.diagnostics.count == cap + 1)
        #expect(entries.diagnostics.last?.code == .tooManyStatements)
        #expect(entries.diagnostics.last?.path == "$[\(cap)]")
        let relations = (0..<32).map { "\"delegate_permission/r\($0)\"" }.joined(separator: ",")
        let fingerprints = (0..<32).map { "\"\(Self.fingerprint(repeating: $0))\"" }
        let entry = #"{"relation": [\#(relations)], "target": \#(app(fingerprints: "[\(fingerprints.joined(separator: ","))]"))}"#
        let wide = parse("[" + Array(repeating: entry, count: cap / 1_024 + 2).joined(separator: ",") + "]")
        #expect(wide.statements.count == (cap / 1_024) * 1_024)
        #expect(wide.diagnostics.map(\.code) == [.tooManyStatements])
        #expect(wide.diagnostics.first?.path == "$[\(cap / 1_024)]")
    }

    /// Repeated statements across a list and its includes are kept once, in first-seen order.
    @Test func repeatedStatementsAreKeptOnceAcrossIncludes() throws {
        let statement = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}"#
        let other = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app("com.example.other"))}"#
        let resolution = try resolve(["https://example.com/.well-known/assetlinks.json":
                                          "[\(statement), \(statement), {\"include\": \"https://example.com/a.json\"}]",
                                      "https://example.com/a.json": "[\(other), \(statement), \(other)]"])
        #expect(resolution.diagnostics == [])
        #expect(resolution.statements.map(\.target) == [.androidApp(packageName: "com.example.app", fingerprint: Self.fingerprint),
                                                        .androidApp(packageName: "com.example.other", fingerprint: Self.fingerprint)])
    }

    /// A key repeated in one object refuses the whole list, as Android's verifier does:
    /// StatementService's `JsonParser` throws "Duplicate field name." (a `JSONException`),
    /// which `StatementParser.parseStatementList` does not catch (AOSP
    /// `frameworks/base/packages/StatementService`).
    @Test func aDuplicateKeyRefusesTheWholeListAsTheVerifierDoes() {
        let parsed = parse(#"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}, {"relation": ["a/b"], "relation": ["c/d"], "target": \#(app())}]"#)
        #expect(parsed.statements == [])
        #expect(parsed.diagnostics.map(\.code) == [.notJSON])
        #expect(parsed.diagnostics.first?.message.contains("duplicate key \"relation\"") == true)
    }

    @Test func aBrokenStatementIsDroppedAndTheRestCount() {
        let parsed = parse(#"[{}, 3, {"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}]"#)
        #expect(parsed.diagnostics.map(\.code) == [.noRelation, .statementNotObject])
        #expect(parsed.diagnostics.map(\.path) == ["$[0].relation", "$[1]"])
        #expect(parsed.statements.count == 1)
    }

    @Test func relationStrings() {
        for valid in ["delegate_permission/common.handle_all_urls", "navigate/yellow_brick_road", "delegate_permission/get_login_creds"] {
            #expect((try? AssetLinksRelation(valid)) != nil, "\(valid)")
        }
        let invalid: [(String, String)] = [("", "Invalid relation string"), ("handle_all_urls", "Invalid relation string"),
            ("a/b/c", "Invalid relation string"), ("Delegate_permission/x", "'kind'"), (" a/b", "'kind'"), ("a/", "'detail'"),
            ("a/*", "'detail'"), ("a/B", "'detail'"), ("a/b ", "'detail'"), ("/", "'kind'"), ("/open_links", "'kind'"),
            ("share,open_links", "Invalid relation string"), ("share / open_links", "'kind'"), ("share/open-links", "'detail'"),
            ("share/open_links?", "'detail'"), ("share/open%20links", "'detail'")]
        expectRefused(invalid) { text throws(AssetLinksSyntaxError) in _ = try AssetLinksRelation(text) }
        #expect(codes(#"[{"relation": "delegate_permission/common.handle_all_urls", "target": \#(app())}]"#) == ["AL005"])
        #expect(codes(#"[{"relation": [{}], "target": \#(app())}]"#) == ["AL006"])
        #expect(codes(#"[{"relation": [""], "target": \#(app())}]"#) == ["AL006"])
        #expect(codes(#"[{"relation": [], "target": \#(app())}]"#) == ["AL004"])
        let oneBad = parse(#"[{"relation": ["delegate_permission/common.handle_all_urls", "Share/x"], "target": \#(app())}]"#)
        #expect(oneBad.diagnostics.map(\.path) == ["$[0].relation[1]"])
        #expect(oneBad.statements == [], "one bad relation drops the whole statement")
    }

    @Test func targetsAndNamespaces() {
        let relation = #""relation": ["delegate_permission/common.handle_all_urls"]"#
        #expect(codes("[{\(relation)}]") == ["AL007"])
        #expect(codes(#"[{\#(relation), "target": "https://example.com"}]"#) == ["AL008"])
        #expect(codes(#"[{\#(relation), "target": {"namespace": "ios_app"}}]"#) == ["AL009"])
        #expect(codes(#"[{\#(relation), "target": {"namespace": "web"}}]"#) == ["AL010"])
    }

    @Test func sites() throws {
        #expect(try AssetLinksSite("HtTpS://Example.COM.").description == "https://example.com.")
        #expect(try AssetLinksSite("https://example.com:443").description == "https://example.com.")
        #expect(try AssetLinksSite("http://example.com:8080").description == "http://example.com.:8080")
        #expect(try AssetLinksSite("http://example.com:80").description == "http://example.com.")
        #expect(try AssetLinksSite("http://example.com:443").description == "http://example.com.:443", "443 is https's default, not http's")
        #expect(try AssetLinksSite("https://example.com:80").description == "https://example.com.:80")
        #expect(try AssetLinksSite("HTTPS://Example.com:443").statementListURL == "https://example.com/.well-known/assetlinks.json")
        #expect(try AssetLinksSite("http://example.com.:8080").statementListURL == "http://example.com:8080/.well-known/assetlinks.json")
        let refused: [(String, String)] = [("https://example.com/", "path"), ("https://example.com?q", "query"),
            ("https://example.com#f", "fragment"), ("https://u:p@example.com", "login"), ("mailto://a@example.com", "non-HTTP"),
            ("https://example.com:999999", "not a valid URL"), ("example.com", "not a valid URL"), ("", "not a valid URL"),
            ("https://example.com/.well-known/assetlinks.json", "path"), ("https://example.com:", "not a valid URL"),
            ("https://example.com:+443", "not a valid URL")]
        expectRefused(refused) { text throws(AssetLinksSyntaxError) in _ = try AssetLinksSite(text) }
    }

    @Test func packageNamesAndFingerprints() {
        #expect(AssetLinksAndroidApp.isValidPackageName("com.example.app_2"))
        for bad in ["", "B A D", " com.example", "com.example ", "com..example", "1com.example", "com.example.", "com.exa-mple"] {
            #expect(!AssetLinksAndroidApp.isValidPackageName(bad), "'\(bad)'")
        }
        #expect(AssetLinksAndroidApp.isValidFingerprint(Self.fingerprint))
        for bad in ["", Self.fingerprint.lowercased(), String(Self.fingerprint.dropFirst(3)), Self.fingerprint.replacingOccurrences(of: ":", with: ""),
                    "GG" + Self.fingerprint.dropFirst(2), " " + Self.fingerprint, Self.fingerprint + " ", Self.fingerprint + ":AB",
                    Self.fingerprint.replacingOccurrences(of: ":", with: "-")] {
            #expect(!AssetLinksAndroidApp.isValidFingerprint(bad), "'\(bad)'")
        }
        let relation = #""relation": ["delegate_permission/common.handle_all_urls"]"#
        #expect(codes(#"[{\#(relation), "target": {"namespace": "android_app", "sha256_cert_fingerprints": []}}]"#) == ["AL011"])
        #expect(codes(#"[{\#(relation), "target": \#(app("B A D"))}]"#) == ["AL011"])
        #expect(codes(#"[{\#(relation), "target": \#(app(""))}]"#) == ["AL011"])
        #expect(codes(#"[{\#(relation), "target": {"namespace": "android_app", "package_name": "a.b"}}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[]"))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "\"\(Self.fingerprint)\""))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[\"\(Self.fingerprint.lowercased())\"]"))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[{}]"))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[\"\"]"))}]"#) == ["AL012"])
        let oneBad = parse(#"[{\#(relation), "target": \#(app(fingerprints: "[\"\(Self.fingerprint)\", \"AB\"]"))}]"#)
        #expect(oneBad.statements == [] && oneBad.diagnostics.map(\.path) == ["$[0].target.sha256_cert_fingerprints[1]"],
                "one malformed certificate drops the whole statement")
    }

    @Test func includeStatements() {
        #expect(parse(#"[{"include": "https://example.com/more.json", "comment": "extra fields are allowed"}]"#).includes == ["https://example.com/more.json"])
        #expect(codes(#"[{"include": "https://example.com/more.json", "target": \#(app())}]"#) == ["AL013"])
        #expect(codes(#"[{"include": "ftp://example.com/more.json"}]"#) == ["AL014"])
        #expect(codes(#"[{"include": "https://example.com:999999/x"}]"#) == ["AL014"])
        #expect(codes(#"[{"include": "https://u@example.com/more.json"}]"#) == ["AL014"])
        #expect(codes(#"[{"include": ["https://example.com/more.json"]}]"#) == ["AL014"])
        #expect(codes(#"[{"include": "https://example.com/more.json", "relation": []}]"#) == ["AL013"])
        let mixed = parse(#"[{"include": "https://example.com/a.json"}, {"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}]"#)
        #expect(mixed.includes == ["https://example.com/a.json"] && mixed.statements.count == 1)
    }

    /// A resolver whose web is `served` (URL to body); any other URL is unreachable.
    private func resolver(_ served: [String: String], fetchBudget: Int = AssetLinksResolver.defaultFetchBudget) -> AssetLinksResolver {
        AssetLinksResolver(fetchBudget: fetchBudget) { url in
            served[url].map { .success(Array($0.utf8)) }
                ?? .failure(AssetLinksFetchFailure([AssetLinksDiagnostic(.unreachable, document: url, path: "$", message: "not served")]))
        }
    }

    private func resolve(_ served: [String: String], site: String = "https://example.com") throws -> AssetLinksResolution {
        resolver(served).statements(of: try AssetLinksSite(site))
    }

    @Test func includesAreFollowedWithinTheirRules() throws {
        let statement = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}"#
        let target = AssetLinksAsset.androidApp(packageName: "com.example.app", fingerprint: Self.fingerprint)
        let followed = try resolve(["https://example.com/.well-known/assetlinks.json": #"[{"include": "https://cdn.example.com/a.json"}]"#,
                                    "https://cdn.example.com/a.json": "[\(statement)]"])
        #expect(followed.diagnostics == [])
        #expect(followed.check(relation: AssetLinksRelation.handleAllURLs, target: target))
        let insecure = try resolve(["https://example.com/.well-known/assetlinks.json": #"[{"include": "http://cdn.example.com/a.json"}, \#(statement)]"#])
        #expect(insecure.diagnostics.map(\.code) == [.insecureInclude])
        #expect(insecure.check(relation: AssetLinksRelation.handleAllURLs, target: target))
        let loop = try resolve(["https://example.com/.well-known/assetlinks.json": #"[{"include": "https://example.com/a.json"}]"#,
                                "https://example.com/a.json": #"[{"include": "https://example.com/.well-known/assetlinks.json"}, \#(statement)]"#])
        #expect(loop.diagnostics.map(\.code) == [.fetchBudgetExhausted])
        #expect(loop.statements.count == 1)
        let broken = try resolve(["https://example.com/.well-known/assetlinks.json": #"[{"include": "https://example.com/a.json"}, \#(statement)]"#,
                                  "https://example.com/a.json": "INVALID"])
        #expect(broken.diagnostics.map(\.code) == [.notJSON])
        #expect(broken.statements.count == 1)
    }

    @Test func secureAndInsecureIncludeChains() throws {
        let statement = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}"#
        // An http site is not secure: it may include http files.
        let plain = try resolve(["http://example.com/.well-known/assetlinks.json": #"[{"include": "http://cdn.example.com/a.json"}]"#,
                                 "http://cdn.example.com/a.json": "[\(statement)]"], site: "http://example.com")
        #expect(plain.diagnostics == [] && plain.statements.count == 1)
        // But an https file it includes is, and that file may not include http in turn.
        let chain = try resolve(["http://example.com/.well-known/assetlinks.json": #"[{"include": "https://cdn.example.com/a.json"}]"#,
                                 "https://cdn.example.com/a.json": #"[{"include": "http://cdn.example.com/b.json"}]"#,
                                 "http://cdn.example.com/b.json": "[\(statement)]"], site: "http://example.com")
        #expect(chain.diagnostics.map(\.code) == [.insecureInclude])
        #expect(chain.diagnostics.first?.message.hasPrefix("Insecure include file included by secure include file") == true)
        #expect(chain.statements == [])
        // An app's own list is secure (the APK is signed): its includes must be https.
        let app = resolver(["http://cdn.example.com/b.json": "[\(statement)]"])
            .statements(ofApp: "com.example.app", fingerprint: Self.fingerprint, list: Array(#"[{"include": "http://cdn.example.com/b.json"}]"#.utf8))
        #expect(app.diagnostics.map(\.code) == [.insecureInclude])
        #expect(app.diagnostics.first?.message.hasPrefix("Insecure URL in fetch stack of secure asset") == true)
        #expect(app.statements == [])
    }

    @Test func anIncludeThatIsNotJSONLosesEveryStatementInIt() throws {
        let statement = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}"#
        let other = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app("com.example.other"))}"#
        let resolution = try resolve(["https://example.com/.well-known/assetlinks.json":
                                          #"[{"include": "https://example.com/broken.json"}, {"include": "https://example.com/good.json"}]"#,
                                      "https://example.com/broken.json": "[\(other), {oops}]",
                                      "https://example.com/good.json": "[\(statement)]"])
        #expect(resolution.diagnostics.map(\.code) == [.notJSON])
        #expect(resolution.statements.map(\.target) == [.androidApp(packageName: "com.example.app", fingerprint: Self.fingerprint)],
                "the statement before the syntax error is lost with its file; the other include still counts")
        let unreachable = try resolve(["https://example.com/.well-known/assetlinks.json":
                                           #"[{"include": "https://example.com/missing.json"}, \#(statement)]"#])
        #expect(unreachable.diagnostics.map(\.code) == [.unreachable] && unreachable.statements.count == 1)
    }

    @Test func theFetchBudgetEndsALongChain() throws {
        let budget = AssetLinksResolver.defaultFetchBudget
        // The site's list includes file 1, which includes 2, and so on; each file grants one package.
        var served = ["https://example.com/.well-known/assetlinks.json": #"[{"include": "https://example.com/1.json"}]"#]
        for index in 1...(budget + 2) {
            let grant = #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app("com.example.app\(index)"))}"#
            served["https://example.com/\(index).json"] = #"[{"include": "https://example.com/\#(index + 1).json"}, \#(grant)]"#
        }
        let resolution = try resolve(served)
        #expect(resolution.diagnostics.map(\.code) == [.fetchBudgetExhausted])
        #expect(resolution.statements.count == budget - 1, "the site's own list and \(budget - 1) includes make \(budget) fetches")
        let small = resolver(served, fetchBudget: 2).statements(of: try AssetLinksSite("https://example.com"))
        #expect(small.statements.count == 1 && small.diagnostics.map(\.code) == [.fetchBudgetExhausted])
    }

    @Test func anAppsOwnListFollowsTheSameRules() {
        let list = #"[{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://Example.com"}}, [], {"include": "https://example.com/more.json"}]"#
        let more = #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app("com.example.other"))}]"#
        let resolution = resolver(["https://example.com/more.json": more])
            .statements(ofApp: "com.example.app", fingerprint: Self.fingerprint, list: Array(list.utf8))
        let source = AssetLinksAsset.androidApp(packageName: "com.example.app", fingerprint: Self.fingerprint)
        #expect(resolution.diagnostics.map(\.code) == [.statementNotObject])
        #expect(resolution.statements.map(\.source) == [source, source], "an included file's statements are the app's own")
        #expect(resolution.check(relation: "delegate_permission/common.get_login_creds", target: .web(Self.site)))
        #expect(resolution.check(relation: AssetLinksRelation.handleAllURLs,
                                 target: .androidApp(packageName: "com.example.other", fingerprint: Self.fingerprint)))
        #expect(resolver([:]).statements(ofApp: "com.example.app", fingerprint: Self.fingerprint, list: Array("[".utf8)).diagnostics.map(\.code) == [.notJSON])
    }

    @Test func checkAndListMatchRelationsAndTargetsExactly() throws {
        let second = (0..<32).map { _ in "0F" }.joined(separator: ":")
        let list = """
            [{"relation": ["delegate_permission/common.handle_all_urls", "delegate_permission/common.get_login_creds"],
              "target": {"namespace": "web", "site": "http://plain.example.com"}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "https://port.example.com:8443"}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": \(app(fingerprints: "[\"\(Self.fingerprint)\", \"\(second)\"]"))}]
            """
        let resolution = try resolve(["https://example.com/.well-known/assetlinks.json": list])
        func web(_ site: String) throws -> AssetLinksAsset { .web(try AssetLinksSite(site)) }
        let relation = AssetLinksRelation.handleAllURLs
        #expect(resolution.diagnostics == [])
        // Relations match as whole strings: the same detail under another kind is another relation.
        #expect(try resolution.check(relation: "delegate_permission/common.get_login_creds", target: web("http://plain.example.com")))
        #expect(try !resolution.check(relation: "navigate/common.handle_all_urls", target: web("http://plain.example.com")))
        #expect(try !resolution.check(relation: "delegate_permission/common.get_login_creds", target: web("https://port.example.com:8443")))
        // Web targets match on scheme, host and port, a default port written or not.
        #expect(try resolution.check(relation: relation, target: web("HTTP://PLAIN.example.com.:80")))
        #expect(try !resolution.check(relation: relation, target: web("https://plain.example.com")))
        #expect(try !resolution.check(relation: relation, target: web("http://plain.example.com:443")))
        #expect(try resolution.check(relation: relation, target: web("https://port.example.com:8443")))
        #expect(try !resolution.check(relation: relation, target: web("https://port.example.com")))
        #expect(try !resolution.check(relation: relation, target: web("http://port.example.com:8443")))
        // App targets match on the package and any one of its certificates.
        #expect(resolution.check(relation: relation, target: .androidApp(packageName: "com.example.app", fingerprint: second)))
        #expect(!resolution.check(relation: relation, target: .androidApp(packageName: "com.example.app.debug", fingerprint: Self.fingerprint)))
        #expect(!resolution.check(relation: relation, target: .androidApp(packageName: "com.example.app",
                                                                           fingerprint: (0..<32).map { _ in "AA" }.joined(separator: ":"))))
        // A list without a relation is every statement; with one, only its statements, and none is no error.
        #expect(resolution.list(relation: nil).count == 5)
        #expect(resolution.list(relation: "delegate_permission/common.get_login_creds").count == 1)
        #expect(resolution.list(relation: "delegate_permission/common.other") == [])
        #expect(resolution.noStatementsDiagnostic(document: "test") == nil)
    }

    @Test func aSourceIsItsSchemeHostAndPort() throws {
        let statement = #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": \#(app())}]"#
        let served = ["http://example.com:8080/.well-known/assetlinks.json": statement]
        let source = AssetLinksAsset.web(try AssetLinksSite("http://example.com:8080"))
        #expect(try resolve(served, site: "HTTP://example.com.:8080").statements.map(\.source) == [source])
        for other in ["https://example.com:8080", "http://example.com", "https://example.com"] {
            let resolution = try resolve(served, site: other)
            #expect(resolution.statements == [] && resolution.diagnostics.map(\.code) == [.unreachable], "\(other)")
        }
        let empty = try resolve(["https://example.com/.well-known/assetlinks.json": "[]"])
        #expect(empty.noStatementsDiagnostic(document: "https://example.com.")?.code == .noStatements)
        #expect(try resolve([:]).noStatementsDiagnostic(document: "https://example.com.") == nil, "the fetch error is the answer")
    }
}

/// The hosting rules of `AssetLinksFetcher`, against the loopback server.
@Suite(.serialized) struct AssetLinksHostingTests {
    private static let path = "/.well-known/assetlinks.json"
    private static let body = #"[{"include": "http://127.0.0.1:1/x.json", "comment": "never fetched over http from https"}]"#

    private func fetch(_ routes: [String: Any], sizeCap: Int = AssetLinksParser.defaultSizeCap) throws -> Result<[UInt8], AssetLinksFetchFailure> {
        let server = try LoopbackServer(routes: routes)
        let fetcher = AssetLinksFetcher(transport: PlatformHTTPTransport(), sizeCap: sizeCap, timeout: 5, allowLoopbackHTTP: true)
        return fetcher.fetch(fetcher.statementListURL(domain: "127.0.0.1:\(server.port)"))
    }

    private func code(_ result: Result<[UInt8], AssetLinksFetchFailure>) -> AssetLinksDiagnostic.Code? {
        if case .failure(let failure) = result { return failure.diagnostics.first?.code }
        return nil
    }

    @Test func servedAsTheVerifierWantsIt() throws {
        let result = try fetch([Self.path: ["headers": ["Content-Type": "application/json; charset=utf-8"], "body": Self.body]])
        #expect(try result.get() == Array(Self.body.utf8))
    }

    @Test func redirectsContentTypesStatusesAndSize() throws {
        #expect(code(try fetch([Self.path: ["status": 301, "headers": ["Location": "/elsewhere"]]])) == .redirected)
        #expect(code(try fetch([Self.path: ["headers": ["Content-Type": "text/html"], "body": Self.body]])) == .notJSONContentType)
        #expect(code(try fetch([:])) == .badStatus)
        #expect(code(try fetch([Self.path: ["bodyBytes": 2_000]], sizeCap: 1_000)) == .tooLarge)
    }

    @Test func plainHTTPIsRefusedBeyondLoopback() {
        #expect(code(AssetLinksFetcher(transport: PlatformHTTPTransport()).fetch("http://example.com/.well-known/assetlinks.json")) == .notHTTPS)
    }
}
