import Foundation
import Testing

/// Issue 40: `linkproof --root DIR` (what the command plugin passes: the team's package root)
/// confines every path a command reads or writes, whatever form gives it (`--x v`, `--x=v`,
/// repeated, positional, a golden app's `manifestFile`, a link on the way); a path that leads
/// outside is exit 2 naming it, and nothing is written outside. The plugin's own test is the
/// shell script of the issue's closing note; these run the same commands on the tool.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct ConfinementCommandTests {
    /// A package folder with the shop's manifest and a golden suite of it recorded, and a
    /// folder beside it (outside) that must stay empty.
    static func package() throws -> (root: String, outside: String) {
        let base = Scratch.folder()
        let root = base + "/package", outside = base + "/outside"
        for folder in [root, outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        _ = try InitJourneyTests.writeShop(in: URL(fileURLWithPath: root))
        // The firebase app with its AASA file where its manifest names it (../aasa/), inside the package.
        for folder in ["apps", "aasa"] { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: Scratch.goldenApp("firebase-example"), toPath: root + "/apps/firebase.json")
        try FileManager.default.copyItem(atPath: Scratch.goldenApp("firebase-example").replacingOccurrences(of: "/apps/", with: "/aasa/"), toPath: root + "/aasa/firebase-example.json")
        #expect(try LinkproofProcess.run(["--root", root, "init", "--manifest", "shop.json", "golden"], in: root).status == 0)
        return (root, outside)
    }

    static func entries(_ folder: String) -> [String] { (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [] }

    @Test func everyWritingFormOfTheIssueIsRefusedAndWritesNothingOutside() throws {
        let (root, outside) = try Self.package()
        let attacks: [[String]] = [
            ["conform", "--golden", "golden", "--report=json=\(outside)/report.json"],
            ["conform", "--golden", "golden", "--report", "html=../outside/report.html"],
            ["init", "\(outside)/dir", "--manifest", "shop.json"],
            ["conform", "--golden", "golden", "--golden=\(outside)/golden", "--record"],
            ["shorten", "--store", "\(outside)/x.sqlite", "--manifest", "apps/firebase.json", "https://example.page.link/?link=https://www.example.com/x&ibi=com.example.ios"],
            ["store", "import", "--store=\(outside)/y.sqlite", "-"],
            ["review", "--golden=\(outside)/golden", "--accept-all"],
            ["manifest", "validate", "/etc/hostname"],
        ]
        for attack in attacks {
            let run = try LinkproofProcess.run(["--root", root] + attack, unsetting: ["CI"], in: root)
            #expect(run.status == 2, "\(attack): \(run.errorText)")
            #expect(run.errorText.contains("path-outside-root"), "\(attack): \(run.errorText)")
            #expect(Self.entries(outside).isEmpty, "\(attack) wrote \(Self.entries(outside))")
        }
    }

    @Test func aGoldenFolderOrAStoreThatIsALinkLeadingOutIsRefused() throws {
        let (root, outside) = try Self.package()
        try FileManager.default.copyItem(atPath: root + "/golden", toPath: outside + "/golden")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked-golden", withDestinationPath: outside + "/golden")
        try FileManager.default.createSymbolicLink(atPath: root + "/store.sqlite", withDestinationPath: outside + "/created.sqlite")
        let before = Self.entries(outside)
        for attack in [["conform", "--golden", "linked-golden", "--record"], ["review", "--golden", "linked-golden", "--accept-all"],
                       ["shorten", "--store", "store.sqlite", "--manifest", "apps/firebase.json", "https://example.page.link/?link=https://www.example.com/x&ibi=com.example.ios"]] {
            let run = try LinkproofProcess.run(["--root", root] + attack, unsetting: ["CI"], in: root)
            #expect(run.status == 2 && run.errorText.contains("path-outside-root") && run.errorText.contains("it leads to \(outside)"), "\(attack): \(run.errorText)")
            #expect(Self.entries(outside) == before, "\(attack)")
        }
    }

    /// Issue 40, low: a golden folder's `cases/` that is a link leading out of it is refused
    /// by `--record` and `review` even without a root.
    @Test func aCasesFolderThatIsALinkLeadingOutIsRefusedWithoutARoot() throws {
        let (root, outside) = try Self.package()
        try FileManager.default.moveItem(atPath: root + "/golden/cases", toPath: outside + "/cases")
        try FileManager.default.createSymbolicLink(atPath: root + "/golden/cases", withDestinationPath: outside + "/cases")
        let before = Self.entries(outside)
        for command in [["conform", "--golden", "golden", "--record"], ["review", "--golden", "golden", "--accept-all"]] {
            let run = try LinkproofProcess.run(command, unsetting: ["CI"], in: root)
            #expect(run.status == 2 && run.errorText.contains("cases: path-outside-root"), "\(command): \(run.errorText)")
            #expect(run.errorText.contains("a golden folder's files stay inside it"), "\(run.errorText)")
        }
        #expect(Self.entries(outside) == before)
    }

    /// Issue 40: `{"manifestFile": "../../…"}` read any file, and showed parts of it in the error;
    /// a FIFO blocked for ever. Now a reference leading out of the package is refused unread,
    /// and one to anything but a regular file fails at once.
    @Test func aManifestFileReferenceLeadingOutOfThePackageIsNotRead() throws {
        let (root, outside) = try Self.package()
        try "SECRET-CONTENT {\"not\": json".write(toFile: outside + "/secret.json", atomically: true, encoding: .utf8)
        try FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("// swift-tools-version:6.0\n".utf8))
        let reference = "../../outside/secret.json"
        try "{\"manifestFile\": \"\(reference)\"}".write(toFile: root + "/golden/apps/shop.json", atomically: true, encoding: .utf8)
        for arguments in [["conform", "--golden", "golden"], ["--root", root, "conform", "--golden", "golden"]] {
            let run = try LinkproofProcess.run(arguments, in: root)
            #expect(run.status == 2, "\(arguments): \(run.errorText)")
            #expect(run.errorText.contains("apps/shop.json: $.manifestFile: '\(reference)' leads outside the package"), "\(run.errorText)")
            #expect(!run.errorText.contains("SECRET") && !run.text.contains("SECRET"))
        }
        #expect(mkfifo(root + "/fifo.json", 0o644) == 0)
        try "{\"manifestFile\": \"../fifo.json\"}".write(toFile: root + "/golden/apps/shop.json", atomically: true, encoding: .utf8)
        let fifo = try LinkproofProcess.run(["conform", "--golden", "golden"], in: root)
        #expect(fifo.status == 2 && fifo.errorText.contains("'../fifo.json' is a FIFO; a manifest is a regular file"), "\(fifo.errorText)")
        let direct = try LinkproofProcess.run(["manifest", "validate", "fifo.json"], in: root)
        #expect(direct.status == 2 && direct.errorText.contains("is a FIFO; only a regular file is read"), "\(direct.errorText)")
    }

    @Test func theRootIsGivenOnceAndNamesAFolder() throws {
        let (root, _) = try Self.package()
        let twice = try LinkproofProcess.run(["--root", root, "--root=/", "conform", "--golden", "golden"], in: root)
        #expect(twice.status == 2 && twice.errorText.contains("--root is set once"), "\(twice.errorText)")
        let missing = try LinkproofProcess.run(["--root", root + "/none", "conform"], in: root)
        #expect(missing.status == 2 && missing.errorText.contains("--root names no folder"), "\(missing.errorText)")
    }

    /// The README's plugin journey, inside the root: nothing refused.
    @Test func normalUseInsideTheRootWorks() throws {
        let (root, _) = try Self.package()
        let run = { (arguments: [String]) in try LinkproofProcess.run(["--root", root] + arguments, unsetting: ["CI"], in: root) }
        #expect(try run(["manifest", "validate", "shop.json"]).status == 0)
        #expect(try run(["conform", "--golden", "golden/", "--record"]).status == 0)
        #expect(try run(["review", "--golden", "golden/", "--accept-all"]).status == 0)
        let conform = try run(["conform", "--golden", "golden/", "--report=json=conformance.json", "--report", "junit=conformance.xml"])
        #expect(conform.status == 0, "\(conform.errorText)")
        #expect(FileManager.default.fileExists(atPath: root + "/conformance.xml"))
        // The store inside the package opens (this link's AASA does not cover it: exit 1, not a refusal).
        let shorten = try run(["shorten", "--store", "s.sqlite", "--manifest", "apps/firebase.json",
                               "https://example.page.link/?link=https://www.example.com/x&ibi=com.example.ios"])
        #expect(shorten.status == 1 && shorten.errorText.contains("aasa-no-match"), "\(shorten.errorText)")
        #expect(FileManager.default.fileExists(atPath: root + "/s.sqlite"))
    }
}
