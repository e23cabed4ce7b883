import LinkproofCore
import Testing

/// Issue 41, item 3: the template forms real apps needed — a path segment the app ignores
/// (`{_}`) and fixed query values with `/` and other reserved characters — on a crowdfunding
/// app that is none of the documents'.
@Suite struct TemplateFormTests {
    static func json(_ routes: String) -> String {
        #"{"name": "fund", "app": {"bundleID": "com.example.fund"}, "schemes": ["fund"], "routes": [\#(routes)]}"#
    }

    static func fund(_ routes: String) throws -> LinkManifest {
        try LinkManifest.load(json: Array(json(routes).utf8))
    }

    static func issues(_ routes: String) -> [String] { manifestIssues(json(routes)) }

    static let project = #"{"name": "project", "templates": ["fund://projects/{_}/{slug}"], "parameters": {"slug": {"type": "pattern", "pattern": "[a-z0-9]+(-[a-z0-9]+)*"}}}"#

    @Test func anIgnoredSegmentMatchesAnySegmentAndIsNoParameter() throws {
        let parser = DeepLinkParser(manifest: try Self.fund(Self.project))
        let routed = parser.decide("fund://projects/jane-doe/solar-kettle").routedLink
        #expect(routed?.route == "project" && routed?.params.map(\.key) == ["slug"] && routed?.params["slug"] == "solar-kettle")
        #expect(parser.decide("fund://projects/%E2%9C%93/solar-kettle").routedLink?.route == "project")
        // The strict policy's path rules still apply to it: no dot segment, no encoded '/'.
        #expect(parser.decide("fund://projects/%2e%2e/solar-kettle").rejection?.reason == .pathDotSegment)
        #expect(parser.decide("fund://projects/a%2Fb/solar-kettle").rejection?.reason == .encodedPathSeparator)
        #expect(parser.decide("fund://projects/solar-kettle").rejection?.reason == .noRoute)
        #expect(parser.decide("fund://projects/jane/Solar").rejection?.reason == .invalidParameter)
    }

    @Test func anIgnoredSegmentIsDeclaredNowhereAndOnlyInThePath() {
        let declared = #"{"name": "project", "templates": ["fund://projects/{_}"], "parameters": {"_": {"type": "uuid"}}}"#
        #expect(Self.issues(declared) == ["$.routes[0].parameters._: '{_}' is a path segment the app ignores: it is no parameter and takes no declaration"])
        let inQuery = #"{"name": "project", "templates": ["fund://projects?creator={_}"]}"#
        #expect(Self.issues(inQuery) == ["$.routes[0].templates[0]: 'fund://projects?creator={_}': '{_}' ignores a path or fragment segment; a query item the app ignores needs no item in the template"])
    }

    @Test func anIgnoredSegmentOverlapsItsSiblingsLiterals() throws {
        let about = #", {"name": "about", "templates": ["fund://projects/about/{slug}"], "parameters": {"slug": {"type": "string"}}}"#
        let findings = try Self.fund(Self.project + about).findings()
        #expect(findings.map(\.code) == [.templatesOverlap], "\(findings)")
        #expect(findings.first?.message.contains("both accept fund://projects/about/") == true, "\(findings)")
        #expect(RouteTemplate.fill("fund://projects/{_}/{slug}", with: ["slug": "a"]) == "fund://projects/x/a")
    }

    @Test func aFixedQueryValueMayHoldSlashesQuestionMarksAndEscapes() throws {
        let routes = #"""
            {"name": "close", "templates": ["fund://web?url=action/close"]},
            {"name": "amp", "templates": ["fund://web?url=a%26b%3Dc%23d?e"]}
            """#
        let parser = DeepLinkParser(manifest: try Self.fund(routes))
        #expect(parser.decide("fund://web?url=action/close").routedLink?.route == "close")
        #expect(parser.decide("fund://web?url=action%2Fclose").routedLink?.route == "close")
        #expect(parser.decide("fund://web?url=action/open").rejection?.reason == .invalidParameter)
        #expect(parser.decide("fund://web?url=a%26b%3Dc%23d?e").routedLink?.route == "amp")
        #expect(parser.decide("fund://web?url=a%26b%3dc%23d%3Fe").routedLink?.route == "amp")
        #expect(parser.decide("fund://web?url=a&b=c").rejection?.reason == .invalidParameter)
        #expect(Self.issues(#"{"name": "x", "templates": ["fund://web?url=50%"]}"#)
                == ["$.routes[0].templates[0]: 'fund://web?url=50%': query value '50%' has a '%' that is not an escape %XX"])
        #expect(Self.issues(#"{"name": "x", "templates": ["fund://web?url=%FF"]}"#)
                == ["$.routes[0].templates[0]: 'fund://web?url=%FF': query value '%FF' does not decode to UTF-8"])
        #expect(Self.issues(#"{"name": "x", "templates": ["fund://web?url=a b"]}"#).count == 1)
    }
}
