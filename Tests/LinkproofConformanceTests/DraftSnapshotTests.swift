import Foundation
@testable import LinkproofConformance
import LinkproofCore
import Testing

/// Issue 40: `linkproof init`'s draft from an app's Info.plist, entitlements, AASA file and
/// AndroidManifest.xml (Fixtures/kelpie-app) writes what it wrote before its hostile cases
/// stopped compiling the AASA file once a route (a catalogue target a route, made linear by
/// `CatalogueTarget.aimed(at:)`). The files in Fixtures/kelpie-app/draft were written by
/// `linkproof init` at d014a6be, before that change, and are compared byte for byte; written
/// again when issue 41's drafts (a placeholder route for the custom scheme, bound to the
/// filter that names its host) and issue 39's classes (`path-parameter-in-query`,
/// `url-parameter-scheme` among the hostile cases drawn) changed what a draft holds.
@Suite struct DraftSnapshotTests {
    static let app = GoldenFolder.tests.appendingPathComponent("LinkproofConformanceTests/Fixtures/kelpie-app").path

    @Test func theDraftOfBothPlatformsIsWhatItWasByteForByte() throws {
        let declarations = try AppDeclarations(infoPlist: "\(Self.app)/Info.plist", entitlements: "\(Self.app)/Kelpie.entitlements")
        let android = try AndroidManifestDraft.draft(Array(Data(contentsOf: URL(fileURLWithPath: "\(Self.app)/AndroidManifest.xml"))))
        let draft = try ManifestDraft(declarations, aasaPath: "\(Self.app)/apple-app-site-association", android: android)
        let files = try GoldenScaffold(draft: draft).files(in: "golden")
        for path in ["apps/kelpie.json", "scenarios.json", "cases/001-kelpie.json"] {
            let written = try #require(files.first { $0.path == path }, "\(path) is not written").text
            let recorded = try String(contentsOfFile: "\(Self.app)/draft/\(path)", encoding: .utf8)
            #expect(written == recorded, "\(path) differs from what init wrote before")
        }
        // The snapshot holds the hostile cases, twinned on Android for a route a filter receives.
        #expect(files.contains { $0.path == "cases/001-kelpie.json" && $0.text.contains(#""id": "kelpie-orders-hostile-idn-homoglyph-android""#) })
    }
}
