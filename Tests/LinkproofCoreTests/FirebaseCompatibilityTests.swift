import LinkproofCore
import Testing

/// The manifest's `firebaseCompatibility` options: each is off by default (Linkproof's stricter
/// rule, which the golden suite pins), and each, set, accepts what the Firebase SDK accepts.
@Suite struct FirebaseCompatibilityTests {
    let strict: DeepLinkParser
    let compatible: DeepLinkParser

    init() throws {
        var manifest = try GoldenApps.manifest("firebase-example")
        #expect(manifest.firebaseCompatibility == FirebaseCompatibility())
        strict = DeepLinkParser(manifest: manifest)
        manifest.firebaseCompatibility = FirebaseCompatibility(httpNestedLinks: true, callbackMatchType: true, shortLinkSuffixes: true)
        compatible = DeepLinkParser(manifest: manifest)
    }

    @Test func anHTTPNestedLinkIsDecidedAsTheSameLinkOverHTTPS() {
        let link = "https://example.page.link/?link=http://www.example.com/content?item%3D1234&ibi=com.example.ios"
        #expect(strict.decide(link).rejection?.reason == .nestedLinkScheme)
        let routed = compatible.decide(link).routedLink
        #expect(routed?.route == "content" && routed?.params == ["item": "1234"])
        // Only a dynamic link's nested link: an http link on its own stays insecure.
        #expect(compatible.decide("http://www.example.com/content?item=1234").rejection?.reason == .insecureScheme)
        // And only http: other schemes stay refused.
        #expect(compatible.decide("https://example.page.link/?link=ftp://www.example.com/content?item%3D1234").rejection?.reason == .nestedLinkScheme)
        #expect(compatible.decide("https://example.page.link/?link=http://evil.com/content?item%3D1234").rejection?.reason == .hostNotDeclared)
    }

    @Test func theCallbacksMatchTypeIsTakenAsTheSDKTakesIt() {
        let content = "com.example.ios://google/link/?deep_link_id=https%3A%2F%2Fwww.example.com%2Fcontent%3Fitem%3D1234"
        #expect(strict.decide(content).routedLink?.matchType == .weak)
        #expect(compatible.decide(content).routedLink?.matchType == .unique, "absent: unique, as FIRDynamicLink assumes")
        #expect(compatible.decide(content + "&match_type=default").routedLink?.matchType == .default)
        #expect(compatible.decide(content + "&match_type=bogus").rejection?.reason == .matchTypeTooWeak, "unknown: none")
        let invitation = "com.example.ios://google/link/?deep_link_id=https%3A%2F%2Fwww.example.com%2Finvitation%3Fgameid%3D1%26referrer%3D2&match_type=unique"
        #expect(strict.decide(invitation).rejection?.reason == .matchTypeTooWeak)
        #expect(compatible.decide(invitation).routedLink?.route == "invitation")
    }

    @Test func everySuffixOfTheSDKsPatternIsAShortLink() {
        for link in ["https://example.page.link/summer-sale", "https://example.page.link/AbC", "https://example.page.link/A_b",
                     "https://example.page.link/AbCd?d=1", "https://example.page.link/" + String(repeating: "A", count: 40)] {
            #expect(strict.decide(link).rejection?.reason == .shortLinkMalformed, "\(link)")
            guard case .shortLink(let reference) = compatible.decide(link) else {
                Issue.record("\(link) is not a short link"); continue
            }
            #expect(reference.prefix == "https://example.page.link" && !reference.suffix.contains("?"))
        }
        for link in ["https://example.page.link/WX%59Z", "https://example.page.link/AbCd?d", "https://example.page.link/Ab.Cd"] {
            #expect(compatible.decide(link).rejection?.reason == .shortLinkMalformed, "\(link)")
        }
    }

    @Test func aLinkForTheIPadBuildPassesAndOtherBundleIDsOnlyWithTheOption() throws {
        let link = "https://example.page.link/?link=https%3A%2F%2Fwww.example.com%2Fcontent%3Fitem%3D1234"
        #expect(strict.decide(link + "&ibi=com.example.other").rejection?.reason == .bundleIDMismatch)
        #expect(strict.decide(link + "&ibi=com.example.other&ipbi=com.example.ios").routedLink?.route == "content", "ipbi names the app")
        #expect(strict.decide(link + "&ibi=com.example.other&ipbi=com.example.ipad").rejection?.reason == .bundleIDMismatch)
        var manifest = try GoldenApps.manifest("firebase-example")
        manifest.firebaseCompatibility.otherBundleIDs = true
        #expect(DeepLinkParser(manifest: manifest).decide(link + "&ibi=com.example.other&ipbi=com.example.ipad").routedLink?.route == "content")
    }

