import Foundation
@testable import LinkproofConformance
import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 29, item 3: a manifest drafted from the files of an app that is not in the
/// repository (a surf-forecast app, `Fixtures/app-files`): an Info.plist in XML and in binary,
/// its entitlements and its AASA file.
@Suite struct ManifestDraftTests {
    static let files = GoldenFolder.tests.appendingPathComponent("LinkproofConformanceTests/Fixtures/app-files").path

    private func draft(_ plist: String = "Info.plist", aasa: Bool = true) throws -> ManifestDraft {
        let app = try AppDeclarations(infoPlist: "\(Self.files)/\(plist)", entitlements: "\(Self.files)/Tidepool.entitlements")
        return try ManifestDraft(app, aasaPath: aasa ? "\(Self.files)/apple-app-site-association" : nil)
    }

    @Test func xmlAndBinaryPlistsGiveTheSameDraft() throws {
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(Self.files)/Info-binary.plist")).prefix(8) == Data("bplist00".utf8))
        #expect(try draft("Info-binary.plist").json.prettyText() == draft().json.prettyText())
    }

    @Test func theDraftValidatesAndItsRoutesCoverEveryComponentPathOfTheApp() throws {
        let draft = try draft()
        let manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        // Issue 41: the AASA file is bound to both domains, every route has a template on each,
        // and the custom schemes a placeholder: the draft validates without a finding.
        #expect(manifest.findings().isEmpty, "\(manifest.findings())")
        #expect(manifest.name == "tidepool")
        #expect(manifest.associatedDomains.allSatisfy { $0.aasa != nil })
        #expect(manifest.app.teamID == "TIDE123456" && manifest.app.bundleID == "com.example.tidepool")
        #expect(manifest.schemes == ["tidepool", "tidepoolbeta"])
        #expect(manifest.associatedDomains.map(\.domain) == ["tidepool.example", "staging.tidepool.example"])
        // Every rule of the app's entry that is not an exclusion has its route, and (no
        // template-not-matched finding above) the AASA file gives each template's links to the app.
        let aasa = try AASAParser.parse(Array(String(contentsOfFile: "\(Self.files)/apple-app-site-association", encoding: .utf8).utf8)).document
        let rules = try #require(aasa.appLinks?.details.first { $0.appIDs.contains("TIDE123456.com.example.tidepool") }?.rules)
        let comments = routeComments(draft.json)
        for rule in rules where !rule.exclude {
            #expect(comments.filter { $0.contains("apple-app-site-association \(rule.jsonPath) ('\(rule.path ?? "")'") }.count == 1, "\(rule.jsonPath)")
        }
        #expect(comments.count == rules.count { !$0.exclude } + 1, "and the placeholder of the custom schemes")
        let paths = ["/", "/spots/{spotsSegment}", "/spots/{spotsSegment}/forecast/{forecastSegment}", "/session/{sessionSegment}?invite={invite}", "/Promo", "/{tide}"]
        #expect(manifest.routes.map { $0.templates.map(\.source) }
                == paths.map { ["https://tidepool.example" + $0, "https://staging.tidepool.example" + $0] } + [["tidepool://open", "tidepoolbeta://open"]])
        #expect(manifest.routes.first { $0.name == "promo" }?.caseSensitive == false, "the rule ignores case, so does the route")
        let tide = try ValuePattern(#"tide\-[!-.0-~][!-.0-~]"#)
        let drafted = manifest.routes.first { $0.name == "tide" }?.parameters["tide"]
        #expect(drafted == .pattern(tide), "\(String(describing: drafted))")
    }

    @Test func whatAPersonMustDecideIsMarkedAndEveryEntryIsStated() throws {
        let draft = try draft()
        let text = draft.json.prettyText()
        // Each route (personal, risky) and each parameter (type and bounds).
        // And whether the staging domain serves the same AASA file, and the schemes' placeholder.
        #expect(draft.decisions == 6 + 6 + 1 + 1 && text.components(separatedBy: ManifestDraft.marker).count - 1 == draft.decisions)
        #expect(text.contains("DECIDE: whether staging.tidepool.example serves the AASA file of tidepool.example"))
        #expect(text.contains("applinks:*.tidepool.example stands for every subdomain"))
        #expect(text.contains("From applinks:staging.tidepool.example?mode=developer. mode=developer:"))
        #expect(text.contains("'$(OAUTH_REDIRECT_SCHEME)' of Info.plist is left out"))
        #expect(text.contains("not link entries, left out: webcredentials:tidepool.example"))
    }

    @Test func withoutAnAASAFileThePlaceholderRouteValidates() throws {
        let draft = try draft(aasa: false)
        let manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        #expect(manifest.routes.map(\.name) == ["open"])
        // The placeholder is on both schemes and both domains' roots (issue 41): no domain is left without a route.
        #expect(manifest.routes.first?.templates.map(\.source)
                == ["tidepool://open", "tidepoolbeta://open", "https://tidepool.example/", "https://staging.tidepool.example/"])
        #expect(manifest.findings().isEmpty, "\(manifest.findings())")
        #expect(manifest.app.teamID == nil && draft.json.prettyText().contains("DECIDE: the Team ID"))
    }

    @Test func theAppIsNamedByItsProductNotAPlatformWord() {
        #expect(ManifestDraft.appName(bundleID: "com.example.tidepool") == "tidepool")
        #expect(ManifestDraft.appName(bundleID: "io.example.tidepool.ios") == "tidepool")
        #expect(ManifestDraft.appName(bundleID: "com.example.Surf.app") == "surf")
        #expect(ManifestDraft.appName(bundleID: "$(PRODUCT_BUNDLE_IDENTIFIER)") == "app")
    }

    @Test func anAASAFragmentPatternIsDraftedAsAFragmentTemplate() throws {
        let file = TestScratch.url("linkproof-aasa").appendingPathExtension("json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(##"{"applinks": {"details": [{"appIDs": ["TIDE123456.com.example.tidepool"], "components": [{"/": "/join", "#": "invite/*"}, {"/": "/", "#": "*"}]}]}}"##.utf8).write(to: file)
        let app = try AppDeclarations(infoPlist: "\(Self.files)/Info.plist", entitlements: "\(Self.files)/Tidepool.entitlements")
        let draft = try ManifestDraft(app, aasaPath: file.path)
        let manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        #expect(manifest.routes.first?.templates.map(\.source) == ["https://tidepool.example/join#invite/{inviteSegment}", "https://staging.tidepool.example/join#invite/{inviteSegment}"])
        #expect(manifest.routes.dropFirst().first?.templates.first?.source == "https://tidepool.example/", "a '#' of '*' matches any fragment: none drafted")
        #expect(manifest.findings().isEmpty, "\(manifest.findings())")
        let parser = DeepLinkParser(manifest: manifest)
        #expect(parser.decide("https://tidepool.example/join#invite/abc").routedLink?.params["inviteSegment"] == "abc")
    }

    @Test func aFileThatIsNotAPropertyListIsNamed() {
        #expect(throws: GoldenError.self) { try AppDeclarations(infoPlist: "\(Self.files)/apple-app-site-association", entitlements: "\(Self.files)/Tidepool.entitlements") }
        do {
            _ = try AppDeclarations(infoPlist: "\(Self.files)/missing.plist", entitlements: "\(Self.files)/Tidepool.entitlements")
        } catch {
            #expect(error.file.hasSuffix("missing.plist"))
        }
    }

    private func routeComments(_ json: JSONValue) -> [String] {
        guard case .array(let routes)? = json["routes"] else { return [] }
        return routes.compactMap { route in if case .string(let text)? = route["comment"] { text } else { nil } }
    }
}
