import Foundation
import LinkproofCore
@testable import LinkproofGen
import Testing
import LinkproofTestSupport

/// The consequence oracle's kinds, each from a handler's answer and a link whose meaning
/// the documents or WHATWG fix: host confusion and a risky route opened at once are
/// security, another route correctness, an equivalent link or a stricter handler a note.
@Suite struct ConsequenceOracleTests {
    static let manifest = try! LinkManifest.load(json: Array("""
        {"name": "notes", "app": {"teamID": "NOTES00001", "bundleID": "com.example.notes"}, "schemes": ["notes", "notesscan"],
         "associatedDomains": [{"domain": "notes.example.com", "aasa": {"applinks": {"details": [
            {"appIDs": ["NOTES00001.com.example.notes"], "components": [{"/": "/projects/*"}, {"/": "/s/*"}, {"/": "/issues/*"}]}]}}}],
         "routes": [
           {"name": "project", "templates": ["https://notes.example.com/projects/{project}"],
            "parameters": {"project": {"type": "characters", "class": "a-z0-9-", "minLength": 1, "maxLength": 32}}},
           {"name": "shared", "templates": ["https://notes.example.com/s/{shareID}"],
            "parameters": {"shareID": {"type": "characters", "class": "A-Za-z0-9", "minLength": 6, "maxLength": 12}}},
           {"name": "delete", "templates": ["notes://delete?note={noteID}"],
            "parameters": {"noteID": {"type": "characters", "class": "A-Za-z0-9", "minLength": 8, "maxLength": 16}}, "risky": true},
           {"name": "issue", "templates": ["https://notes.example.com/issues/{number}"],
            "parameters": {"number": {"type": "integer", "minimum": 1, "maximum": 1000000}}},
           {"name": "settings", "templates": ["notes://settings?page={page}"],
            "parameters": {"page": {"type": "enumeration", "values": ["general", "privacy"]}}},
           {"name": "browse", "templates": ["notes://browse?url={url}"], "parameters": {"url": {"type": "string"}}},
           {"name": "scan", "templates": ["notesscan://scan"], "parameters": {}},
           {"name": "wiki", "templates": ["https://*/wiki/{page}"],
            "parameters": {"page": {"type": "characters", "class": "a-z", "minLength": 1, "maxLength": 20}}}
         ]}
        """.utf8))
    let oracle = ConsequenceOracle(manifest: manifest)
    let policy = DeepLinkParser(manifest: manifest)

    /// What a handler does when it opens exactly what `link` means to the strict policy.
    func opening(_ link: String) -> Decision { policy.decide(link) }

    @Test func aRouteOpenedForAForeignHostIsHostConfusion() {
        let finding = oracle.judge(opening("https://notes.example.com/projects/a"), for: "https://notes.example.com.evil.test/projects/a")
        #expect(finding.kind == .security)
        #expect(finding.consequence == "host confusion")
        #expect(finding.means == "a link on notes.example.com.evil.test, not the app's")
    }

    @Test func equivalentFormsAreNotes() {
        for equivalent in ["https://notes.example.com:443/projects/a", "https://NOTES.example.com/projects/a",
                           "https://notes.example.com/./projects/a", "https://ｎotes.example.com/projects/a"] {
            #expect(oracle.judge(opening("https://notes.example.com/projects/a"), for: equivalent).kind == .note, "\(equivalent)")
        }
    }

    @Test func anotherRouteOrAnotherValueIsCorrectness() {
        let route = oracle.judge(opening("https://notes.example.com/projects/a"), for: "https://notes.example.com/s/abcdef")
        #expect(route.kind == .correctness)
        #expect(route.did == "opened project {project=a}")
        let value = oracle.judge(opening("https://notes.example.com/projects/a"), for: "https://notes.example.com/projects/b")
        #expect(value.kind == .correctness)
        #expect(value.consequence == "parameter value")
    }

    @Test func aRiskyRouteOpenedWithoutAskingIsSecurity() throws {
        guard case .confirm(let link) = opening("notes://delete?note=abcdefgh") else {
            Issue.record("the policy should ask before deleting")
            return
        }
        #expect(oracle.judge(.route(link), for: "notes://delete?note=abcdefgh").kind == .security)
        #expect(oracle.judge(.confirm(link), for: "notes://delete?note=abcdefgh").kind == .note)
    }

