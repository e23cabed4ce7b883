import LinkproofCore
import Testing

/// Issue 41, item 3: fragment templates — links that carry their data after `#` (invite and
/// contact links), on a chat app that is none of the documents'. The fragment is split on `/`
/// as written and each segment is held to the path's rules, then decoded once to strict UTF-8.
@Suite struct FragmentTemplateTests {
    static func json(_ routes: String) -> String {
        #"{"name": "chat", "app": {"bundleID": "org.example.chat"}, "schemes": ["chat"], "routes": [\#(routes)]}"#
    }

    static func chat(_ routes: String) throws -> LinkManifest {
        try LinkManifest.load(json: Array(json(routes).utf8))
    }

    static let invite = #"{"name": "invite", "templates": ["chat://open#invite/{code}", "chat://open/web#/invite/{code}"], "parameters": {"code": {"type": "characters", "class": "A-Za-z0-9", "minLength": 6, "maxLength": 12}}}"#
    static let home = #"{"name": "home", "templates": ["chat://open", "chat://open/web"]}"#

    @Test func aFragmentTemplateReadsTheFragmentSegmentBySegment() throws {
        let template = try RouteTemplate("chat://open?ref={ref}#invite/{code}/{_}")
        #expect(template.fragment == [.literal("invite"), .parameter("code"), .parameter("_")] && !template.fragmentStartsWithSlash)
        #expect(template.query.map(\.name) == ["ref"] && template.parameterNames == ["ref", "code"] && template.fragmentParameters == ["code"])
        #expect(try RouteTemplate("chat://open#/invite/{code}").fragmentStartsWithSlash)
        #expect(try RouteTemplate("chat://open").fragment == nil)

        let parser = DeepLinkParser(manifest: try Self.chat(Self.invite + "," + Self.home))
        let routed = parser.decide("chat://open#invite/Ab3dE6").routedLink
        #expect(routed?.route == "invite" && routed?.params["code"] == "Ab3dE6")
        #expect(parser.decide("chat://open/web#/invite/Ab3dE6").routedLink?.params["code"] == "Ab3dE6")
        // Escapes of unreserved characters in the literal, and of the value, decode once.
        #expect(parser.decide("chat://open#%69nvite/Ab3d%456").routedLink?.params["code"] == "Ab3dE6")
        // Without the fragment, or with any other, the template that ignores it decides.
        #expect(parser.decide("chat://open").routedLink?.route == "home")
        #expect(parser.decide("chat://open#top").routedLink?.route == "home")
        #expect(parser.decide("chat://open#invite").routedLink?.route == "home")
        // The `/` first is the template's: `#/invite/…` is not `#invite/…`.
        #expect(parser.decide("chat://open#/invite/Ab3dE6").routedLink?.route == "home")
    }

    @Test func aFragmentValueIsHeldToThePathsRulesAndNeverFallsThrough() throws {
        let parser = DeepLinkParser(manifest: try Self.chat(Self.invite + "," + Self.home))
        // A value its type refuses is the decision: the route that ignores the fragment, which
        // would open, is not tried.
        let short = parser.decide("chat://open#invite/abc").rejection
        #expect(short?.reason == .invalidParameter && short?.offset == 19, "\(String(describing: short))")
        #expect(parser.decide("chat://open#invite/Ab3dE6%3Fx%3D1").rejection?.reason == .invalidParameter)
        #expect(parser.decide("chat://open#invite/Ab3dE6?x=1").rejection?.reason == .invalidParameter)
        #expect(parser.decide("chat://open#invite/%2e%2e").rejection?.reason == .pathDotSegment)
        #expect(parser.decide("chat://open#invite/Ab3d%2FE6").rejection?.reason == .encodedPathSeparator)
        #expect(parser.decide("chat://open#invite/Ab3d%FFE6").rejection?.reason == .invalidEncoding)
        // A second `#` is a validation error (not a URL code point): rejected before any route.
        #expect(parser.decide("chat://open#invite/Ab3dE6#x").routedLink == nil)
        // A space, `"`, `<`, `>` or a backtick (the fragment percent-encode set) is rejected
        // as written; encoded, it is decoded once like any escape.
        #expect(parser.decide("chat://open#invite/Ab3 dE6").rejection != nil)
        let strings = DeepLinkParser(manifest: try Self.chat(#"{"name": "contact", "templates": ["chat://open#contact/{name}"], "parameters": {"name": {"type": "string"}}}"#))
        #expect(strings.decide("chat://open#contact/Jane%20%22JD%22%20Doe").routedLink?.params["name"] == #"Jane "JD" Doe"#)
    }

    @Test func aFragmentTemplateIsCheckedWhereItIsWritten() {
        let issues = { (routes: String) in manifestIssues(Self.json(routes)) }
        #expect(issues(#"{"name": "x", "templates": ["chat://open#"]}"#)
                == ["$.routes[0].templates[0]: 'chat://open#': an empty fragment '#' carries nothing: remove '#' to ignore the link's fragment"])
        #expect(issues(#"{"name": "x", "templates": ["chat://open#a#b"]}"#) == ["$.routes[0].templates[0]: 'chat://open#a#b': a fragment holds no second '#'"])
        #expect(issues(#"{"name": "x", "templates": ["chat://open#a b"]}"#)
                == ["$.routes[0].templates[0]: 'chat://open#a b': fragment segment 'a b' may hold only unreserved characters, or be a whole {parameter}"])
        #expect(issues(#"{"name": "x", "templates": ["chat://open#invite/{code}"], "parameters": {"code": {"type": "string", "required": false}}}"#)
                == ["$.routes[0].parameters.code.required: {code} is a fragment segment of 'chat://open#invite/{code}': only a query parameter may be left out"])
    }

    @Test func validateComparesFragmentTemplatesOnlyWithEachOther() throws {
        // A template that reads the fragment and one that ignores it never compete (the first
        // is tried first); two that read it overlap as two paths do.
        #expect(try Self.chat(Self.invite + "," + Self.home).findings().isEmpty)
        let contact = #", {"name": "contact", "templates": ["chat://open#invite/{name}"], "parameters": {"name": {"type": "string"}}}"#
        let findings = try Self.chat(Self.invite + contact).findings()
        #expect(findings.map(\.code) == [.templatesOverlap], "\(findings)")
        #expect(findings.first?.message.contains("both accept chat://open/#invite/") == true, "\(findings)")
    }

    @Test func anOptionalQueryParameterIsLeftOutBeforeTheFragment() throws {
        let template = try RouteTemplate("chat://open?ref={ref}#invite/{code}")
        #expect(template.source(leavingOut: ["ref"]) == "chat://open#invite/{code}")
        #expect(template.link(filling: ["ref": "a b", "code": "c/d"]) == "chat://open?ref=a%20b#invite/c%2Fd")
    }
}
