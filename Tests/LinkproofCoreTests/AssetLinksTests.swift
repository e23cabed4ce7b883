import Testing
@testable import LinkproofCore
import LinkproofHTTP

/// assetlinks.json parsing, validation and include resolution, with cases of our own for the
/// rules Google's compatibility suite covers (that suite runs only when present: see
/// `DigitalAssetLinksCompatibilityTests`).
@Suite struct AssetLinksTests {
    private static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")
    private static let site = try! AssetLinksSite("https://example.com")

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
        #expect(codes(#"[{"relation": ["delegate_permission/common.handle_all_urls",], "target": \#(app())}]"#) == ["AL001"])
        #expect(codes("[]") == [])
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
            ("a/*", "'detail'"), ("a/B", "'detail'"), ("a/b ", "'detail'")]
        expectRefused(invalid) { text throws(AssetLinksSyntaxError) in _ = try AssetLinksRelation(text) }
        #expect(codes(#"[{"relation": "delegate_permission/common.handle_all_urls", "target": \#(app())}]"#) == ["AL005"])
        #expect(codes(#"[{"relation": [{}], "target": \#(app())}]"#) == ["AL006"])
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
        let refused: [(String, String)] = [("https://example.com/", "path"), ("https://example.com?q", "query"),
            ("https://example.com#f", "fragment"), ("https://u:p@example.com", "login"), ("mailto://a@example.com", "non-HTTP"),
            ("https://example.com:999999", "not a valid URL"), ("example.com", "not a valid URL")]
        expectRefused(refused) { text throws(AssetLinksSyntaxError) in _ = try AssetLinksSite(text) }
    }

    @Test func packageNamesAndFingerprints() {
        #expect(AssetLinksAndroidApp.isValidPackageName("com.example.app_2"))
        for bad in ["", "B A D", " com.example", "com..example", "1com.example", "com.example."] {
            #expect(!AssetLinksAndroidApp.isValidPackageName(bad), "'\(bad)'")
        }
        #expect(AssetLinksAndroidApp.isValidFingerprint(Self.fingerprint))
        for bad in ["", Self.fingerprint.lowercased(), String(Self.fingerprint.dropFirst(3)), Self.fingerprint.replacingOccurrences(of: ":", with: ""),
                    "GG" + Self.fingerprint.dropFirst(2)] {
            #expect(!AssetLinksAndroidApp.isValidFingerprint(bad), "'\(bad)'")
        }
        let relation = #""relation": ["delegate_permission/common.handle_all_urls"]"#
        #expect(codes(#"[{\#(relation), "target": {"namespace": "android_app", "sha256_cert_fingerprints": []}}]"#) == ["AL011"])
        #expect(codes(#"[{\#(relation), "target": \#(app("B A D"))}]"#) == ["AL011"])
        #expect(codes(#"[{\#(relation), "target": {"namespace": "android_app", "package_name": "a.b"}}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[]"))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "\"\(Self.fingerprint)\""))}]"#) == ["AL012"])
        #expect(codes(#"[{\#(relation), "target": \#(app(fingerprints: "[\"\(Self.fingerprint.lowercased())\"]"))}]"#) == ["AL012"])
    }

    @Test func includeStatements() {
        #expect(parse(#"[{"include": "https://example.com/more.json", "comment": "extra fields are allowed"}]"#).includes == ["https://example.com/more.json"])
        #expect(codes(#"[{"include": "https://example.com/more.json", "target": \#(app())}]"#) == ["AL013"])
        #expect(codes(#"[{"include": "ftp://example.com/more.json"}]"#) == ["AL014"])
        #expect(codes(#"[{"include": "https://example.com:999999/x"}]"#) == ["AL014"])
    }

    private func resolve(_ served: [String: String], site: String = "https://example.com") throws -> AssetLinksResolution {
        let resolver = AssetLinksResolver { url in
            served[url].map { .success(Array($0.utf8)) }
                ?? .failure(AssetLinksFetchFailure([AssetLinksDiagnostic(.unreachable, document: url, path: "$", message: "not served")]))
        }
        return resolver.statements(of: try AssetLinksSite(site))
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
