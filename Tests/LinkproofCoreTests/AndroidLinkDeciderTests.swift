import Testing
@testable import LinkproofCore

/// `route --platform android`: the strict policy's Android rules, each with its reason code.
@Suite struct AndroidLinkDeciderTests {
    /// The record writes `delivery` from `literal`, which must be `rawValue` (what JSON
    /// decoding reads back and the text output prints).
    @Test func deliveryLiteralsAreTheRawValues() {
        for delivery in AndroidDecision.Delivery.allCases {
            #expect(delivery.literal.description == delivery.rawValue)
        }
    }

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

    private func decide(_ link: String, context: LinkContext = .direct) throws -> AndroidDecision {
        let manifest = try LinkManifest.load(json: Array(Self.manifestJSON.utf8))
        return try #require(AndroidLinkDecider(manifest: manifest)).decide(link, context: context)
    }

    @Test func aVerifiedAppLinkRoutesPersonalRoutesToo() throws {
        let result = try decide("https://shop.example/gift/ABCD1234")
        #expect(result.delivery == .verifiedAppLink)
        #expect(result.filter == "applinks")
        #expect(result.decision?.routedLink?.route == "gift")
    }

    @Test func customSchemesAreCaseSensitiveOnAndroid() throws {
        #expect(try decide("shopapp://item/42").decision?.routedLink?.route == "item")
        #expect(try decide("shopapp://item/42").delivery == .customSchemeIntent)
        #expect(try decide("SHOPAPP://item/42").reason == .androidNoFilter)
    }

    @Test func aRouteMustBeBoundToTheFilterThatDeliversIt() throws {
        // Android 11 offers the unverified link in the dialog; Android 12+ opens the browser.
        #expect(try decide("https://help.shop.example/faq", context: LinkContext(androidVersion: 11)).reason == .androidRouteNotBound)
        #expect(try decide("https://help.shop.example/faq").reason == .androidWebLinkInBrowser)
        #expect(try decide("https://shop.example/elsewhere").reason == .androidNoFilter)
    }

    @Test func intentURIsFromABrowser() throws {
        let routed = try decide("intent://item/42#Intent;scheme=shopapp;package=com.shop.android;S.browser_fallback_url=https%3A%2F%2Fevil.example;end")
        #expect(routed.delivery == .browserIntentURI)
        #expect(routed.data == "shopapp://item/42")
        #expect(routed.decision?.routedLink?.route == "item")
        #expect(routed.detail.contains("https://evil.example"))
        // Chrome removes component= and resolves the intent through the filters.
        let component = try decide("intent://item/1#Intent;scheme=shopapp;component=com.evil/.Steal;end")
        #expect(component.decision?.routedLink?.route == "item" && component.detail.contains("component=com.evil/.Steal is removed by Chrome"))
        // The fallback URL is Chrome's only when nothing handles the intent.
        let unhandled = try decide("intent://nowhere/1#Intent;scheme=shopapp;S.browser_fallback_url=https%3A%2F%2Fevil.example;end")
        #expect(unhandled.reason == .androidNoFilter && unhandled.detail.contains("Chrome opens S.browser_fallback_url=https://evil.example"))
        #expect(try decide("intent://item/1#Intent;scheme=shopapp;package=com.evil;end").reason == .androidIntentOtherPackage)
        #expect(try decide("intent://item/1#Intent;package=com.shop.android;end").reason == .androidIntentMalformed)
        #expect(try decide("intent://item/1#Intent;scheme=shopapp").reason == .androidIntentMalformed)
        // A verified host reached through intent:// is not a verified App Link.
        #expect(try decide("intent://shop.example/gift/ABCD1234#Intent;scheme=https;end").reason == .androidUnverifiedPersonal)
    }

    /// What the app's own code receives: the data URI and the arrival, before the strict policy.
    /// `intent:` is recognised in any letter case on the link's first bytes; a character that
    /// joins the `:` (a combining accent) makes the link's first characters something else, as
    /// `String`'s `hasPrefix` reads them, so it is not an intent URI.
    @Test func anIntentURIIsRecognisedByItsFirstCharacters() throws {
        #expect(try decide("INTENT://item/42#Intent;scheme=shopapp;end").decision?.routedLink?.route == "item")
        #expect(try decide("InTeNt://item/42#Intent;scheme=shopapp;end").delivery == .browserIntentURI)
        #expect(try decide("intent:\u{301}//item/42#Intent;scheme=shopapp;end").delivery == .customSchemeIntent)
        #expect(try decide("intent").delivery == .customSchemeIntent)
        #expect(try decide("intent:").reason == .androidIntentMalformed)
    }

