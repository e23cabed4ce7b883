import Foundation
import LinkproofCore
import Testing

/// Issue 41, item 3: routes on any host of a declared shape — a federated client that opens
/// `/tags/{tag}` on every server — with the strict policy's host rules, opened only when
/// tapped in the app's own content (an arbitrary host is never a universal link).
@Suite struct AnyHostTemplateTests {
    static let fedi = """
        {"name": "fedi", "app": {"teamID": "FEDI123456", "bundleID": "org.example.fedi"}, "schemes": ["fedi"],
         "associatedDomains": [{"domain": "fedi.example", "aasa": {"applinks": {"details": [{"appIDs": ["FEDI123456.org.example.fedi"], "components": [{"/": "/tags/*"}]}]}}}],
         "arrivals": ["direct", "in-app-content"],
         "routes": [
           {"name": "tag", "templates": ["https://*/tags/{tag}", "https://fedi.example/tags/{tag}"], "parameters": {"tag": {"type": "characters", "class": "A-Za-z0-9_", "maxLength": 30}}},
           {"name": "profile", "templates": ["https://*.example.social/users/{user}"], "parameters": {"user": {"type": "characters", "class": "a-z0-9_"}}}
         ]}
        """
    private let parser = DeepLinkParser(manifest: try! LinkManifest.load(json: Array(fedi.utf8)))
    private let tapped = LinkContext(arrival: .inAppContent)

    @Test func aRouteOnAnyHostOpensALinkTappedInTheAppsContent() {
        let routed = parser.decide("https://mastodon.social/tags/swift", context: tapped).routedLink
        #expect(routed?.route == "tag" && routed?.params["tag"] == "swift" && routed?.via == .inAppContent && routed?.linkKind == .webLink)
        #expect(parser.decide("https://MASTODON.social/tags/swift", context: tapped).routedLink?.route == "tag")
        #expect(parser.decide("https://a.example.social/users/jane", context: tapped).routedLink?.params["user"] == "jane")
        // The longest shape that admits the host is tried first, then the next: /tags/ is
        // not under *.example.social, so *'s opens; a path no shape has is no route.
        #expect(parser.decide("https://a.example.social/tags/swift", context: tapped).routedLink?.route == "tag")
        #expect(parser.decide("https://a.example.social/users/jane", context: tapped).routedLink?.route == "profile")
        #expect(parser.decide("https://a.example.social/notes/1", context: tapped).rejection?.reason == .noRoute)
        // A template that claims the link decides: a user that fails its type is not a tag.
        #expect(parser.decide("https://a.example.social/users/Jane", context: tapped).rejection?.reason == .invalidParameter)
        // The shape needs a label before its domain, and never admits the domain itself.
        #expect(parser.decide("https://example.social/users/jane", context: tapped).rejection?.reason == .noRoute)
        // Path and type rules as everywhere.
        #expect(parser.decide("https://mastodon.social/tags/a%2Fb", context: tapped).rejection?.reason == .encodedPathSeparator)
        #expect(parser.decide("https://mastodon.social/tags/sw-ift", context: tapped).rejection?.reason == .invalidParameter)
    }

    /// The routed link names the server, as the URL Standard serializes its host, so that the
    /// app never parses the link again to learn it; a route on a declared host names none.
    @Test func aRouteOnAnyHostNamesTheServer() throws {
        #expect(parser.decide("https://mastodon.social/tags/swift", context: tapped).routedLink?.host == "mastodon.social")
        #expect(parser.decide("https://MASTODON.Social/tags/swift", context: tapped).routedLink?.host == "mastodon.social")
        #expect(parser.decide("https://bücher.example.social/users/jane", context: tapped).routedLink?.host == "xn--bcher-kva.example.social")
        #expect(parser.decide("https://fedi.example/tags/swift", context: tapped).routedLink.map { $0.route == "tag" && $0.host == nil } == true)
        // In the decision's JSON (keys sorted), and read back.
        let decision = parser.decide("https://a.example.social/users/jane", context: tapped)
        #expect(JSONWriter.text { decision.write(to: &$0) }
            == #"{"decision":"route","host":"a.example.social","linkKind":"web-link","matchType":"unique","params":{"user":"jane"},"route":"profile","via":"in-app-content"}"#)
        #expect(try JSONDecoder().decode(Decision.self, from: JSONEncoder().encode(decision)) == decision)
        #expect(!JSONWriter.text { parser.decide("https://fedi.example/tags/swift").write(to: &$0) }.contains("host"))
    }

    @Test func theStrictHostRulesStay() {
        let reasons = [
            "https://93.184.216.34/tags/swift": RejectReason.ipLiteralHost, "https://[::1]/tags/swift": .ipLiteralHost,
            "https://user:pw@mastodon.social/tags/swift": .urlValidationError, "https://mastodon.social:8443/tags/swift": .portNotAllowed,
            "https://mastodon.social./tags/swift": .hostNotDeclared, "https://my_host/tags/swift": .urlValidationError,
            "http://mastodon.social/tags/swift": .insecureScheme,
        ]
        for (link, reason) in reasons {
            #expect(parser.decide(link, context: tapped).rejection?.reason == reason, "\(link)")
        }
    }

    @Test func aLinkOnAnyHostIsNeverAUniversalLink() {
        // Delivered by the system (the direct channel) it cannot be: the browser opens it.
        let rejection = parser.decide("https://mastodon.social/tags/swift").rejection
        #expect(rejection?.reason == .hostNotDeclared)
        #expect(rejection?.detail.contains("open only a link tapped in the app's own content") == true, "\(String(describing: rejection?.detail))")
        // The app's own domain is judged by its own rules, tapped or not: a universal link.
        #expect(parser.decide("https://fedi.example/tags/swift", context: tapped).routedLink?.linkKind == .universalLink)
        #expect(parser.decide("https://fedi.example/users/jane", context: tapped).rejection?.reason == .aasaNoMatch)
    }

    @Test func aShapeIsCheckedWhereItIsWritten() {
        let issues = { (template: String) in
            manifestIssues(#"{"name": "fedi", "app": {"bundleID": "org.example.fedi"}, "schemes": ["fedi"], "routes": [{"name": "x", "templates": ["\#(template)"]}]}"#)
        }
        #expect(issues("https://*/tags").isEmpty)
        #expect(issues("fedi://*/tags") == ["$.routes[0].templates[0]: 'fedi://*/tags': a route on any host ('*') is for https links: a custom scheme's host is the app's own"])
        #expect(issues("https://*:8443/tags") == ["$.routes[0].templates[0]: 'https://*:8443/tags': a route on any host ('*') takes no port"])
        #expect(issues("https://*.Example.social/tags").isEmpty, "a template's host is read in lower case")
        #expect(issues("https://*.*.social/tags").count == 1)
        #expect(issues("https://a.*.social/tags").count == 1)
    }

    @Test func validateWarnsWhenNoArrivalReachesIt() throws {
        let without = try LinkManifest.load(json: Array(Self.fedi.replacingOccurrences(of: #", "in-app-content""#, with: "").utf8))
        #expect(without.findings().map { "\($0.code.rawValue) \($0.path)" }
                == ["any-host-route-unreachable $.routes[0].templates[0]", "any-host-route-unreachable $.routes[1].templates[0]"])
        #expect(try LinkManifest.load(json: Array(Self.fedi.utf8)).findings().isEmpty)
    }
}
