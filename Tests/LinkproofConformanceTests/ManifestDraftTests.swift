import Foundation
@testable import LinkproofConformance
import LinkproofCore
import Testing

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
        // The draft gives routes only to the domain its AASA file is for; `manifest validate`
        // now says so for the other (issue 41: drafting every domain's templates is not done yet).
        #expect(manifest.findings().map { "\($0.code.rawValue) \($0.path)" } == ["associated-domain-without-route $.associatedDomains[1]"],
                "a draft validates as it is, warning only of the domain it gave no route")
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
        #expect(comments.count == rules.count { !$0.exclude })
        #expect(manifest.routes.map { $0.templates.map(\.source) } == [
            ["https://tidepool.example/"], ["https://tidepool.example/spots/{spotsSegment}"],
            ["https://tidepool.example/spots/{spotsSegment}/forecast/{forecastSegment}"],
            ["https://tidepool.example/session/{sessionSegment}?invite={invite}"], ["https://tidepool.example/Promo"],
            ["https://tidepool.example/{tide}"],
        ])
        #expect(manifest.routes.first { $0.name == "promo" }?.caseSensitive == false, "the rule ignores case, so does the route")
        let tide = try ValuePattern(#"tide\-[!-.0-~][!-.0-~]"#)
        let drafted = manifest.routes.first { $0.name == "tide" }?.parameters["tide"]
        #expect(drafted == .pattern(tide), "\(String(describing: drafted))")
    }

    @Test func whatAPersonMustDecideIsMarkedAndEveryEntryIsStated() throws {
        let draft = try draft()
        let text = draft.json.prettyText()
        // Each route (personal, risky) and each parameter (type and bounds).
        #expect(draft.decisions == 6 + 6 && text.components(separatedBy: ManifestDraft.marker).count - 1 == draft.decisions)
        #expect(text.contains("applinks:*.tidepool.example stands for every subdomain"))
        #expect(text.contains("From applinks:staging.tidepool.example?mode=developer. mode=developer:"))
        #expect(text.contains("'$(OAUTH_REDIRECT_SCHEME)' of Info.plist is left out"))
        #expect(text.contains("not link entries, left out: webcredentials:tidepool.example"))
    }

    @Test func withoutAnAASAFileThePlaceholderRouteValidates() throws {
        let draft = try draft(aasa: false)
        let manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        #expect(manifest.routes.map(\.name) == ["open"])
        // The placeholder route is a custom-scheme one: both associated domains are reported.
        #expect(manifest.findings().map { "\($0.code.rawValue) \($0.path)" }
                == ["associated-domain-without-route $.associatedDomains[0]", "associated-domain-without-route $.associatedDomains[1]"])
        #expect(manifest.app.teamID == nil && draft.json.prettyText().contains("DECIDE: the Team ID"))
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
