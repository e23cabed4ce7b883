import Foundation
import Testing

/// `linkproof init` drafts one manifest for both platforms from an app's Info.plist,
/// entitlements, AASA file and AndroidManifest.xml (Fixtures/kelpie-app, an app written for
/// this test): each intent filter is bound to the routes whose links both platforms open, what
/// the draft could not read or bind is said on stderr, and the cases of a bound route are
/// decided on Android too.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct InitBothPlatformsTests {
    static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LinkproofConformanceTests/Fixtures/kelpie-app").path

    @Test func oneDraftHoldsBothPlatformsWithItsFiltersBound() throws {
        let golden = Scratch.folder() + "/golden"
        let drafted = try LinkproofProcess.run([
            "init", "--info-plist", "\(Self.files)/Info.plist", "--entitlements", "\(Self.files)/Kelpie.entitlements",
            "--aasa", "\(Self.files)/apple-app-site-association", "--android-manifest", "\(Self.files)/AndroidManifest.xml", golden,
        ])
        #expect(drafted.status == 0, "\(drafted.errorText)")
        // What it could not read: a placeholder and a resource reference, each named.
        #expect(drafted.errorText.contains(#"android:host = "${shareHost}" has a manifest placeholder"#), "\(drafted.errorText)")
        #expect(drafted.errorText.contains(#"android:pathPrefix = "@string/share_path" is a resource reference"#), "\(drafted.errorText)")
        #expect(drafted.errorText.contains("intent filter '.LinkActivity#1' has a value that was not read: bound to no route"), "\(drafted.errorText)")
        // The custom-scheme filter receives the scheme's placeholder route, drafted on the
        // filter's host (issue 41: kelpie://farm); the gift route has no filter.
        #expect(!drafted.errorText.contains("intent filter '.LinkActivity#2'"), "\(drafted.errorText)")
        #expect(drafted.errorText.contains("route 'gift' (https://kelpie.example/gift/{giftSegment}) is bound to no intent filter"), "\(drafted.errorText)")
        #expect(drafted.text.contains("linkproof assetlinks check --manifest"), "\(drafted.text)")

        let app = golden + "/apps/kelpie.json"
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: app))) as? [String: Any])
        let android = try #require(manifest["android"] as? [String: Any])
        #expect(android["package"] as? String == "com.example.kelpie")
        let filters = try #require(android["intentFilters"] as? [[String: Any]])
        #expect(filters.map { $0["name"] as? String } == [".LinkActivity#0", ".LinkActivity#1", ".LinkActivity#2"])
        // pathPrefix /farms/ takes the farm and its harvest; pathPattern /orders/.* the order.
        #expect(filters.map { $0["routes"] as? [String] } == [["farms", "farms-harvest", "orders"], [], ["open"]])
        #expect(filters[0]["autoVerify"] as? Bool == true)
        let routes = try #require(manifest["routes"] as? [[String: Any]])
        #expect(routes.map { $0["name"] as? String } == ["farms", "farms-harvest", "orders", "gift", "open"])
        #expect(routes.last?["templates"] as? [String] == ["kelpie://farm"])

        // The draft validates, and says which route only iOS reaches.
        let validated = try LinkproofProcess.run(["manifest", "validate", app])
        #expect(validated.status == 0, "\(validated.text)\(validated.errorText)")
        #expect(validated.text.contains("route-only-on-ios") && validated.text.contains("gift"), "\(validated.text)")
        #expect(!validated.text.contains("route-only-on-android"), "\(validated.text)")

        // The cases of a route a filter receives are twinned on Android; the gift route's are not.
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: golden + "/cases/001-kelpie.json"))) as? [String: Any])
        let androidCases = (cases["cases"] as? [[String: Any]] ?? []).filter { $0["platform"] as? String == "android" }.compactMap { $0["id"] as? String }
        #expect(androidCases.contains("kelpie-farms-t1-simplest-android") && androidCases.contains("kelpie-orders-t1-simplest-android"), "\(androidCases)")
        #expect(!androidCases.contains { $0.hasPrefix("kelpie-gift-") }, "\(androidCases)")
        let recorded = try LinkproofProcess.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"])
        #expect(recorded.status == 0, "\(recorded.text)\(recorded.errorText)")
        let pending = try String(contentsOfFile: golden + "/cases/001-kelpie.pending.json", encoding: .utf8)
        #expect(pending.contains(#""delivery": "verified-app-link""#), "\(pending.prefix(2000))")
    }

    /// An AndroidManifest.xml built by Gradle 8 has no `package`: the draft still loads, the
    /// bundle ID standing in, and says so.
    @Test func aManifestWithoutAPackageStillDrafts() throws {
        let folder = Scratch.folder()
        let xml = try String(contentsOfFile: "\(Self.files)/AndroidManifest.xml", encoding: .utf8)
            .replacingOccurrences(of: #" package="com.example.kelpie""#, with: "")
        try xml.write(toFile: folder + "/AndroidManifest.xml", atomically: false, encoding: .utf8)
        let drafted = try LinkproofProcess.run([
            "init", "--info-plist", "\(Self.files)/Info.plist", "--entitlements", "\(Self.files)/Kelpie.entitlements",
            "--aasa", "\(Self.files)/apple-app-site-association", "--android-manifest", folder + "/AndroidManifest.xml", folder + "/golden",
        ])
        #expect(drafted.status == 0, "\(drafted.errorText)")
        #expect(drafted.errorText.contains("'package' is 'com.example.kelpie', a placeholder: replace it with Gradle's applicationId"), "\(drafted.errorText)")
        let validated = try LinkproofProcess.run(["manifest", "validate", folder + "/golden/apps/kelpie.json"])
        #expect(validated.status == 0, "\(validated.text)\(validated.errorText)")
    }

    @Test func theSectionAlonePrintsAndRefusesADirectory() throws {
        let printed = try LinkproofProcess.run(["init", "--android-manifest", "\(Self.files)/AndroidManifest.xml"])
        #expect(printed.status == 0, "\(printed.errorText)")
        let section = try #require(try JSONSerialization.jsonObject(with: Data(printed.text.utf8)) as? [String: [String: Any]])
        #expect((section["android"]?["intentFilters"] as? [[String: Any]])?.count == 3)
        #expect(printed.errorText.contains("routes are empty: bind each filter"), "\(printed.errorText)")
        let refused = try LinkproofProcess.run(["init", "--android-manifest", "\(Self.files)/AndroidManifest.xml", Scratch.folder() + "/golden"])
        #expect(refused.status == 2 && refused.errorText.contains("--android-manifest alone prints the android section"), "\(refused.errorText)")
    }
}
