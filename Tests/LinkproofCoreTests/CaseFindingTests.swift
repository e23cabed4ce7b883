import Foundation
import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 29, item 2 (and the AASA file named in findings, item 5): an AASA rule that ignores
/// letter case over a case-sensitive route is a warning; `caseSensitive: false` on the route
/// makes its literal path segments match in any case.
@Suite struct CaseFindingTests {
    private static let promo = #"{"name": "promo", "templates": ["https://shop.example/promo/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Z0-9", "minLength": 4, "maxLength": 8}}"#

    private func shop(components: String, routeOptions: String = "") throws -> LinkManifest {
        try ManifestFindingTests.shop(components: components, extraRoutes: ", " + Self.promo + routeOptions + "}")
    }

    @Test func aCaseInsensitiveRuleAtAnyLevelOverACaseSensitiveRouteIsAWarning() throws {
        // In the rule itself.
        for components in [#"[{"/": "/p/*"}, {"/": "/account/*"}, {"/": "/promo/*", "caseSensitive": false}]"#] {
            let findings = try shop(components: components).findings()
            #expect(findings.map(\.code) == [.templateCaseStricterThanAASA], "\(findings)")
            #expect(findings.first?.path == "$.routes[3].templates[0]")
            #expect(findings.first?.message.contains("https://shop.example/PROMO/0000") == true, "\(findings)")
            #expect(findings.first?.message.contains("$.associatedDomains[0].aasa.applinks.details[0].components[2]") == true, "\(findings)")
        }
        // From either level of defaults: the finding says which one.
        let levels = [
            (#"{"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/promo/*"}]}]}"#, "$.applinks.defaults"),
            (#"{"details": [{"appIDs": ["SHOP123456.com.example.shop"], "defaults": {"caseSensitive": false}, "components": [{"/": "/promo/*"}]}]}"#, "$.applinks.details[0].defaults"),
        ]
        for (applinks, level) in levels {
            let json = """
                {"name": "shop", "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"},
                 "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": \(applinks)}}],
                 "routes": [\(Self.promo)}]}
                """
            let findings = try LinkManifest.load(json: Array(json.utf8)).findings()
            #expect(findings.map(\.code) == [.templateCaseStricterThanAASA])
            #expect(findings.first?.message.contains("caseSensitive: false from \(level))") == true, "\(findings)")
        }
    }

    @Test func aCaseSensitiveRuleOrACaseInsensitiveRouteIsNoFinding() throws {
        // A wildcard covers /PROMO as it covers any path the app does not route: not this warning.
        #expect(try shop(components: #"[{"/": "/p/*"}, {"/": "/account/*"}, {"/": "/*"}]"#).findings() == [])
        let insensitive = try shop(components: #"[{"/": "/p/*"}, {"/": "/account/*"}, {"/": "/promo/*", "caseSensitive": false}]"#,
                                   routeOptions: #", "caseSensitive": false"#)
        #expect(insensitive.findings() == [])
        let parser = DeepLinkParser(manifest: insensitive)
        #expect(parser.decide("https://shop.example/PROMO/SAVE10").routedLink?.params["code"] == "SAVE10")
        #expect(parser.decide("https://shop.example/Promo/SAVE10").routedLink?.route == "promo")
        // The parameter's own type is unchanged: lower case is still outside A-Z0-9.
        #expect(parser.decide("https://shop.example/promo/save10").rejection?.reason == .invalidParameter)
        // A case-sensitive route still rejects the other case.
        let strict = DeepLinkParser(manifest: try shop(components: #"[{"/": "/promo/*"}]"#))
        #expect(strict.decide("https://shop.example/PROMO/SAVE10").rejection != nil)
    }

    @Test func aRuleOfASeparateAASAFileIsNamedByItsFileAndItsOwnPath() throws {
        let folder = TestScratch.url("case")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("apps"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("aasa"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/promo/*", "caseSensitive": false}]}]}}"#
            .write(to: folder.appendingPathComponent("aasa/shop.json"), atomically: true, encoding: .utf8)
        let manifest = """
            {"name": "shop", "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"},
             "associatedDomains": [{"domain": "shop.example", "aasa": "../aasa/shop.json"}],
             "routes": [\(Self.promo)}, {"name": "help", "templates": ["https://shop.example/help"]}]}
            """
        let path = folder.appendingPathComponent("apps/shop.json").path
        try manifest.write(toFile: path, atomically: true, encoding: .utf8)
        let findings = try LinkManifest.load(contentsOf: path).findings()
        #expect(findings.map(\.code) == [.templateCaseStricterThanAASA, .templateNotMatchedByAASA])
        #expect(findings.allSatisfy { $0.message.contains("../aasa/shop.json $.applinks.details[0].components[0]") }, "\(findings)")
        #expect(!findings.contains { $0.message.contains("$.associatedDomains[0].aasa.applinks") })
    }
}
