import LinkproofCore
import Testing

/// A manifest that loads but cannot work as declared is reported, each mistake once, with its
/// stable code and JSON path — on a shop app that is not one of the documents'.
@Suite struct ManifestFindingTests {
    static let appID = "SHOP123456.com.example.shop"

    /// The shop: a custom scheme, one universal-link domain with the AASA file `components`
    /// (for `appIDs`), typed routes (one personal, one risky), and `extraRoutes`.
    static func shop(appIDs: [String] = [appID], components: String = #"[{"/": "/p/*"}, {"/": "/account/*"}]"#,
                     teamID: String? = "SHOP123456", extraRoutes: String = "") throws -> LinkManifest {
        let ids = appIDs.map { "\"\($0)\"" }.joined(separator: ", ")
        let team = teamID.map { "\"teamID\": \"\($0)\", " } ?? ""
        let json = """
            {"name": "shop", "app": {\(team)"bundleID": "com.example.shop"}, "schemes": ["shopapp"],
             "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [{"appIDs": [\(ids)], "components": \(components)}]}}}],
             "routes": [
               {"name": "product", "templates": ["shopapp://product/{sku}", "https://shop.example/p/{sku}"],
                "parameters": {"sku": {"type": "characters", "class": "A-Z0-9-", "minLength": 4, "maxLength": 12}}},
               {"name": "orders", "personal": true, "templates": ["https://shop.example/account/orders/{order}"], "parameters": {"order": {"type": "uuid"}}},
               {"name": "pay", "risky": true, "templates": ["shopapp://pay?amount={amount}"], "parameters": {"amount": {"type": "digits", "minLength": 1, "maxLength": 6}}}\(extraRoutes)
             ]}
            """
        return try LinkManifest.load(json: Array(json.utf8))
    }

    @Test func aManifestThatWorksAsDeclaredHasNoFinding() throws {
        #expect(try Self.shop().findings() == [])
    }

    @Test func anAASAFileForAnotherAppIsOneErrorNotOnePerTemplate() throws {
        let findings = try Self.shop(appIDs: ["OTHER12345.com.example.other"]).findings()
        #expect(findings.map(\.code) == [.aasaNamesNoComponentForApp])
        #expect(findings.first?.severity == .error && findings.first?.path == "$.associatedDomains[0].aasa")
        #expect(findings.first?.message.contains("OTHER12345.com.example.other") == true)
    }

    @Test func anAASAFileWithoutTheTeamIDToMatchIsAnError() throws {
        #expect(try Self.shop(teamID: nil).findings().map(\.code) == [.aasaWithoutTeamID])
    }

    @Test func aTemplateNoRuleMatchesIsAWarningNamingTheTemplateAndTheClosestRule() throws {
        let findings = try Self.shop(components: #"[{"/": "/p/*"}]"#).findings()
        #expect(findings.map(\.code) == [.templateNotMatchedByAASA])
        #expect(findings.first?.severity == .warning && findings.first?.path == "$.routes[1].templates[0]")
        #expect(findings.first?.message.contains("https://shop.example/account/orders/{order}") == true)
        #expect(findings.first?.message.contains("$.associatedDomains[0].aasa.applinks.details[0].components[0]") == true)
        // The parser agrees: the template's links are refused at run time.
        let decision = DeepLinkParser(manifest: try Self.shop(components: #"[{"/": "/p/*"}]"#))
            .decide("https://shop.example/account/orders/123e4567-e89b-42d3-a456-426614174000", context: .direct)
        #expect(decision.rejection?.reason == .aasaNoMatch)
    }

    @Test func aTemplateAnExcludeRuleMatchesIsAWarningNamingThatRule() throws {
        let components = #"[{"/": "/p/*", "exclude": true, "comment": "products open on the web"}, {"/": "*"}]"#
        let findings = try Self.shop(components: components).findings()
        #expect(findings.map(\.code) == [.templateExcludedByAASA])
        #expect(findings.first?.path == "$.routes[0].templates[1]")
        #expect(findings.first?.message.contains("components[0] (products open on the web)") == true)
    }

    @Test func templatesOfTwoRoutesThatAcceptACommonLinkAreReportedWithThatLink() throws {
        let sale = #", {"name": "sale", "templates": ["shopapp://product/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Z", "minLength": 1, "maxLength": 8}}}"#
        let findings = try Self.shop(extraRoutes: sale).findings()
        #expect(findings.map(\.code) == [.templatesOverlap])
        #expect(findings.first?.path == "$.routes[3].templates[0]")
        let link = "shopapp://product/AAAA"
        #expect(findings.first?.message.contains("both accept \(link)") == true, "\(findings)")
        // The example is real: the parser routes it to the route declared first.
        #expect(DeepLinkParser(manifest: try Self.shop(extraRoutes: sale)).decide(link, context: .direct).routedLink?.route == "product")
    }

    @Test func templatesWhoseValuesCannotCoincideDoNotOverlap() throws {
        let literal = #", {"name": "new", "templates": ["shopapp://product/new"]}"#
        #expect(try Self.shop(extraRoutes: literal).findings() == [], "'new' is not a sku of 4 to 12 of A-Z0-9-")
        let digits = #", {"name": "sale", "templates": ["shopapp://product/{id}"], "parameters": {"id": {"type": "enumeration", "values": ["x"]}}}"#
        #expect(try Self.shop(extraRoutes: digits).findings() == [])
    }

    @Test func aBadParameterTypeIsOneProblemWithoutFollowOnErrors() throws {
        let json = #"{"name": "shop", "app": {"bundleID": "com.example.shop"}, "schemes": ["shopapp"], "routes": [{"name": "product", "templates": ["shopapp://product/{sku}", "shopapp://p/{sku}"], "parameters": {"sku": {"type": "sku"}}}]}"#
        do {
            _ = try LinkManifest.load(json: Array(json.utf8))
            Issue.record("loaded")
        } catch .invalid(let issues) {
            #expect(issues.map(\.path) == ["$.routes[0].parameters.sku.type"], "\(issues)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func theCodesAreStable() {
        #expect(ManifestFindingCode.allCases.map(\.rawValue) == ["aasa-names-no-component-for-app", "aasa-without-team-id", "aasa-unusable",
                                                                 "template-not-matched-by-aasa", "template-excluded-by-aasa", "templates-overlap",
                                                                 "route-only-on-ios", "route-only-on-android", "template-case-stricter-than-aasa",
                                                                 "associated-domain-without-route", "any-host-route-unreachable"])
    }

    @Test func anAssociatedDomainNoTemplateIsOnIsAWarning() throws {
        // Issue 41: the www. domain of an app's entitlements, bound to its AASA file but given no route.
        let json = #"{"name": "shop", "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"}, "associatedDomains": [{"domain": "shop.example"}, {"domain": "www.shop.example"}, {"domain": "shop.page.link"}], "dynamicLinkPrefixes": ["https://shop.page.link"], "routes": [{"name": "home", "templates": ["https://shop.example/"]}]}"#
        let manifest = try LinkManifest.load(json: Array(json.utf8))
        let findings = manifest.findings().filter { $0.code == .associatedDomainWithoutRoute }
        #expect(findings.map(\.path) == ["$.associatedDomains[1]"])
        #expect(findings.first?.message.hasPrefix("no route template is on www.shop.example") == true)
    }
}
