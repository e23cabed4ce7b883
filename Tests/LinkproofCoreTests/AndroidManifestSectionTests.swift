import Testing
@testable import LinkproofCore

/// The manifest's `android` section: loading with JSON paths, route bindings, and the
/// findings for a route only one platform reaches.
@Suite struct AndroidManifestSectionTests {
    private static let fingerprint = (0..<32).map { _ in "5E" }.joined(separator: ":")

    private func manifest(android: String, aasaPaths: String = #"["/content", "/invitation"]"#) -> String {
        #"""
        {"name": "shop", "app": {"teamID": "EXAMPLE123", "bundleID": "com.example.ios", "androidPackage": "com.example.android"},
         "schemes": ["exampleapp"],
         "associatedDomains": [{"domain": "www.example.com",
           "aasa": {"applinks": {"details": [{"appIDs": ["EXAMPLE123.com.example.ios"], "paths": \#(aasaPaths)}]}}}],
         "routes": [
           {"name": "content", "templates": ["https://www.example.com/content?item={item}", "exampleapp://content?item={item}"],
            "parameters": {"item": {"type": "digits", "minLength": 1, "maxLength": 12}}},
           {"name": "invitation", "templates": ["https://www.example.com/invitation?gameid={gameid}"],
            "parameters": {"gameid": {"type": "digits", "minLength": 1, "maxLength": 12}}, "personal": true}
         ],
         "android": \#(android)}
        """#
    }

    private func load(_ json: String) throws(ManifestLoadError) -> LinkManifest {
        try LinkManifest.load(json: Array(json.utf8))
    }

    private var bothFilters: String {
        #"""
        {"sha256CertFingerprints": ["\#(Self.fingerprint)"], "intentFilters": [
           {"name": "applinks", "autoVerify": true, "routes": ["content", "invitation"],
            "scheme": ["https"], "host": ["www.example.com"], "path": ["/content", "/invitation"]},
           {"name": "scheme", "routes": ["content"], "scheme": ["exampleapp"], "host": ["content"]}]}
        """#
    }

    @Test func aSectionLoadsWithItsBindings() throws {
        let loaded = try load(manifest(android: bothFilters))
        let android = try #require(loaded.android)
        #expect(android.package == "com.example.android")
        #expect(android.fingerprints == [Self.fingerprint])
        #expect(android.filters.map(\.name) == ["applinks", "scheme"])
        #expect(android.filters[0].autoVerify)
        #expect(android.filters(for: "content", accepting: "https://www.example.com/content?item=1").map(\.filter.name) == ["applinks"])
        #expect(android.filters(for: "invitation", accepting: "exampleapp://content?item=1").isEmpty)
        #expect(loaded.findings() == [])
    }

    @Test func problemsNameTheirJSONPath() {
        let bad = #"""
        {"package": "com.other", "sha256CertFingerprints": ["ab"], "intentFilters": [
          {"name": "x", "routes": ["nope"], "scheme": ["https"], "pathAdvancedPattern": ["*"]}, {"nmae": "typo"}]}
        """#
        do {
            _ = try load(manifest(android: bad))
            Issue.record("a bad android section loaded")
        } catch .invalid(let issues) {
            #expect(issues.map(\.path) == ["$.android.package", "$.android.sha256CertFingerprints[0]", "$.android.intentFilters[0].routes[0]",
                                           "$.android.intentFilters[0].pathAdvancedPattern[0]", "$.android.intentFilters[1].nmae"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theSectionNamesTheDocumentsAndroidCode() throws {
        let named = try load(manifest(android: #"{"documentHandler": "firebase-app-invite", "intentFilters": []}"#))
        #expect(named.android?.documentHandler == "firebase-app-invite")
        #expect(ReferenceHandlers.androidHandler(for: named) != nil)
        #expect(ReferenceHandlers.androidHandler(for: try load(manifest(android: #"{"intentFilters": []}"#))) == nil)
        do {
            _ = try load(manifest(android: #"{"documentHandler": "raycipe"}"#))
            Issue.record("an iOS handler named as the Android one loaded")
        } catch .invalid(let issues) {
            #expect(issues.map(\.path) == ["$.android.documentHandler"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aRouteOnlyOnePlatformReaches() throws {
        // Android's filter has no /invitation; iOS's AASA gives no /content.
        let android = #"""
        {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["content", "invitation"],
          "scheme": ["https"], "host": ["www.example.com"], "pathPattern": ["/content.*"]},
          {"name": "scheme", "routes": ["content"], "scheme": ["exampleapp"], "host": ["content"]}]}
        """#
        let findings = try load(manifest(android: android, aasaPaths: #"["/invitation"]"#)).findings()
        let platform = findings.filter { $0.code == .routeOnlyOnIOS || $0.code == .routeOnlyOnAndroid }
        #expect(platform.map(\.code) == [.routeOnlyOnAndroid, .routeOnlyOnIOS])
        #expect(platform.map(\.path) == ["$.routes[0].templates[0]", "$.routes[1].templates[0]"])
    }

    /// `assetlinks check --manifest` walks these: every autoVerify filter's http(s) hosts, a
    /// `*.` host as its domain, each once; other filters' hosts are not verified.
    @Test func theVerifiedSitesAreTheAutoVerifyHosts() throws {
        let android = #"""
        {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["content"], "scheme": ["https"],
                            "host": ["www.example.com", "*.example.com", "WWW.example.com"], "port": [null, null, "8443"]},
                           {"name": "open", "routes": ["content"], "scheme": ["https"], "host": ["other.example"]},
                           {"name": "scheme", "autoVerify": true, "routes": ["content"], "scheme": ["exampleapp"], "host": ["content"]}]}
        """#
        let sites = try #require(try load(manifest(android: android)).android).verifiedSites
        #expect(sites.map(\.host) == ["www.example.com", "example.com"])
    }

    /// The example link reaches the app on both platforms; a link whose parameter spells the
    /// AASA's exclusion reaches it on Android only, through a `pathPattern` `.*`. And the
    /// reverse: an AASA pattern wider than the filter's `pathPrefix`. (The walk that finds
    /// them: `PlatformReachWalkTests`.)
    @Test func linksBeyondTheExampleLinkFindWhatOnePatternAdmitsAndTheOtherExcludes() throws {
        func findings(aasa: String, filterPath: String) throws -> [ManifestFinding] {
            let json = #"""
            {"name": "shop", "app": {"teamID": "EXAMPLE123", "bundleID": "com.example.ios", "androidPackage": "com.example.android"},
             "associatedDomains": [{"domain": "www.example.com",
               "aasa": {"applinks": {"details": [{"appIDs": ["EXAMPLE123.com.example.ios"], "components": \#(aasa)}]}}}],
             "routes": [{"name": "item", "templates": ["https://www.example.com/items/{id}"],
                         "parameters": {"id": {"type": "string", "minLength": 1, "maxLength": 12}}}],
             "android": {"intentFilters": [{"name": "applinks", "autoVerify": true, "routes": ["item"], "scheme": ["https"],
                                            "host": ["www.example.com"], \#(filterPath)}]}}
            """#
            return try load(json).findings().filter { $0.code == .routeOnlyOnIOS || $0.code == .routeOnlyOnAndroid }
        }
        let excluded = try findings(aasa: #"[{"/": "/items/secret*", "exclude": true}, {"/": "/items/*"}]"#, filterPath: #""pathPattern": ["/items/.*"]"#)
        #expect(excluded.map(\.code) == [.routeOnlyOnAndroid])
        #expect(excluded.first?.message.hasPrefix("https://www.example.com/items/secret reaches route 'item' on Android") == true)
        let narrower = try findings(aasa: #"[{"/": "/items/*"}]"#, filterPath: #""pathPrefix": ["/items/a"]"#)
        #expect(narrower.map(\.code) == [.routeOnlyOnIOS])
        // Patterns that agree on the whole language: nothing to report.
        #expect(try findings(aasa: #"[{"/": "/items/*"}]"#, filterPath: #""pathPrefix": ["/items/"]"#).isEmpty)
    }
}
