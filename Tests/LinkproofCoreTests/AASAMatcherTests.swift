import Testing
@testable import LinkproofCore

/// The AASA examples of the source document (seeds/003) and Apple's documented behaviours.
@Suite struct AASAMatcherTests {
    /// Stock Analyzer's file, as the document prints it.
    static let stockAnalyzer = """
        {"applinks": {"details": [{"appIDs": ["4QMDKC8VLJ.com.swiftlee.StockAnalyzer"],
          "components": [{"/": "/stock/*", "comment": "Matches any URL whose path starts with /stock/"}]}]},
         "appclips": {"apps": ["4QMDKC8VLJ.com.swiftlee.StockAnalyzer.Clip"]}}
        """

    /// Apple's example, as the document prints it.
    static let apple = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
          "components": [
            {"#": "no_universal_links", "exclude": true, "comment": "Matches any URL with a fragment that equals no_universal_links"},
            {"/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/."},
            {"/": "/help/website/*", "exclude": true, "comment": "Matches any URL with a path that starts with /help/website/"},
            {"/": "/help/*", "?": {"articleNumber": "????"}, "comment": "articleNumber of exactly four characters"}
          ]}]}}
        """

    @Test(arguments: [
        ("https://stock-analyzer.app/stock/AAPL", AASADecision.match),
        ("https://stock-analyzer.app/stock", .match),
        ("https://stock-analyzer.app/stock/AAPL/chart?range=1y", .match),
        ("https://stock-analyzer.app/stocks", .noMatch),
        ("https://stock-analyzer.app/", .noMatch),
        ("https://other.app/stock/AAPL", .noMatch),
    ])
    func stockAnalyzer(url: String, expected: AASADecision) throws {
        let matcher = try aasaMatcher(Self.stockAnalyzer)
        #expect(try matcher.decide(appID: "4QMDKC8VLJ.com.swiftlee.StockAnalyzer", domain: "stock-analyzer.app", url: url) == expected)
    }

    @Test func stockAnalyzerClipIsAnAppClipNotAUniversalLink() throws {
        let matcher = try aasaMatcher(Self.stockAnalyzer)
        #expect(matcher.document.appClips == ["4QMDKC8VLJ.com.swiftlee.StockAnalyzer.Clip"])
        #expect(try matcher.decide(appID: "4QMDKC8VLJ.com.swiftlee.StockAnalyzer.Clip", domain: "stock-analyzer.app",
                                   url: "https://stock-analyzer.app/stock/AAPL") == .noMatch)
    }

    @Test(arguments: [
        ("https://example.com/buy/1#no_universal_links", AASADecision.exclude),
        ("https://example.com/buy/1", .match),
        ("https://example.com/buy", .match),
        ("https://example.com/help/website/contact", .exclude),
        ("https://example.com/help/website/contact?articleNumber=1234", .exclude),
        ("https://example.com/help/topics?articleNumber=1234", .match),
        ("https://example.com/help/topics?articleNumber=1234&lang=en", .match),
        ("https://example.com/help/topics?articleNumber=123", .noMatch),
        ("https://example.com/help/topics", .noMatch),
        ("https://example.com/about", .noMatch),
    ])
    func applesExample(url: String, expected: AASADecision) throws {
        let matcher = try aasaMatcher(Self.apple)
        for app in ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"] {
            #expect(try matcher.decide(appID: app, domain: "example.com", url: url) == expected)
        }
    }

    @Test func applesExampleIsClean() {
        #expect(aasaCodes(Self.apple) == [])
        #expect(aasaCodes(Self.stockAnalyzer) == [])
    }

    @Test func explainNamesTheClosestFailingComponent() throws {
        let matcher = try aasaMatcher(Self.apple)
        let explanation = try matcher.explain(appID: "ABCDE12345.com.example.app", domain: "example.com",
                                              url: "https://example.com/help/topics?articleNumber=12")
        #expect(explanation.decision == .noMatch)
        let closest = try #require(explanation.closestFailure)
        #expect(closest.detailIndex == 0 && closest.ruleIndex == 3)
        #expect(closest.components == [
            AASAComponentCheck(component: "path", pattern: "/help/*", ok: true),
            AASAComponentCheck(component: "query[articleNumber]", pattern: "????", ok: false),
        ])
        #expect(closest.caseSensitive && closest.percentEncoded)
    }

    @Test func explainReportsTheDecidingRuleAndEffectiveFlags() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"defaults": {"caseSensitive": false},
              "details": [{"appIDs": ["ABCDE12345.com.example.app"], "defaults": {"percentEncoded": false},
                "components": [{"/": "/Café/*"}]}]}}
            """)
        let explanation = try matcher.explain(appID: "ABCDE12345.com.example.app", domain: "example.com",
                                              url: "https://example.com/caf%C3%A9/x")
        #expect(explanation.decision == .match)
        let deciding = try #require(explanation.decidingRule)
        #expect(!deciding.caseSensitive && !deciding.percentEncoded)
        #expect(deciding.jsonPath == "$.applinks.details[0].components[0]")
    }

    @Test func appsForAnswersTheOtherDirection() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"details": [
              {"appIDs": ["ABCDE12345.com.example.a"], "components": [{"/": "/shop/*"}]},
              {"appIDs": ["ABCDE12345.com.example.b"], "components": [{"/": "/shop/private/*", "exclude": true}, {"/": "/*"}]}]}}
            """)
        #expect(try matcher.appsFor("https://example.com/shop/1", domain: "example.com") == ["ABCDE12345.com.example.a", "ABCDE12345.com.example.b"])
        #expect(try matcher.appsFor("https://example.com/shop/private/1", domain: "example.com") == ["ABCDE12345.com.example.a"])
        #expect(try matcher.appsFor("https://example.com/", domain: "example.com") == ["ABCDE12345.com.example.b"])
    }

    @Test func trailingSlashesAreInsignificantButNotAdded() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/"}, {"/": "/id/????"}, {"/": "//abc"}]}]}}
            """)
        let app = "ABCDE12345.com.example.app"
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/a") == .match)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/a//") == .match)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/id/481") == .noMatch)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/abc") == .match)
    }

    @Test func questionMarkCountsCharactersNotBytes() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/?/", "percentEncoded": false}]}]}}
            """)
        let app = "ABCDE12345.com.example.app"
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/%C3%A9/") == .match)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/%C3%A9%C3%A9/") == .noMatch)
    }

    @Test func nonStringPredicateDiscardsTheWholeDictionary() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": {"a": "1", "flag": true}}]}]}}
            """)
        #expect(try matcher.decide(appID: "ABCDE12345.com.example.app", domain: "example.com", url: "https://example.com/x?a=2") == .match)
    }

    @Test func repeatedQueryNameMustMatchAtEveryOccurrence() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": {"id": "7", "b": "?*"}}]}]}}
            """)
        let app = "ABCDE12345.com.example.app"
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/x?id=7&id=7&b=1") == .match)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/x?id=7&id=42&b=1") == .noMatch)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/x?id=7") == .noMatch)
    }

    /// Apple: "universal links are standard HTTP or HTTPS links"; any other scheme never is one.
    @Test func httpMatchesAsHTTPSDoesAndOtherSchemesNever() throws {
        let matcher = try aasaMatcher(Self.apple)
        let app = "ABCDE12345.com.example.app"
        let http = try matcher.explain(appID: app, domain: "example.com", url: "http://example.com/buy/1")
        #expect(http.decision == .match)
        #expect(http.reason.contains("insecure-scheme"))
        #expect(try !matcher.explain(appID: app, domain: "example.com", url: "https://example.com/buy/1").reason.contains("insecure-scheme"))
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "ftp://example.com/buy/1") == .noMatch)
        #expect(try matcher.explain(appID: app, domain: "example.com", url: "ftp://example.com/buy/1").reason.contains("not http or https"))
    }

    @Test func unparsableURLIsATypedError() throws {
        let matcher = try aasaMatcher(Self.apple)
        #expect(throws: AASAURLError.self) { try matcher.decide(appID: "A", domain: "example.com", url: "not a url") }
    }

    @Test func legacyDictionaryIsEvaluatedInSortedKeyOrder() throws {
        let parsed = try AASAParser.parse(Array("""
            {"applinks": {"apps": [], "details": {"ZZZZZ99999.b": {"paths": ["*"]}, "AAAAA11111.a": {"paths": ["NOT /x", "*"]}}}}
            """.utf8))
        #expect(parsed.document.appLinks?.details.map(\.appIDs) == [["AAAAA11111.a"], ["ZZZZZ99999.b"]])
        let rules = parsed.document.appLinks?.details.first?.rules ?? []
        #expect(rules.map(\.exclude) == [true, false])
        #expect(parsed.diagnostics.map(\.code) == ["AASA121"])
    }
}

/// S003-10: the app IDs the `appclips` service lists are checked like `applinks` ones.
@Test func appClipIDsAreValidated() throws {
    let good = try AASAParser.parse(Array(#"{"appclips": {"apps": ["4QMDKC8VLJ.com.swiftlee.StockAnalyzer.Clip"]}}"#.utf8))
    #expect(AASAValidator.validate(good.document).isEmpty)
    let bad = try AASAParser.parse(Array(#"{"appclips": {"apps": ["StockAnalyzerClip"]}}"#.utf8))
    let diagnostics = AASAValidator.validate(bad.document)
    #expect(diagnostics.map(\.code) == [AASADiagnosticCode.malformedAppID.rawValue])
    #expect(diagnostics.first?.path == "$.appclips.apps[0]")
}