    @Test func aStricterHandlerIsANoteUnlessThePlainLinkMustOpen() {
        let ignored = Decision.reject(Rejection(handler: .ignored, "ignored"))
        #expect(oracle.judge(ignored, for: "https://notes.example.com/projects/a").kind == .note)
        #expect(oracle.judge(ignored, for: "https://notes.example.com/projects/a", plainLinksMustOpen: true).kind == .correctness)
    }

    @Test func theFoundationRepairOfARawCharacterIsOneReadingOfTheLink() {
        // iOS 17's URL(string:) encodes the raw control character alone; the Foundation the
        // test runs on may encode the whole component, its escapes included (swift-foundation).
        let raw = "https://notes.example.com/projects/\u{01}%41"
        #expect(ConsequenceOracle.repairs(of: raw).first == "https://notes.example.com/projects/%01%41")
        #expect(ConsequenceOracle.repairs(of: "https://notes.example.com/projects/a").isEmpty)
    }

    @Test func theAppsWebLinkOnAnotherSchemeIsANoteWhenOpenedAsThatLink() {
        let project = opening("https://notes.example.com/projects/a")
        #expect(oracle.judge(project, for: "xhttps://notes.example.com/projects/a").kind == .note)
        #expect(oracle.judge(project, for: "//notes.example.com/projects/a").kind == .note)
        #expect(oracle.judge(project, for: "xhttps://evil.example/projects/a").kind == .security)
        #expect(oracle.judge(project, for: "xhttps://notes.example.com/projects/b").kind != .note)
    }

    @Test func aSchemeRegisteredForOneRouteWithoutParametersNamesIt() {
        let scan = opening("notesscan://scan")
        #expect(oracle.judge(scan, for: "notesscan://evil.example/a%2Fb").kind == .note)
        #expect(oracle.judge(opening("notes://delete?note=abcdefgh"), for: "notes://evil.example/delete?note=abcdefgh").kind != .note)
    }

    @Test func aRouteOnAnyHostIsTheAppsInItsOwnContentOnly() {
        let tapped = LinkContext(arrival: .inAppContent)
        let wiki = policy.decide("https://other.example/wiki/a", context: tapped)
        #expect(wiki.routedLink?.route == "wiki")
        #expect(oracle.judge(wiki, for: "https://other.example/wiki/a", context: tapped).kind == .note)
        #expect(oracle.judge(wiki, for: "https://other.example/wiki/a").kind == .security)
    }

    /// Of two shapes that admit a host, the parser tries the longest's templates only; the
    /// oracle reads a link refused for its value where the parser reads it, so a handler that
    /// opens the other shape's route for it opens another route.
    @Test func aLinkOnTwoShapesMeansWhatTheLongestShapeSays() throws {
        let manifest = try LinkManifest.load(json: Array("""
            {"name": "wikis", "app": {"bundleID": "com.example.wikis"}, "arrivals": ["in-app-content"],
             "routes": [
               {"name": "page", "templates": ["https://*/wiki/{page}"], "parameters": {"page": {"type": "characters", "class": "a-z"}}},
               {"name": "team", "templates": ["https://*.teams.example/wiki/{id}"], "parameters": {"id": {"type": "integer", "minimum": 1, "maximum": 999}}}
             ]}
            """.utf8))
        let tapped = LinkContext(arrival: .inAppContent)
        let parser = DeepLinkParser(manifest: manifest)
        #expect(parser.decide("https://a.teams.example/wiki/abc", context: tapped).rejection?.reason == .invalidParameter)
        let page = try #require(parser.decide("https://other.example/wiki/abc", context: tapped).routedLink)
        let finding = ConsequenceOracle(manifest: manifest).judge(.route(page), for: "https://a.teams.example/wiki/abc", context: tapped)
        #expect(finding.kind == .correctness && finding.consequence == "different route", "\(finding)")
    }

    @Test func valuesCompareAsTheirDeclaredTypesReadThem() {
        func judged(_ route: String, _ name: String, _ value: String, for link: String) -> Finding {
            oracle.judge(.route(RoutedLink(route: route, params: RouteParameters([name: value]), linkKind: .customScheme, via: .direct, matchType: .unique)), for: link)
        }
        #expect(judged("issue", "number", "42", for: "https://notes.example.com/issues/042").consequence == "the same number")
        #expect(judged("issue", "number", "43", for: "https://notes.example.com/issues/042").kind == .correctness)
        #expect(judged("settings", "page", "general", for: "notes://settings?page=GENERAL").consequence == "the same value but for letter case")
        #expect(judged("settings", "page", "privacy", for: "notes://settings?page=GENERAL").kind == .correctness)
        // A fullwidth digit maps to the same host: one WHATWG href.
        #expect(judged("browse", "url", "https://0.0.0.0/", for: "notes://browse?url=https%3A%2F%2F%EF%BC%90.0").consequence == "the same URL")
        #expect(judged("browse", "url", "https://evil.example/", for: "notes://browse?url=https%3A%2F%2Fnotes.example.com%2F").kind == .correctness)
        // An escape that is not UTF-8: no reading is the link's; an overlong '/' read as '/' is one the link never meant.
        #expect(judged("browse", "url", "a", for: "notes://browse?url=a%C0%AF").consequence == "a value with no one reading")
        #expect(judged("browse", "url", "a/", for: "notes://browse?url=a%C0%AF").kind == .correctness)
    }

