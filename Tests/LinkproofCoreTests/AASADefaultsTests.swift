import Testing
@testable import LinkproofCore

/// `defaults` at both levels apply every components key to the components that leave it out
/// (Apple's `applinks.Defaults`: "a subclass of components"; "The more specific definition
/// overrides the less specific"). The swcutil probes are in Tests/Resources/aasa/defaults-cases.json.
@Suite struct AASADefaultsTests {
    private let app = "ABCDE12345.com.example.app"

    @Test func aDomainLevelPathDefaultNarrowsAComponentWithoutOne() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"defaults": {"/": "/foo/*"}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"#": "*"}]}]}}
            """)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/bar") == .noMatch)
        #expect(try matcher.decide(appID: app, domain: "example.com", url: "https://example.com/foo/1") == .match)
    }

    @Test func eachKeyTakesTheNearestLevelThatSetsIt() throws {
        let parsed = try AASAParser.parse(Array("""
            {"applinks": {
              "details": [{"appIDs": ["ABCDE12345.com.example.app"],
                           "components": [{"/": "/own", "exclude": false}],
                           "defaults": {"/": "/app/*", "#": "app", "caseSensitive": false}}],
              "defaults": {"/": "/domain/*", "#": "domain", "exclude": true, "percentEncoded": false}}}
            """.utf8))
        let rule = try #require(parsed.document.appLinks?.details.first?.rules.first)
        #expect(rule.path == "/own")
        #expect(rule.fragment == "app")
        #expect(rule.exclude == false)
        #expect(rule.flags == AASAFlags(caseSensitive: false, percentEncoded: false))
        #expect(rule.defaulted == [
            AASADefaultedKey(key: "#", value: "\"app\"", from: "$.applinks.details[0].defaults"),
            AASADefaultedKey(key: "caseSensitive", value: "false", from: "$.applinks.details[0].defaults"),
            AASADefaultedKey(key: "percentEncoded", value: "false", from: "$.applinks.defaults"),
        ])
    }

    @Test func theTraceSaysWhichDefaultApplied() throws {
        let matcher = try aasaMatcher("""
            {"applinks": {"defaults": {"exclude": true}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"#": "*"}]}]}}
            """)
        let explanation = try matcher.explain(appID: app, domain: "example.com", url: "https://example.com/bar")
        #expect(explanation.decision == .exclude)
        #expect(explanation.decidingRule?.defaulted == [AASADefaultedKey(key: "exclude", value: "true", from: "$.applinks.defaults")])
    }

    @Test func aLegacyPathTakesOnlyTheFlags() throws {
        let parsed = try AASAParser.parse(Array("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "paths": ["/P/*"],
                                       "defaults": {"#": "never", "exclude": true, "caseSensitive": false}}]}}
            """.utf8))
        let rule = try #require(parsed.document.appLinks?.details.first?.rules.first)
        #expect(rule.fragment == nil)
        #expect(rule.exclude == false)
        #expect(rule.defaulted.map(\.key) == ["caseSensitive"])
    }

    @Test func aPatternTakenFromDefaultsIsReportedOnceAtItsKey() throws {
        let parsed = try AASAParser.parse(Array("""
            {"applinks": {"defaults": {"/": "/$(nope)/*"},
                          "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"#": "a"}, {"#": "b"}]}]}}
            """.utf8))
        let undefined = AASAValidator.validate(parsed.document).filter { $0.code == "AASA142" }
        #expect(undefined.map(\.path) == ["$.applinks.defaults[\"/\"]"])
    }

    @Test func aDefaultPathIsNoCatchAll() throws {
        let parsed = try AASAParser.parse(Array("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "defaults": {"/": "/a/*"},
                                       "components": [{"#": "*"}, {"/": "/b/*"}]}]}}
            """.utf8))
        #expect(!AASAValidator.validate(parsed.document).contains { $0.code == "AASA180" || $0.code == "AASA190" })
    }

    @Test func hoistingAKeyIntoDefaultsIsNoBehaviourChange() throws {
        let written = try AASAParser.parse(Array("""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*", "#": "x"}, {"/": "/b/*", "#": "x"}]}]}}
            """.utf8)).document
        let hoisted = try AASAParser.parse(Array("""
            {"applinks": {"defaults": {"#": "x"}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}, {"/": "/b/*"}]}]}}
            """.utf8)).document
        #expect(AASASemanticDiff.diff(written, hoisted).isEmpty)
    }
}
