import Foundation
@testable import LinkproofConformance
import LinkproofCore
import Testing
import LinkproofTestSupport

/// Issue 41: `init --aasa DOMAIN=FILE`, one AASA file per associated domain, beside or instead
/// of `--aasa FILE` (the file of every domain without its own).
@Suite struct ManifestDraftAASAFilesTests {
    static let files = ManifestDraftTests.files
    static let main = "\(files)/apple-app-site-association"

    /// A staging file of its own: the main file's `/spots/*` written alike, and a `/beta/*` of its own.
    private func stagingFile() throws -> String {
        let file = TestScratch.url("linkproof-staging").appendingPathExtension("json")
        try Data(#"{"applinks": {"details": [{"appIDs": ["TIDE123456.com.example.tidepool"], "components": [{"/": "/spots/*", "comment": "staging"}, {"/": "/beta/*"}]}]}}"#.utf8).write(to: file)
        return file.path
    }

    private func draft(_ files: [DraftAASAFile]) throws -> ManifestDraft {
        try ManifestDraft(AppDeclarations(infoPlist: "\(Self.files)/Info.plist", entitlements: "\(Self.files)/Tidepool.entitlements"), aasaFiles: files)
    }

    /// How many components the app's entry of an inlined AASA file has.
    private func components(_ aasa: JSONValue?) -> Int? {
        guard case .array(let details)? = aasa?["applinks"]?["details"], case .array(let components)? = details.first?["components"] else { return nil }
        return components.count
    }

    private func templates(_ manifest: LinkManifest) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: manifest.routes.map { ($0.name, $0.templates.map(\.source)) })
    }

    @Test(arguments: [false, true])
    func eachDomainIsBoundToItsOwnFile(mainForEveryDomain: Bool) throws {
        let staging = try stagingFile()
        defer { try? FileManager.default.removeItem(atPath: staging) }
        // The main file given for every domain (staging has its own), or for its domain by name: the same draft.
        let main = DraftAASAFile(path: Self.main, domain: mainForEveryDomain ? nil : "tidepool.example")
        let draft = try draft([main, DraftAASAFile(path: staging, domain: "STAGING.tidepool.example")])
        let manifest = try LinkManifest.load(json: Array(draft.json.prettyText().utf8))
        #expect(manifest.findings().isEmpty, "\(manifest.findings())")
        let bound = manifest.associatedDomains.map { domain in (domain.domain, components(domain.aasa)) }
        #expect(bound.map(\.0) == ["tidepool.example", "staging.tidepool.example"] && bound.map(\.1) == [7, 2], "\(bound)")
        let routes = templates(manifest)
        // A rule both files write alike is one route on both domains; each other rule is on its file's domain alone.
        #expect(routes["spots"] == ["https://tidepool.example/spots/{spotsSegment}", "https://staging.tidepool.example/spots/{spotsSegment}"])
        #expect(routes["beta"] == ["https://staging.tidepool.example/beta/{betaSegment}"])
        #expect(routes["promo"] == ["https://tidepool.example/Promo"])
        let text = draft.json.prettyText()
        #expect(!text.contains("DECIDE: whether staging.tidepool.example serves"), "staging has its own file")
        #expect(text.contains("Drafted from apple-app-site-association $.applinks.details[0].components[1] and \((staging as NSString).lastPathComponent) $.applinks.details[0].components[0] ('/spots/*')"))
        // Routes 6 + 1 (beta), parameters 6 + 1, the placeholder: no binding to confirm.
        #expect(draft.decisions == 7 + 7 + 1 && text.components(separatedBy: ManifestDraft.marker).count - 1 == draft.decisions)
    }

    @Test func aFileForEveryDomainAloneIsTodaysMeaning() throws {
        let one = try draft([DraftAASAFile(path: Self.main)]).json.prettyText()
        let app = try AppDeclarations(infoPlist: "\(Self.files)/Info.plist", entitlements: "\(Self.files)/Tidepool.entitlements")
        #expect(one == (try ManifestDraft(app, aasaPath: Self.main).json.prettyText()))
        #expect(one.contains("DECIDE: whether staging.tidepool.example serves the AASA file of tidepool.example"))
    }

    @Test func errorsNameTheFileAndTheDomain() throws {
        func error(_ files: [DraftAASAFile]) -> String {
            do {
                _ = try draft(files)
                return "no error"
            } catch {
                return String(describing: error)
            }
        }
        #expect(error([DraftAASAFile(path: Self.main, domain: "tidepool.test")])
                == "\(Self.main): the AASA file for tidepool.test: tidepool.test is not an applinks: domain of the entitlements (it names tidepool.example, staging.tidepool.example)")
        #expect(error([DraftAASAFile(path: "/nonexistent/aasa.json", domain: "staging.tidepool.example")])
                .hasPrefix("/nonexistent/aasa.json: the AASA file for staging.tidepool.example: "))
        #expect(error([DraftAASAFile(path: "\(Self.files)/Info.plist", domain: "tidepool.example")])
                .hasPrefix("\(Self.files)/Info.plist:1:1: the AASA file for tidepool.example: "))
        #expect(error([DraftAASAFile(path: Self.main, domain: "tidepool.example"), DraftAASAFile(path: "b.json", domain: "tidepool.example")])
                == "b.json: a second AASA file for tidepool.example (\(Self.main) is one already): give each domain one file, as DOMAIN=FILE")
        #expect(error([DraftAASAFile(path: Self.main), DraftAASAFile(path: "b.json")])
                == "b.json: a second AASA file for every domain (\(Self.main) is one already): give each domain one file, as DOMAIN=FILE")
    }
}
