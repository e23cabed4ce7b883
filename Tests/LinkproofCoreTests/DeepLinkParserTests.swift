import LinkproofCore
import Testing

/// The strict policy on the documents' apps: each expectation is what the document says the
/// link should do (scenario IDs from SCENARIOS.md), or the safe answer where its code is unsafe.
@Suite struct DeepLinkParserTests {
    let raycipe: DeepLinkParser
    let cws: DeepLinkParser
    let stocks: DeepLinkParser
    let firebase: DeepLinkParser

    init() throws {
        raycipe = try GoldenApps.parser("raycipe")
        cws = try GoldenApps.parser("createwithswift")
        stocks = try GoldenApps.parser("stock-analyzer")
        firebase = try GoldenApps.parser("firebase-example")
    }

    private func routed(_ decision: Decision) -> (String, RouteParameters, LinkKind)? {
        guard case .route(let link) = decision else { return nil }
        return (link.route, link.params, link.linkKind)
    }

    @Test func universalLinkOpensRecipe_S000_01() {
        let decision = raycipe.decide("https://www.raywenderlich.com/about?recipeID=002")
        #expect(routed(decision)?.0 == "recipe")
        #expect(routed(decision)?.1 == ["recipeID": "002"])
        #expect(routed(decision)?.2 == .universalLink)
    }

    @Test func customSchemeOpensRecipe() {
        let decision = raycipe.decide("raycipe://about?recipeID=001")
        #expect(routed(decision)?.1 == ["recipeID": "001"])
        #expect(routed(decision)?.2 == .customScheme)
    }

    @Test func queryIsSplitOnAmpersandOnly_S000_09() {
        let decision = raycipe.decide("https://www.raywenderlich.com/about?recipeID=002&utm_source=x")
        #expect(routed(decision)?.1 == ["recipeID": "002"])
    }

    @Test(arguments: [
        ("https://evil.com/about?recipeID=002", RejectReason.hostNotDeclared),
        ("https://www.raywenderlich.com@evil.com/about?recipeID=002", .urlValidationError),
        ("https://www.raywenderlich.com.evil.com/about?recipeID=002", .hostNotDeclared),
        ("https://WWW.RAYWENDERLICH.COM./about?recipeID=002", .hostNotDeclared),
        ("http://www.raywenderlich.com/about?recipeID=002", .insecureScheme),
        ("https://www.raywenderlich.com/about?recipeID=002&recipeID=003", .duplicateParameter),
        ("https://www.raywenderlich.com/about?recipeID=002&RecipeID=003", .duplicateParameter),
        ("https://www.raywenderlich.com/about?recipeID=", .invalidParameter),
        ("https://www.raywenderlich.com/about?recipeID=12a", .invalidParameter),
        ("https://www.raywenderlich.com/about", .missingParameter),
        ("https://www.raywenderlich.com/x/../about?recipeID=002", .pathDotSegment),
        ("https://www.raywenderlich.com/%61bout?recipeID=002", .aasaNoMatch),
        ("https://www.raywenderlich.com/ab%2Fout?recipeID=002", .encodedPathSeparator),
        ("https://www.raywenderlich.com:8443/about?recipeID=002", .portNotAllowed),
        ("https://127.0.0.1/about?recipeID=002", .ipLiteralHost),
        (" https://www.raywenderlich.com/about?recipeID=002", .urlValidationError),
        ("https://www.raywenderlich.com\\@evil.com/about?recipeID=002", .urlValidationError),
        ("javascript:alert(1)", .schemeNotDeclared),
        ("https://www.raywenderlich.com/about?recipeID=%00", .invalidParameter),
        ("https://www.raywenderlich.com/about?recipeID=%FF", .invalidEncoding),
        ("https://www.raywenderlich.com/blog", .aasaNoMatch),
    ] as [(String, RejectReason?)])
    func hostileRaycipeLinks(input: String, reason: RejectReason?) {
        let decision = raycipe.decide(input)
        #expect(decision.rejection?.reason == reason, "\(input): \(decision)")
    }

    @Test func bareDynamicLinkDomainOpensHome_S000_03() {
        #expect(routed(raycipe.decide("https://rayciperw.page.link"))?.0 == "home")
        #expect(routed(raycipe.decide("https://rayciperw.page.link/"))?.0 == "home")
    }