    @Test func anHTTPUniversalLinkIsDecidedOverHTTPSOnlyWithThePlatformOption() throws {
        var manifest = try GoldenApps.manifest("firebase-example")
        #expect(manifest.platformCompatibility == PlatformCompatibility())
        manifest.platformCompatibility.httpUniversalLinks = true
        let http = DeepLinkParser(manifest: manifest)
        #expect(strict.decide("http://www.example.com/content?item=1234").rejection?.reason == .insecureScheme)
        #expect(http.decide("http://www.example.com/content?item=1234").routedLink?.params == ["item": "1234"])
        #expect(http.decide("http://evil.com/content?item=1234").rejection?.reason == .hostNotDeclared)
        // A nested http link stays firebaseCompatibility.httpNestedLinks's to allow.
        #expect(http.decide("https://example.page.link/?link=http://www.example.com/content?item%3D1234").rejection?.reason == .nestedLinkScheme)
    }

    @Test func theManifestKeyIsReadAndCheckedByName() throws {
        func load(_ compatibility: String) throws(ManifestLoadError) -> LinkManifest {
            try LinkManifest.load(json: Array(#"{"name": "t", "app": {"bundleID": "com.example.t"}, "firebaseCompatibility": \#(compatibility), "routes": [{"name": "home", "templates": ["t://home"]}], "schemes": ["t"]}"#.utf8))
        }
        #expect(try load(#"{"httpNestedLinks": true, "comment": "002 allows http"}"#).firebaseCompatibility == FirebaseCompatibility(httpNestedLinks: true))
        #expect(try load(#"{}"#).firebaseCompatibility == FirebaseCompatibility())
        for bad in [#"{"httpNestedLink": true}"#, #"{"callbackMatchType": "yes"}"#, "true"] {
            #expect(throws: ManifestLoadError.self, "\(bad)") { try load(bad) }
        }
        func platform(_ compatibility: String) throws(ManifestLoadError) -> LinkManifest {
            try LinkManifest.load(json: Array(#"{"name": "t", "app": {"bundleID": "com.example.t"}, "platformCompatibility": \#(compatibility), "routes": [{"name": "home", "templates": ["t://home"]}], "schemes": ["t"]}"#.utf8))
        }
        #expect(try platform(#"{"httpUniversalLinks": true}"#).platformCompatibility == .platform)
        for bad in [#"{"httpUniversalLink": true}"#, #"{"httpUniversalLinks": 1}"#, "[]"] {
            #expect(throws: ManifestLoadError.self, "\(bad)") { try platform(bad) }
        }
    }
}

/// Where Firebase sends a device without the app (`DynamicLinkComponents.destinationWithoutApp`).
@Suite struct DestinationWithoutAppTests {
    private func components(_ parameters: [DynamicLinkParameter: String]) -> DynamicLinkComponents {
        var components = DynamicLinkComponents(link: "https://www.example.com/content?item=1", domainURIPrefix: DynamicLinkPrefix(host: "example.page.link"))
        for (name, value) in parameters { components.parameters[name] = value }
        return components
    }

    @Test func fallbackThenAppStoreThenTheDeepLink() {
        #expect(components([.isi: "12345"]).destinationWithoutApp(iPad: false) == .appStore(id: "12345"))
        #expect(components([.isi: "12345", .ifl: "https://f"]).destinationWithoutApp(iPad: false) == .fallback("https://f"))
        #expect(components([.isi: "12345", .ifl: "https://f", .ipfl: "https://p"]).destinationWithoutApp(iPad: true) == .fallback("https://p"))
        #expect(components([.isi: "12345", .ipfl: "https://p"]).destinationWithoutApp(iPad: false) == .appStore(id: "12345"))
        #expect(components([.ifl: ""]).destinationWithoutApp(iPad: true) == .deepLink("https://www.example.com/content?item=1"))
    }

    @Test func efrOneSkipsThePreviewPage() {
        #expect(components([:]).showsPreviewPage)
        #expect(!components([.efr: "1"]).showsPreviewPage)
    }
}