    /// Schemes and hosts are compared as code units; a non-ASCII one as `String`s.
    @Test func nonASCIILinksAreReadAsTheirCodeUnits() throws {
        #expect(try decide("https://shop.example/item/42?q=\u{E9}").decision?.routedLink?.route == "item")
        #expect(try decide("https://SHOP.EXAMPLE/item/42").filter == "applinks")
        #expect(try decide("https://sh%6Fp.example/item/42").filter == "applinks")
        #expect(try decide("https://sh\u{F6}p.example/item/42").reason == .androidNoFilter)
        #expect(try decide("sh\u{F6}papp://item/42").reason == .androidNoFilter)
    }

    /// The record's members in key order, the input among them: what `route --platform
    /// android --jsonl` prints.
    @Test func theRecordInterleavesTheInputWithTheDecisionsKeys() throws {
        func record(_ link: String) throws -> String {
            let result = try decide(link)
            return JSONWriter.text { writer in
                writer.beginObject()
                result.members(interleaving: InputMember(link: link), to: &writer)
                writer.endObject()
            }
        }
        #expect(try record("https://shop.example/item/42") == #"{"data":"https://shop.example/item/42","decision":"route","delivery":"verified-app-link","filter":"applinks","input":"https://shop.example/item/42","linkKind":"universal-link","matchType":"unique","params":{"id":"42"},"platform":"android","route":"item","via":"direct"}"#)
        #expect(try record("https://evil.example/") == #"{"data":"https://evil.example/","decision":"reject","delivery":"unverified-https","detail":"no intent filter of com.shop.android accepts https://evil.example/ as Android reads it","input":"https://evil.example/","platform":"android","reason":"android-no-filter"}"#)
    }

    /// A record's `input`, handed over at its place among the decision's keys.
    private struct InputMember: JSONInterleavedMembers {
        let link: String
        var pending = true

        mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink) {
            guard pending, limit.map({ ("input" as JSONKey).sorts(before: $0) }) ?? true else { return }
            pending = false
            sink.member("input", link)
        }
    }

    @Test func theDeliveryIsWhatTheAppReceives() throws {
        let decider = try #require(AndroidLinkDecider(manifest: LinkManifest.load(json: Array(Self.manifestJSON.utf8))))
        let intent = decider.delivery("intent://shop.example/gift/ABCD1234#Intent;scheme=https;end")
        #expect(intent.kind == .browserIntentURI && intent.data == "https://shop.example/gift/ABCD1234" && intent.reachesApp)
        #expect(intent.filters.map(\.name) == ["applinks", "open"])
        #expect(!decider.delivery("https://shop.example/elsewhere").reachesApp)
        #expect(!decider.delivery("intent://item/1#Intent;scheme=shopapp;package=com.evil;end").reachesApp)
        #expect(!decider.delivery("intent://item/1#Intent;package=com.shop.android;end").reachesApp)
        // Chrome removes component=: only the filters decide, whichever activity it names.
        #expect(!decider.delivery("intent://nowhere/1#Intent;scheme=other;component=com.shop.android/.Main;end").reachesApp)
        #expect(decider.delivery("intent://item/1#Intent;scheme=shopapp;component=com.evil/.Main;end").reachesApp)
    }

    /// Another decider (a document's code, a team's handler) decides the data URI, told the arrival.
    @Test func anotherDeciderGetsTheDataURIAndTheArrival() throws {
        struct Recorder: LinkDecider {
            func decide(_ input: String, context: LinkContext) -> Decision {
                .route(RoutedLink(route: "seen", params: ["link": input, "delivery": context.androidDelivery?.rawValue ?? "none"], linkKind: .universalLink, via: .direct,
                                  matchType: context.matchType))
            }
        }
        let decider = try #require(AndroidLinkDecider(manifest: LinkManifest.load(json: Array(Self.manifestJSON.utf8))))
        let seen = decider.decide("intent://item/42#Intent;scheme=shopapp;end", by: Recorder())
        #expect(seen.decision?.routedLink?.params.dictionary == ["link": "shopapp://item/42", "delivery": "intent-uri"])
        #expect(seen.delivery == .browserIntentURI && seen.filter == "scheme" && seen.reason == nil)
        // A link Android never hands to the app gets the platform's answer, not the decider's.
        #expect(decider.decide("https://shop.example/elsewhere", by: Recorder()).reason == .androidNoFilter)
    }

    @Test func theStrictPolicyStillDecides() throws {
        #expect(try decide("https://shop.example/item/1/../../gift/ABCD1234").decision?.rejection?.reason == .pathDotSegment)
        #expect(try decide("https://shop.example/item/x").decision?.rejection?.reason == .invalidParameter)
    }
}
