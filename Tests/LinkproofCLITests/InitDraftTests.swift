import Foundation
import Testing
import LinkproofTestSupport

/// Issue 29, items 3 and 5: `init` drafts the manifest from the app's own files, the draft
/// validates as written, and a second `init` names the folder that is not empty.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct InitDraftTests {
    static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LinkproofConformanceTests/Fixtures/app-files").path

    @Test func aDraftFromTheAppsFilesValidatesAndASecondInitNamesTheFolder() throws {
        let folder = TestScratch.url("linkproof-draft")
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

    /// Issue 41: `--aasa DOMAIN=FILE`, repeatable, beside `--aasa FILE`; errors name the domain and the file.
    @Test func eachDomainCanBeGivenItsOwnAASAFile() throws {
        let folder = TestScratch.url("linkproof-draft")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let staging = folder.appendingPathComponent("staging.json").path
        try Data(#"{"applinks": {"details": [{"appIDs": ["TIDE123456.com.example.tidepool"], "components": [{"/": "/beta/*"}]}]}}"#.utf8)
            .write(to: URL(fileURLWithPath: staging))
        let app = ["init", "--info-plist", "\(Self.files)/Info.plist", "--entitlements", "\(Self.files)/Tidepool.entitlements"]
        let golden = folder.appendingPathComponent("golden").path
        let drafted = try LinkproofProcess.run(app + ["--aasa", "\(Self.files)/apple-app-site-association", "--aasa=staging.tidepool.example=\(staging)", golden])
        #expect(drafted.status == 0, "\(drafted.errorText)")
        let validated = try LinkproofProcess.run(["manifest", "validate", golden + "/apps/tidepool.json"])
        #expect(validated.status == 0 && validated.text.contains("valid — 8 routes, 9 templates, 2 schemes, 2 associated domains"), "\(validated.text)")

        let unknown = try LinkproofProcess.run(app + ["--aasa", "tidepool.test=\(staging)", folder.appendingPathComponent("other").path])
        #expect(unknown.status == 2 && unknown.errorText.contains("\(staging): the AASA file for tidepool.test: tidepool.test is not an applinks: domain of the entitlements"),
                "\(unknown.errorText)")
        let missing = try LinkproofProcess.run(app + ["--aasa", "tidepool.example=", folder.appendingPathComponent("other").path])
        #expect(missing.status == 2 && missing.errorText.contains("--aasa tidepool.example=: give the AASA file of tidepool.example after '='"), "\(missing.errorText)")
        let help = try LinkproofProcess.run(["init", "--help"])
        #expect(help.status == 0 && help.text.contains("--aasa DOMAIN=FILE   the file DOMAIN serves"))
    }
}
