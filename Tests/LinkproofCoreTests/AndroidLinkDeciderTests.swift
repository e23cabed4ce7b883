import Testing
@testable import LinkproofCore

/// `route --platform android`: the strict policy's Android rules, each with its reason code.
@Suite struct AndroidLinkDeciderTests {
    private static let manifestJSON = #"""
    {"name": "shop", "app": {"bundleID": "com.shop.ios", "androidPackage": "com.shop.android"},
     "schemes": ["shopapp"],
     "associatedDomains": [{"domain": "shop.example"}, {"domain": "help.shop.example"}],
     "routes": [
       {"name": "item", "templates": ["https://shop.example/item/{id}", "shopapp://item/{id}"], "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 9}}},
       {"name": "gift", "templates": ["https://shop.example/gift/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Z0-9", "minLength": 8, "maxLength": 8}}, "personal": true},
       {"name": "help", "templates": ["https://help.shop.example/faq"]}
     ],
     "android": {"intentFilters": [
       {"name": "applinks", "autoVerify": true, "routes": ["item", "gift"], "scheme": ["https"], "host": ["shop.example"], "pathPrefix": ["/item/", "/gift/"]},
       {"name": "help", "routes": [], "scheme": ["https"], "host": ["help.shop.example"]},
       {"name": "open", "routes": ["item", "gift"], "scheme": ["https"], "host": ["shop.example"], "pathPattern": ["/gift/.*"]},
       {"name": "scheme", "routes": ["item"], "scheme": ["shopapp"], "host": ["item"]}]}}
    """#

    private func decide(_ link: String) throws -> AndroidDecision {
        let manifest = try LinkManifest.load(json: Array(Self.manifestJSON.utf8))
        return try #require(AndroidLinkDecider(manifest: manifest)).decide(link)
    }

    @Test func aVerifiedAppLinkRoutesPersonalRoutesToo() throws {
        let result = try decide("https://shop.example/gift/ABCD1234")
        #expect(result.arrival == .verifiedAppLink)
        #expect(result.filter == "applinks")
        #expect(result.decision?.routedLink?.route == "gift")
    }

    @Test func customSchemesAreCaseSensitiveOnAndroid() throws {
        #expect(try decide("shopapp://item/42").decision?.routedLink?.route == "item")
        #expect(try decide("shopapp://item/42").arrival == .customSchemeIntent)
        #expect(try decide("SHOPAPP://item/42").reason == .androidNoFilter)
    }

    @Test func aRouteMustBeBoundToTheFilterThatDeliversIt() throws {
        #expect(try decide("https://help.shop.example/faq").reason == .androidRouteNotBound)
        #expect(try decide("https://shop.example/elsewhere").reason == .androidNoFilter)
    }

    @Test func intentURIsFromABrowser() throws {
        let routed = try decide("intent://item/42#Intent;scheme=shopapp;package=com.shop.android;S.browser_fallback_url=https%3A%2F%2Fevil.example;end")
        #expect(routed.arrival == .browserIntentURI)
        #expect(routed.data == "shopapp://item/42")
        #expect(routed.decision?.routedLink?.route == "item")
        #expect(routed.detail.contains("https://evil.example"))
        #expect(try decide("intent://shop.example/item/1#Intent;scheme=https;component=com.shop.android/.Main;end").reason == .androidIntentComponent)
        #expect(try decide("intent://item/1#Intent;scheme=shopapp;package=com.evil;end").reason == .androidIntentOtherPackage)
        #expect(try decide("intent://item/1#Intent;package=com.shop.android;end").reason == .androidIntentMalformed)
        #expect(try decide("intent://item/1#Intent;scheme=shopapp").reason == .androidIntentMalformed)
        // A verified host reached through intent:// is not a verified App Link.
        #expect(try decide("intent://shop.example/gift/ABCD1234#Intent;scheme=https;end").reason == .androidUnverifiedPersonal)
    }

    @Test func theStrictPolicyStillDecides() throws {
        #expect(try decide("https://shop.example/item/1/../../gift/ABCD1234").decision?.rejection?.reason == .pathDotSegment)
        #expect(try decide("https://shop.example/item/x").decision?.rejection?.reason == .invalidParameter)
    }
}
