import Foundation
import Testing

/// Issue 29, items 3 and 5: `init` drafts the manifest from the app's own files, the draft
/// validates as written, and a second `init` names the folder that is not empty.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct InitDraftTests {
    static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LinkproofConformanceTests/Fixtures/app-files").path

    @Test func aDraftFromTheAppsFilesValidatesAndASecondInitNamesTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-draft-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("golden").path
        let arguments = ["init", "--info-plist", "\(Self.files)/Info-binary.plist", "--entitlements", "\(Self.files)/Tidepool.entitlements",
                         "--aasa", "\(Self.files)/apple-app-site-association", golden]
        let drafted = try LinkproofProcess.run(arguments)
        #expect(drafted.status == 0, "\(drafted.errorText)")
        #expect(drafted.text.contains("apps/tidepool.json is a draft: 14 places say DECIDE:"), "\(drafted.text)")
        let validated = try LinkproofProcess.run(["manifest", "validate", golden + "/apps/tidepool.json"])
        // Issue 41: both domains bound to the AASA file and given every route's template, both
        // custom schemes a placeholder template: no warning.
        #expect(validated.status == 0 && validated.text.contains("valid — 7 routes, 14 templates, 2 schemes, 2 associated domains")
                && !validated.text.contains("warning"), "\(validated.text)")

        let again = try LinkproofProcess.run(arguments)
        #expect(again.status == 2)
        #expect(again.errorText.contains("\(golden): the folder is not empty") && !again.errorText.contains("golden/golden"), "\(again.errorText)")
        let mixed = try LinkproofProcess.run(["init", "--manifest", "m.json", "--info-plist", "\(Self.files)/Info.plist", golden])
        #expect(mixed.status == 2 && mixed.errorText.contains("give --manifest FILE, or --info-plist FILE and --entitlements FILE"))
    }
}
