import Foundation
import Testing
import LinkproofTestSupport

/// A golden suite of one's own, as a team starts it for an app that is not in the repository:
/// `linkproof init`, `conform --record`, `review --accept-all`, `conform` in CI — and a later
/// edit of the app's own manifest (the one file the golden folder refers to) that turns a
/// rejection into an acceptance fails CI with the parse-diff.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct InitJourneyTests {
    /// A shop manifest in `folder` with its AASA file beside it.
    static func writeShop(in folder: URL) throws -> String {
        try #"{"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/p/*"}, {"/": "/account/*"}]}]}}"#
            .write(to: folder.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("shop.json")
        try GenCommandTests.shop.replacingOccurrences(of: #"{"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/p/*"}, {"/": "/account/*"}]}]}}"#, with: #""aasa.json""#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        return manifest.path
    }

    @Test func initRecordReviewConformThenAnEditThatAcceptsARejectedLinkFails() throws {
        let folder = TestScratch.url("linkproof-init")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.writeShop(in: folder)
        let golden = folder.appendingPathComponent("golden").path

        let initialized = try LinkproofProcess.run(["init", "--manifest", manifest, golden])
        #expect(initialized.status == 0, "\(initialized.errorText)")
        let casesFile = golden + "/cases/001-shop.json"
        let cases = try String(contentsOfFile: casesFile, encoding: .utf8)
        #expect(!cases.contains("\"expect\""), "left unrecorded")
        for id in ["shop-product-t2-sku-max-length", "shop-product-t2-sku-over-max-length", "shop-orders-t1-order-uppercase", "shop-pay-t1-amount-max-length"] {
            #expect(cases.contains("\"\(id)\""), "\(id)")
        }
        #expect(cases.contains("shop-product-hostile-"), "hostile variants aimed at the route")
        #expect(try String(contentsOfFile: golden + "/scenarios.json", encoding: .utf8).contains("\"comment\""))
        let unrecorded = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(unrecorded.status == 1 && unrecorded.text.contains("unrecorded"))

        // Recording is a person's act, which `conform` refuses under CI: the journey is the user's own, at their desk.
        #expect(try LinkproofProcess.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"]).status == 0)
        #expect(try LinkproofProcess.run(["review", "--golden", golden, "--accept-all"]).status == 0)
        let accepted = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(accepted.status == 0, "\(accepted.text)")
        let recorded = try String(contentsOfFile: casesFile, encoding: .utf8)
        #expect(recorded.contains(#""reason": "invalid-parameter""#), "the link past the bound was rejected")

        // The golden folder refers to the app's manifest instead of holding a copy.
        #expect(try String(contentsOfFile: golden + "/apps/shop.json", encoding: .utf8) == "{\n  \"manifestFile\": \"../shop.json\"\n}\n")
        // The team widens the sku type in the app's own manifest: the link one past the old bound is now accepted.
        try Self.widenSku(manifest)
        let changed = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(changed.status == 1)
        #expect(changed.text.contains("✗ shop-product-t2-sku-over-max-length  security regression: reject → route"), "\(changed.text)")
        #expect(changed.text.contains("recorded: {\"decision\": \"reject\"") && changed.text.contains("now: {\"decision\": \"route\""))
    }

    /// A new temporary folder with the shop's manifest, and the path of a golden folder in it (not made yet).
    static func shopFolder() throws -> (folder: URL, manifest: String, golden: String) {
        let folder = TestScratch.url("linkproof-init")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, try writeShop(in: folder), folder.appendingPathComponent("golden").path)
    }

    /// Raises the shop's sku `maxLength` from 12 to 13 in the manifest at `path`.
    static func widenSku(_ path: String) throws {
        let widened = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: #""maxLength": 12"#, with: #""maxLength": 13"#)
        try widened.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A golden folder made before references (`apps/<app>.json` a copy, as `init --manifest -`
    /// still writes) goes on working: the copy is the manifest the suite decides with.
    @Test func aCopiedManifestGoesOnWorking() throws {
        let (folder, manifest, golden) = try Self.shopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(of: #""aasa.json""#, with: #"{"applinks": {"details": [{"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/p/*"}, {"/": "/account/*"}]}]}}"#)
        #expect(try LinkproofProcess.run(["init", "--manifest", "-", golden], input: Array(text.utf8)).status == 0)
        #expect(try String(contentsOfFile: golden + "/apps/shop.json", encoding: .utf8).contains("\"routes\""), "a copy")
        #expect(try LinkproofProcess.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"]).status == 0)
        #expect(try LinkproofProcess.run(["review", "--golden", golden, "--accept-all"]).status == 0)
        try Self.widenSku(manifest)
        #expect(try LinkproofProcess.run(["conform", "--golden", golden]).status == 0, "the app's file is not the copy")
        try Self.widenSku(golden + "/apps/shop.json")
        let changed = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(changed.status == 1 && changed.text.contains("security regression: reject → route"), "\(changed.text)")
    }

    /// A reference that names no file is an error naming the JSON path.
    @Test func aReferenceToNoFileIsAnError() throws {
        let (folder, manifest, golden) = try Self.shopFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try LinkproofProcess.run(["init", "--manifest", manifest, golden]).status == 0)
        try FileManager.default.removeItem(atPath: folder.appendingPathComponent("shop.json").path)
        let missing = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(missing.status == 2 && missing.errorText.contains("apps/shop.json") && missing.errorText.contains("$.manifestFile")
                && missing.errorText.contains("'../shop.json' names no file"), "\(missing.errorText)")
    }

    @Test func initRefusesAFolderThatIsNotEmptyAndAManifestThatDoesNotLoad() throws {
        let folder = TestScratch.url("linkproof-init")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.writeShop(in: folder)
        let notEmpty = try LinkproofProcess.run(["init", "--manifest", manifest, folder.path])
        #expect(notEmpty.status == 2 && notEmpty.errorText.contains("not empty"), "\(notEmpty.errorText)")
        let broken = try LinkproofProcess.run(["init", "--manifest", folder.appendingPathComponent("aasa.json").path, folder.path + "/new"])
        #expect(broken.status == 2 && broken.errorText.contains("does not load"), "\(broken.errorText)")
    }

    @Test func aGoldenFolderWithoutScenariosSaysWhatTheFileMustHold() throws {
        let folder = TestScratch.url("linkproof-init")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try LinkproofProcess.run(["conform", "--golden", folder.path])
        #expect(missing.status == 2 && missing.errorText.contains(#"{"scenarios": {"ID": {"document""#) && missing.errorText.contains("linkproof init"), "\(missing.errorText)")
    }
}
