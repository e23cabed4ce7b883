import Foundation
import Testing

/// A golden suite of one's own, as a team starts it for an app that is not in the repository:
/// `linkproof init`, `conform --record`, `review --accept-all`, `conform` in CI — and a later
/// edit of the manifest that turns a rejection into an acceptance fails CI with the parse-diff.
@Suite(.enabled(if: BuiltCLI.executable != nil, "the linkproof executable was not found next to the test bundle"))
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.writeShop(in: folder)
        let golden = folder.appendingPathComponent("golden").path

        let initialized = try BuiltCLI.run(["init", "--manifest", manifest, golden])
        #expect(initialized.status == 0, "\(initialized.errors)")
        let casesFile = golden + "/cases/001-shop.json"
        let cases = try String(contentsOfFile: casesFile, encoding: .utf8)
        #expect(!cases.contains("\"expect\""), "left unrecorded")
        for id in ["shop-product-t2-sku-max-length", "shop-product-t2-sku-over-max-length", "shop-orders-t1-order-uppercase", "shop-pay-t1-amount-max-length"] {
            #expect(cases.contains("\"\(id)\""), "\(id)")
        }
        #expect(cases.contains("shop-product-hostile-"), "hostile variants aimed at the route")
        #expect(try String(contentsOfFile: golden + "/scenarios.json", encoding: .utf8).contains("\"comment\""))
        let unrecorded = try BuiltCLI.run(["conform", "--golden", golden])
        #expect(unrecorded.status == 1 && unrecorded.output.contains("unrecorded"))

        // Recording is a person's act, which `conform` refuses under CI: the journey is the user's own, at their desk.
        #expect(try BuiltCLI.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"]).status == 0)
        #expect(try BuiltCLI.run(["review", "--golden", golden, "--accept-all"]).status == 0)
        let accepted = try BuiltCLI.run(["conform", "--golden", golden])
        #expect(accepted.status == 0, "\(accepted.output)")
        let recorded = try String(contentsOfFile: casesFile, encoding: .utf8)
        #expect(recorded.contains(#""reason": "invalid-parameter""#), "the link past the bound was rejected")

        // The team widens the sku type: the link one past the old bound is now accepted.
        let app = golden + "/apps/shop.json"
        let widened = try String(contentsOfFile: app, encoding: .utf8).replacingOccurrences(of: #""maxLength": 12"#, with: #""maxLength": 13"#)
        try widened.write(toFile: app, atomically: true, encoding: .utf8)
        let changed = try BuiltCLI.run(["conform", "--golden", golden])
        #expect(changed.status == 1)
        #expect(changed.output.contains("✗ shop-product-t2-sku-over-max-length  reject → accept"), "\(changed.output)")
        #expect(changed.output.contains("recorded: {\"decision\": \"reject\"") && changed.output.contains("now: {\"decision\": \"route\""))
    }

    @Test func initRefusesAFolderThatIsNotEmptyAndAManifestThatDoesNotLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.writeShop(in: folder)
        let notEmpty = try BuiltCLI.run(["init", "--manifest", manifest, folder.path])
        #expect(notEmpty.status == 2 && notEmpty.errors.contains("not empty"), "\(notEmpty.errors)")
        let broken = try BuiltCLI.run(["init", "--manifest", folder.appendingPathComponent("aasa.json").path, folder.path + "/new"])
        #expect(broken.status == 2 && broken.errors.contains("does not load"), "\(broken.errors)")
    }

    @Test func aGoldenFolderWithoutScenariosSaysWhatTheFileMustHold() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try BuiltCLI.run(["conform", "--golden", folder.path])
        #expect(missing.status == 2 && missing.errors.contains(#"{"scenarios": {"ID": {"document""#) && missing.errors.contains("linkproof init"), "\(missing.errors)")
    }
}
