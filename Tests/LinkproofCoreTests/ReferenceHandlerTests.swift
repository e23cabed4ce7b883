import Foundation
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

    /// A long link on the tutorial's prefix nesting `link`, as its builder writes it.
    private func dynamicLink(_ link: String) -> String {
        "https://rayciperw.page.link/?link=" + (link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    @Test func raycipeSplitsTheQueryOnCommas() {
        #expect(params(raycipe.decide(dynamicLink("https://www.raywenderlich.com/about?recipeID=002&utm_source=x"), context: .direct)) == ["recipeID": "002&utm_source"])
        #expect(params(raycipe.decide(dynamicLink("https://www.raywenderlich.com/about?utm_source=x,recipeID=002"), context: .direct)) == ["recipeID": "002"])
    }

    @Test func raycipeNeverChecksTheNestedLinksHost() {
        #expect(params(raycipe.decide(dynamicLink("https://evil.com/about?recipeID=002"), context: .direct)) == ["recipeID": "002"])
        #expect(params(raycipe.decide(dynamicLink("https://www.raywenderlich.com@evil.com/about?recipeID=002"), context: .direct)) == ["recipeID": "002"])
    }

    @Test func raycipeDoesNothingWithWhatTheSDKDoesNotTakeForADynamicLink() {
        // handleUniversalLink returns false ("No Link Handled") and the tutorial handles nothing else.
        for link in ["https://www.raywenderlich.com/about?recipeID=002", "raycipe://about?recipeID=001", "https://rayciperw.page.link",
                     "https://RAYCIPERW.PAGE.LINK/", "https://links.raycipe.example/share", "https://links.raycipe.example/other/Rcp1"] {
            #expect(raycipe.decide(link, context: .direct).rejection?.handlerRefusal == .ignored, "\(link)")
        }
        // A first launch's pending link arrives as <bundle ID>://google/link/?deep_link_id=…, which it does not take either.
        #expect(raycipe.decide(dynamicLink("https://www.raywenderlich.com/about?recipeID=002"), context: LinkContext(arrival: .firstLaunch)).rejection?.handlerRefusal == .ignored)
    }

    @Test func raycipeRulesOfParseComponents() {
        #expect(raycipe.decide(dynamicLink("http://www.raywenderlich.com/about?recipeID=002"), context: .direct).rejection?.handlerRefusal == .ignored)
        #expect(raycipe.decide(dynamicLink("https://www.raywenderlich.com/recipes"), context: .direct).routedLink?.route == "home")
        #expect(raycipe.decide(dynamicLink("https://www.raywenderlich.com/about"), context: .direct).rejection?.handlerRefusal == .ignored)
        #expect(raycipe.decide(dynamicLink("https://www.raywenderlich.com/about?recipeID"), context: .direct).rejection?.handlerRefusal == .ignored)
    }

    @Test func raycipeResolvesEveryShortLinkFormTheSDKTakesAndCrashesWhenResolutionFails() {
        #expect(params(raycipe.decide("https://rayciperw.page.link/AbCd", context: .direct)) == ["recipeID": "002"])
        // Any *.page.link host, and (SDK 8.10.0) the custom prefix compared case-insensitively as a plain string.
        for link in ["https://rayciperw.page.link/Gone1", "https://evil.page.link/AbCd", "https://links.raycipe.example/share/Rcp1",
                     "https://links.raycipe.example/sharex/Rcp1", "https://links.raycipe.example/SHARE/Rcp1"] {
            #expect(raycipe.decide(link, context: .direct).rejection?.handlerRefusal == .crashed, "\(link)")
        }
    }

    @Test func raycipeActsOnlyOnUniqueOrDefaultMatches() {
        let link = dynamicLink("https://www.raywenderlich.com/about?recipeID=002")
        #expect(params(raycipe.decide(link, context: LinkContext(arrival: .resolvedShortLink, matchType: .default))) == ["recipeID": "002"])
        #expect(raycipe.decide(link, context: LinkContext(arrival: .resolvedShortLink, matchType: .weak)).rejection?.handlerRefusal == .ignored)
    }

    @Test func deeplinkManagerKeepsTheLastDuplicateAndPassesNUL() {
        #expect(params(cws.decide("cws://com.createwithswift/details?id=1&id=2", context: .direct)) == ["id": "2"])
        #expect(params(cws.decide("cws://com.createwithswift/details?id=a%00b", context: .direct)) == ["id": "a\u{0}b"])
    }

    @Test func deeplinkManagerSendsUppercaseHostHome() {
        #expect(cws.decide("cws://COM.createwithswift/details?id=12345", context: .direct).routedLink?.route == "home")
        #expect(params(cws.decide("cws://com.createwithswift/details?id=12345", context: .direct)) == ["id": "12345"])
    }

    /// 002's Kotlin: getDynamicLink(intent), then FirebaseAppInvite.getInvitation(task.result).
    @Test func document002AndroidReadsTaskResultAfterAFailedTask() throws {
        let manifest = try GoldenApps.manifest("firebase-example")
        let invitation = "https://example.page.link/?link=https://www.example.com/invitation?gameid%3D1234%26referrer%3D555&apn=com.example.android"
        let failed = try #require(ReferenceHandlers.androidHandler(for: manifest, taskFails: true))
        #expect(failed.decide(invitation, context: .direct).rejection?.handlerRefusal == .crashed)
        let plain = try #require(ReferenceHandlers.androidHandler(for: manifest))
        #expect(plain.decide(invitation, context: .direct).rejection?.handlerRefusal == .ignored, "a plain dynamic link is no Firebase invitation")
        let invited = try #require(ReferenceHandlers.androidHandler(for: manifest, invitationID: "abc"))
        #expect(params(invited.decide(invitation, context: .direct)) == ["invitationId": "abc"])
        #expect(invited.decide("https://www.example.com/invitation?gameid=1&referrer=2", context: .direct).rejection?.handlerRefusal == .ignored,
                "no dynamic link: a null result, so no invitation")
        // A short link Firebase's server does not resolve fails the task: the code crashes too.
        #expect(invited.decide("https://example.page.link/NOPE", context: .direct).rejection?.handlerRefusal == .crashed)
        let resolving = try #require(ReferenceHandlers.androidHandler(for: manifest, shortLinks: ["https://example.page.link/WXYZ": invitation], invitationID: "abc"))
        #expect(resolving.decide("https://example.page.link/WXYZ", context: .direct).routedLink?.route == "invitation")
    }

    /// Where an Android device goes (`apn`, `afl`, `amv`): through Firebase's service, or
    /// through the installed app's verified App Link, where none of them applies.
    @Test func androidDestinations() throws {
        let prefixes = try GoldenApps.manifest("firebase-example").dynamicLinkPrefixes
        func destination(_ query: String, installed: Int?, appLink: Bool = false) throws -> AndroidDestination {
            try DynamicLinkComponents.parse("https://example.page.link/?link=https://www.example.com/content?item%3D1&" + query, prefixes: prefixes)
                .destinationOnAndroid(installed: installed.map { ("com.example.android", $0) }, opensAsAppLink: appLink)
        }
        let link = "https://www.example.com/content?item=1"
        #expect(try destination("apn=com.example.android", installed: nil) == .playStore(package: "com.example.android"))
        #expect(try destination("apn=com.example.android&afl=https://x.example/", installed: nil) == .fallback("https://x.example/"))
        #expect(try destination("apn=com.example.android&afl=https://x.example/", installed: 1) == .app(package: "com.example.android", link: link))
        #expect(try destination("apn=com.example.android&amv=5", installed: 4) == .upgrade(package: "com.example.android", minimumVersion: 5))
        #expect(try destination("apn=com.example.android&amv=5", installed: 5) == .app(package: "com.example.android", link: link))
        #expect(try destination("apn=com.other", installed: 9) == .playStore(package: "com.other"))
        #expect(try destination("ibi=com.example.ios", installed: 9) == .deepLink(link))
        // The App Link opens the installed app before Firebase's service sees the link.
        #expect(try destination("apn=com.example.android&amv=5", installed: 4, appLink: true) == .appLink(package: "com.example.android", minimumVersion: 5))
        #expect(try destination("apn=com.other&afl=https://x.example/", installed: 9, appLink: true) == .appLink(package: "com.example.android", minimumVersion: nil))
        #expect(try destination("apn=com.example.android", installed: nil, appLink: true) == .playStore(package: "com.example.android"))
    }
}
