import LinkproofCore
import Testing

/// The reference handlers reproduce the documents' code bug for bug: each expectation is
/// what the document's own code does, read off its listing (000/001 parseComponents, 004
/// DeeplinkManager.manage), not what it should do.
@Suite struct ReferenceHandlerTests {
    let raycipe: any ReferenceHandler
    let cws: any ReferenceHandler

    init() throws {
        let raycipeManifest = try GoldenApps.manifest("raycipe")
        raycipe = try #require(ReferenceHandlers.handler(for: raycipeManifest, shortLinks: [
            "https://rayciperw.page.link/AbCd": "https://rayciperw.page.link/?link=https%3A%2F%2Fwww.raywenderlich.com%2Fabout%3FrecipeID%3D002",
        ]))
        cws = try #require(ReferenceHandlers.handler(for: try GoldenApps.manifest("createwithswift")))
    }

    private func params(_ decision: Decision) -> RouteParameters? { decision.routedLink?.params }

    @Test func raycipeSplitsTheQueryOnCommas() {
        #expect(params(raycipe.decide("https://www.raywenderlich.com/about?recipeID=002&utm_source=x", context: .direct)) == ["recipeID": "002&utm_source"])
        #expect(params(raycipe.decide("https://www.raywenderlich.com/about?utm_source=x,recipeID=002", context: .direct)) == ["recipeID": "002"])
    }

    @Test func raycipeNeverChecksTheHost() {
        #expect(params(raycipe.decide("https://evil.com/about?recipeID=002", context: .direct)) == ["recipeID": "002"])
        #expect(params(raycipe.decide("https://www.raywenderlich.com@evil.com/about?recipeID=002", context: .direct)) == ["recipeID": "002"])
    }

    @Test func raycipeRulesOfParseComponents() {
        #expect(raycipe.decide("http://www.raywenderlich.com/about?recipeID=002", context: .direct).rejection?.reason == .documentNoLink)
        #expect(raycipe.decide("https://www.raywenderlich.com/recipes", context: .direct).routedLink?.route == "home")
        #expect(raycipe.decide("https://www.raywenderlich.com/about", context: .direct).rejection?.reason == .documentNoLink)
        #expect(raycipe.decide("https://www.raywenderlich.com/about?recipeID", context: .direct).rejection?.reason == .documentNoLink)
    }

    @Test func raycipeCrashesWhenResolutionFails() {
        #expect(raycipe.decide("https://rayciperw.page.link/Gone1", context: .direct).rejection?.reason == .documentFatalError)
        #expect(params(raycipe.decide("https://rayciperw.page.link/AbCd", context: .direct)) == ["recipeID": "002"])
    }

    @Test func raycipeActsOnlyOnUniqueOrDefaultMatches() {
        let link = "https://rayciperw.page.link/?link=https%3A%2F%2Fwww.raywenderlich.com%2Fabout%3FrecipeID%3D002"
        #expect(params(raycipe.decide(link, context: LinkContext(channel: .firstLaunch, matchType: .default))) == ["recipeID": "002"])
        #expect(raycipe.decide(link, context: LinkContext(channel: .firstLaunch, matchType: .weak)).rejection?.reason == .documentNoLink)
    }

    @Test func deeplinkManagerKeepsTheLastDuplicateAndPassesNUL() {
        #expect(params(cws.decide("cws://com.createwithswift/details?id=1&id=2", context: .direct)) == ["id": "2"])
        #expect(params(cws.decide("cws://com.createwithswift/details?id=a%00b", context: .direct)) == ["id": "a\u{0}b"])
    }

    @Test func deeplinkManagerSendsUppercaseHostHome() {
        #expect(cws.decide("cws://COM.createwithswift/details?id=12345", context: .direct).routedLink?.route == "home")
        #expect(params(cws.decide("cws://com.createwithswift/details?id=12345", context: .direct)) == ["id": "12345"])
    }
}