    @Test func shortLinkIsToBeResolved_S002_03() {
        #expect(firebase.decide("https://example.page.link/WXYZ") ==
            .shortLink(ShortLinkReference(prefix: "https://example.page.link", suffix: "WXYZ")))
        #expect(firebase.decide("https://example.page.link/WXY").rejection?.reason == .shortLinkMalformed)
        #expect(firebase.decide("https://example.page.link/WXYZ?x=1").rejection?.reason == .shortLinkMalformed)
    }

    @Test func longLinkToContent_S002_01() {
        let decision = firebase.decide("https://example.page.link/?link=https://www.example.com/content?item%3D1234&apn=com.example.android&ibi=com.example.ios&isi=12345")
        #expect(routed(decision)?.0 == "content")
        #expect(routed(decision)?.1 == ["item": "1234"])
        #expect(routed(decision)?.2 == .dynamicLink)
    }

    @Test func invitationNeedsUniqueMatch_S002_02_S002_07() {
        let link = "https://example.page.link/?link=https://www.example.com/invitation?gameid%3D1234%26referrer%3D555&apn=com.example.android&ibi=com.example.ios&isi=12345"
        #expect(routed(firebase.decide(link))?.1 == ["gameid": "1234", "referrer": "555"])
        let weak = firebase.decide(link, context: LinkContext(arrival: .firstLaunch, matchType: .default))
        #expect(weak.rejection?.reason == .matchTypeTooWeak)
    }

    @Test(arguments: [
        ("https://example.page.link/?link=javascript:alert(1)", RejectReason.nestedLinkScheme),
        ("https://example.page.link/?link=data:text/html,x", .nestedLinkScheme),
        ("https://example.page.link/?link=/content?item%3D1", .nestedLinkScheme),
        ("https://example.page.link/?link=http://www.example.com/content?item%3D1", .nestedLinkScheme),
        ("https://example.page.link/?link=https://example.page.link/WXYZ", .nestedDynamicLink),
        ("https://example.page.link/?link=https://evil.com/content?item%3D1", .hostNotDeclared),
        ("https://example.page.link/?link=https://www.example.com/content?item%3D1&link=https://evil.com/", .dynamicLinkMalformed),
        ("https://example.page.link/?link=https://www.example.com/content?item%3D1&ibi=com.evil.app", .bundleIDMismatch),
        ("https://example.page.link/?apn=com.example.android", .dynamicLinkMalformed),
    ] as [(String, RejectReason)])
    func nestedLinkRules_S002_04(input: String, reason: RejectReason) {
        #expect(firebase.decide(input).rejection?.reason == reason, "\(input)")
    }

    @Test func customSchemeCallbackGivesSameRoute_S002_06() {
        let callback = firebase.decide("com.example.ios://google/link/?deep_link_id=https%3A%2F%2Fwww.example.com%2Fcontent%3Fitem%3D1234")
        #expect(routed(callback)?.0 == "content")
        #expect(routed(callback)?.1 == ["item": "1234"])
        let invitation = firebase.decide("com.example.ios://google/link/?deep_link_id=https%3A%2F%2Fwww.example.com%2Finvitation%3Fgameid%3D1%26referrer%3D2&match_type=unique")
        #expect(invitation.rejection?.reason == .matchTypeTooWeak, "a custom-scheme URL can be forged: never unique")
    }

    @Test func createWithSwiftRoutes_S004() {
        #expect(routed(cws.decide("cws://com.createwithswift"))?.0 == "home")
        #expect(routed(cws.decide("cws://com.createwithswift/details?id=12345"))?.1 == ["id": "12345"])
        #expect(routed(cws.decide("CWS://COM.createwithswift/details?id=12345"))?.1 == ["id": "12345"])
        #expect(routed(cws.decide("cws://com.createwithswift/%64etails?id=12345"))?.0 == "details", "unreserved escapes decode")
        #expect(cws.decide("cws://com.createwithswift/details?id=1&id=2").rejection?.reason == .duplicateParameter)
        #expect(cws.decide("cws://com.createwithswift/details?id=a%00b").rejection?.reason == .invalidParameter)
        #expect(cws.decide("cws://com.createwithswift/other?id=1").rejection?.reason == .noRoute)
        #expect(cws.decide("cws://example.com/details?id=1").rejection?.reason == .hostNotDeclared)
        #expect(cws.decide("xyz://com.createwithswift/details?id=1").rejection?.reason == .schemeNotDeclared)
        guard case .confirm(let risky) = cws.decide("cws://com.createwithswift/notes/delete?id=n1") else {
            Issue.record("a risky route must only ask for confirmation (S004-05)")
            return
        }
        #expect(risky.route == "delete-note")
    }

    @Test func stockAnalyzerFollowsItsAASA_S003_01() {
        #expect(routed(stocks.decide("https://stock-analyzer.app/stock/AAPL"))?.1 == ["symbol": "AAPL"])
        #expect(stocks.decide("https://stock-analyzer.app/stocks").rejection?.reason == .aasaNoMatch)
        #expect(stocks.decide("https://stock-analyzer.app/").rejection?.reason == .aasaNoMatch)
    }

    @Test func decisionsAreStateless_S000_11() {
        let link = "https://www.raywenderlich.com/about?recipeID=002"
        #expect(raycipe.decide(link) == raycipe.decide(link))
    }

    @Test func tooLongInputIsRejected() {
        let long = "https://www.raywenderlich.com/about?recipeID=1&pad=" + String(repeating: "a", count: 5000)
        #expect(raycipe.decide(long).rejection?.reason == .tooLong)
        let many = "https://www.raywenderlich.com/about?recipeID=1" + String(repeating: "&a=1", count: 40)
        #expect(raycipe.decide(many).rejection?.reason == .tooManyParameters)
    }
}