    @Test func aScreenForALinkNothingElseOpensCostsNothingInTheAppsContent() {
        let tapped = LinkContext(arrival: .inAppContent)
        let wiki = policy.decide("https://other.example/wiki/a", context: tapped)
        #expect(oracle.judge(wiki, for: "javascript:https://other.example/wiki/a", context: tapped).consequence == "a link nothing else opens")
        #expect(oracle.judge(wiki, for: "javascript:https://other.example/wiki/a").kind == .security)
        #expect(oracle.judge(wiki, for: "mailto:a@other.example/wiki/a", context: tapped).kind == .security)
        // A route on any host, on an IP literal the policy's host rules refuse; a route on the app's own host is still confused.
        #expect(oracle.judge(wiki, for: "https://192.0.2.1/wiki/a", context: tapped).consequence == "the route opens on any host")
        #expect(oracle.judge(opening("https://notes.example.com/projects/a"), for: "https://192.0.2.1/projects/a", context: tapped).kind == .security)
        // A risky route is never harmless.
        guard case .confirm(let delete) = opening("notes://delete?note=abcdefgh") else { return }
        #expect(oracle.judge(.confirm(delete), for: "javascript:notes://delete?note=abcdefgh", context: tapped).kind == .security)
    }

    @Test func aFallbackScreenThatReadsNothingOfARefusedValueIsANote() {
        let browse = RoutedLink(route: "scan", params: RouteParameters(), linkKind: .customScheme, via: .direct, matchType: .unique)
        #expect(oracle.judge(.route(browse), for: "notes://settings?page=unknown").consequence == "a screen that takes nothing from the link")
        #expect(oracle.judge(.route(browse), for: "notes://settings?page=general").kind == .correctness)
        // A risky route is never a fallback.
        guard case .confirm(let delete) = opening("notes://delete?note=abcdefgh") else { return }
        let empty = RoutedLink(route: delete.route, params: RouteParameters(["noteID": ""]), linkKind: .customScheme, via: .direct, matchType: .unique)
        #expect(oracle.judge(.confirm(empty), for: "notes://delete?note=a").kind != .note)
    }

    @Test func aCommandSchemesIgnoredPathIsOneReadingOfTheLink() {
        let settings = opening("notes://settings?page=general")
        #expect(oracle.judge(settings, for: "notes://settings/a%2Fb/?page=general").kind == .note)
        #expect(oracle.judge(settings, for: "notes://settings/a%2Fb/?page=privacy").kind == .correctness)
        #expect(ConsequenceOracle(manifest: Self.manifest).commandForm(of: "https://notes.example.com/projects/a").isEmpty)
    }

    @Test func aTrapSaysWhetherAReleaseBuildGoesOn() throws {
        let root = TestScratch.url("trapkind")
        let folder = root.appendingPathComponent("Sources/Links")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "func f(_ id: String) {\n    guard Int(id) != nil else {\n        assertionFailure(\"not a number\")\n        fatalError(\"gone\")\n    }\n}\n"
            .write(to: folder.appendingPathComponent("Router.swift"), atomically: true, encoding: .utf8)
        #expect(TrapKind("Links/Router.swift:3: Fatal error: not a number", packageRoot: root.path).releaseGoesOn)
        #expect(!TrapKind("Links/Router.swift:4: Fatal error: gone", packageRoot: root.path).releaseGoesOn)
        #expect(TrapKind("Links/Router.swift:9: Assertion failed: id", packageRoot: root.path).releaseGoesOn)
        #expect(!TrapKind("Links/Other.swift:3: Fatal error: not found", packageRoot: root.path).releaseGoesOn)
        #expect(!TrapKind("Links/Router.swift:2: Fatal error: Unexpectedly found nil while unwrapping an Optional value", packageRoot: root.path).releaseGoesOn)
    }
}
