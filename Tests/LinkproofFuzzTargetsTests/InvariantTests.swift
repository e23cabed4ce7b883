import LinkproofCore
@testable import LinkproofFuzzTargets
@testable import LinkproofGen
import Testing

/// The targets' checks do fail when their invariant breaks, and pass on the documents' links.
@Suite struct InvariantTests {
    static func manifest(_ name: String) throws -> LinkManifest {
        let index = try #require(GoldenManifests.names.firstIndex(of: name))
        return GoldenManifests.manifests[index]
    }

    static func app(_ name: String) throws -> FuzzApp {
        try #require(FuzzApp.builtIn(named: name))
    }

    /// The route target's input for `link` opened directly with match type `unique` (context
    /// selector 9: arrival direct, match type unique).
    static func routeInput(_ link: String) -> [UInt8] {
        #expect(RouteTarget.context(9) == LinkContext(arrival: .direct, matchType: .unique))
        return [9] + Array(link.utf8)
    }

    @Test func theDocumentsRecipeLinkRoutesWithinTheInvariants() throws {
        // 000 "Parsing the URL Components": recipeID=002 opens recipe 002.
        let link = "https://www.raywenderlich.com/about?recipeID=002"
        let decision = DeepLinkParser(manifest: try Self.manifest("raycipe")).decide(link)
        #expect(decision.routedLink?.params == ["recipeID": "002"])
        #expect(try FuzzTarget.route.check(Self.routeInput(link), app: Self.app("raycipe")) == decision)
    }

    @Test func aScriptedRedirectCanLeadToEachRouteOfTheApp() throws {
        // One reply: status byte 0 (301), Location shape 2 (the long link), then the link picked.
        for app in FuzzApp.builtIn where FuzzTarget.shortLinkResolve.unmetRequirement(app) == nil {
            var reached = Set<String>()
            for pick in UInt8.min...UInt8.max {
                if let route = try FuzzTarget.shortLinkResolve.check([0, 2, pick], app: app)?.routedLink?.route { reached.insert(route) }
            }
            // Every route that one of the app's valid links reaches once resolved from a short link.
            let routes = Set(app.validLinks.compactMap { app.parser.decide($0, context: LinkContext(arrival: .resolvedShortLink)).routedLink?.route })
            #expect(!routes.isEmpty && reached == routes, "\(app.name): reached \(reached.sorted()) of \(routes.sorted())")
        }
    }

    @Test func aParameterOutsideItsTypeIsAViolation() throws {
        let link = "https://www.raywenderlich.com/about?recipeID=abc"
        let routed = RoutedLink(route: "recipe", params: ["recipeID": "abc"], linkKind: .universalLink, via: .direct, matchType: .unique)
        #expect(throws: FuzzViolation.self) {
            try RouteTarget.check(.route(routed), link: Array(link.utf8), context: .direct, manifest: try Self.manifest("raycipe"))
        }
    }

    @Test func anUndeclaredRouteOrHostIsAViolation() throws {
        let manifest = try Self.manifest("raycipe")
        let unknown = RoutedLink(route: "admin", params: [:], linkKind: .universalLink, via: .direct, matchType: .unique)
        #expect(throws: FuzzViolation.self) {
            try RouteTarget.check(.route(unknown), link: Array("https://www.raywenderlich.com/admin".utf8), context: .direct, manifest: manifest)
        }
        let home = RoutedLink(route: "home", params: [:], linkKind: .universalLink, via: .direct, matchType: .unique)
        #expect(throws: FuzzViolation.self) {
            try RouteTarget.check(.route(home), link: Array("https://evil.example/".utf8), context: .direct, manifest: manifest)
        }
    }

    @Test func aRejectionOffsetPastTheInputIsAViolation() throws {
        let rejection = Rejection(.noRoute, at: 9000, "made up")
        #expect(throws: FuzzViolation.self) {
            try RouteTarget.check(.reject(rejection), link: Array("raycipe://x".utf8), context: .direct, manifest: try Self.manifest("raycipe"))
        }
    }

    @Test func foundationKeepsDotSegmentsThatWHATWGRemoves() {
        // The URL Standard's path state drops "..": https://example.com/a/../b is /b; RFC 3986
        // parsing in URLComponents keeps the path as written.
        #expect(URLDifferential.disagreements(Array("https://example.com/a/../b".utf8)) == ["path"])
        #expect(URLDifferential.disagreements(Array("https://example.com/a?x=1#f".utf8)) == [])
    }

    @Test func theDocumentsLongLinkRoundTrips() throws {
        // 000: the long link Raycipe builds for recipe 002.
        var components = DynamicLinkComponents(link: "https://www.raywenderlich.com/about?recipeID=002",
                                               domainURIPrefix: DynamicLinkPrefix(host: "rayciperw.page.link"))
        components.iOSParameters = .init(bundleID: "com.example.raycipe", appStoreID: "1481444772")
        let raycipe = try Self.app("raycipe")
        try DynamicLinkTarget.checkRoundTrip(components, prefixes: raycipe.manifest.dynamicLinkPrefixes, origin: "000")
        try FuzzTarget.dynamicLink.check(Array(components.url.utf8), app: raycipe)
    }

    @Test func aLongLinkOffEveryPrefixIsAViolation() {
        let components = DynamicLinkComponents(link: "https://example.com/", domainURIPrefix: DynamicLinkPrefix(host: "evil.page.link"))
        #expect(throws: FuzzViolation.self) {
            try DynamicLinkTarget.checkRoundTrip(components, prefixes: try Self.app("raycipe").manifest.dynamicLinkPrefixes, origin: "test")
        }
    }

    @Test func anAASAFileAndAURLSeparatedByNUL() throws {
        let file = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        let parts = AASATarget.parts("/buy/1?x=1#top")
        #expect(parts == AASAURLParts(host: "example.com", path: "/buy/1", query: "x=1", fragment: "top"))
        let matcher = AASAMatcher(try AASAParser.parse(Array(file.utf8)).document)
        #expect(matcher.decide(appID: "ABCDE12345.com.example.app", domain: AASATarget.domain, url: parts) == .match)
        try FuzzTarget.aasa.check(Array(file.utf8) + [0] + Array("/buy/1?x=1#top".utf8))
    }

    @Test func theSimplestValidLinkOfEveryGoldenAppRoutes() throws {
        #expect(FuzzApp.builtIn.count == GoldenManifests.manifests.count)
        for app in FuzzApp.builtIn {
            // Zero choices: the first applicable class, its simplest case.
            try FuzzTarget.adversarial.check([UInt8](repeating: 0, count: 16), app: app)
        }
    }

    @Test func aCaseWhoseAnswerIsWrongIsAViolation() throws {
        let router = DeepLinkParser(manifest: try Self.manifest("raycipe"))
        let link = "https://www.raywenderlich.com/about?recipeID=002"
        #expect(AdversarialCase(input: link, expectation: .opens(route: "recipe", params: ["recipeID": "002"])).expectation.isSatisfied(by: router, for: link))
        #expect(!AdversarialCase(input: link, expectation: .neverOpens).expectation.isSatisfied(by: router, for: link))
    }
}
