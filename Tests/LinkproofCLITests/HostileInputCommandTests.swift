import Foundation
import Testing

/// Issue 28: the attacks of the hostile review, each run as the attacker ran it, from the CLI.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct HostileInputCommandTests {
    /// The shop manifest under another `name`.
    static func shop(named name: String) -> String {
        GenCommandTests.shop.replacingOccurrences(of: #"{"name": "shop""#, with: #"{"name": "\#(name)""#)
    }

    /// Item 1: a `name` that climbs out of the golden folder is a manifest error at `$.name`,
    /// and `init` writes nothing, inside the folder or out of it.
    @Test func aTraversalNameIsRefusedWhereTheManifestLoadsAndInitWritesNothing() throws {
        let folder = Scratch.folder()
        let victim = folder + "/victim.json"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        for name in ["../../victim", "a/../b", "a\\u0000b", ".hidden", "-rf", String(repeating: "a", count: 65), ""] {
            let manifest = folder + "/manifest.json"
            try Self.shop(named: name).write(toFile: manifest, atomically: true, encoding: .utf8)
            let validated = try LinkproofProcess.run(["manifest", "validate", manifest], in: folder)
            #expect(validated.status == 2 && validated.text.contains("$.name"), "\(name): \(validated.text)")
            let named = try LinkproofProcess.run(["manifest", "name", manifest], in: folder)
            #expect(named.status == 2 && named.output.isEmpty, "\(name): \(named.text)")
            let golden = folder + "/golden/sub"
            let initialized = try LinkproofProcess.run(["init", "--manifest", manifest, golden], in: folder)
            #expect(initialized.status == 2, "\(name): \(initialized.errorText)")
            #expect(!FileManager.default.fileExists(atPath: golden + "/apps"), "\(name)")
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        let good = folder + "/good.json"
        try Self.shop(named: "my_shop-2.0").write(toFile: good, atomically: true, encoding: .utf8)
        let named = try LinkproofProcess.run(["manifest", "name", good], in: folder)
        #expect(named.status == 0 && named.text == "my_shop-2.0\n", "\(named.text)\(named.errorText)")
    }

    /// Item 8: the built-in app's own links pass `gen --check` (its domain now has the AASA file
    /// a real app serves), and a failing check outside a package writes nothing into the folder.
    @Test func genCheckPassesOnItsBuiltInAppAndLeavesNoBuildFolderOutsideAPackage() throws {
        let folder = Scratch.folder()
        let builtIn = try LinkproofProcess.run(["gen", "--count", "500", "--seed", "1", "--check"], in: folder)
        #expect(builtIn.status == 0 && builtIn.text.contains("passed 500 cases"), "\(builtIn.text)")
        let failing = try LinkproofProcess.run(["gen", "--manifest", Scratch.goldenApp("raycipe"), "--count", "300", "--seed", "1", "--check", "--profile", "document"], in: folder)
        #expect(failing.status == 1 && failing.text.contains("Choices written to"), "\(failing.text)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.build"))
    }

    /// Item 6: while one review waits for its answers, a second (`--reject-all`) is refused
    /// with `golden-busy` and changes nothing; the first then applies all of its own.
    @Test func aSecondReviewWhileTheFirstRunsIsRefusedAndChangesNothing() throws {
        let folder = Scratch.folder()
        let manifest = try InitJourneyTests.writeShop(in: URL(fileURLWithPath: folder))
        let golden = folder + "/golden"
        #expect(try LinkproofProcess.run(["init", "--manifest", manifest, golden]).status == 0)
        #expect(try LinkproofProcess.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"]).status == 0)
        let pending = golden + "/cases/001-shop.pending.json"
        let before = try String(contentsOfFile: pending, encoding: .utf8)
        let count = before.components(separatedBy: "\"expect\"").count - 1
        #expect(count > 10)

        let first = Process()
        first.executableURL = LinkproofProcess.executable
        first.arguments = ["review", "--golden", golden]
        let answers = Pipe()
        first.standardInput = answers
        let questions = Pipe()
        first.standardOutput = questions
        try first.run()
        // The first review holds the lock from before it reads the folder until it ends: once it
        // has asked its first question, it holds it.
        _ = questions.fileHandleForReading.availableData
        let second = try LinkproofProcess.run(["review", "--golden", golden, "--reject-all"])
        #expect(second.status == 2 && second.errorText.contains("another linkproof review, conform --record or init is writing this golden folder"), "\(second.text)\(second.errorText)")
        #expect(try String(contentsOfFile: pending, encoding: .utf8) == before, "the second review changed nothing")

        answers.fileHandleForWriting.write(Data(String(repeating: "a\n", count: count + 5).utf8))
        try answers.fileHandleForWriting.close()
        DispatchQueue.global().async { _ = questions.fileHandleForReading.readDataToEndOfFile() }
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: pending), "every change accepted")
        #expect(try LinkproofProcess.run(["conform", "--golden", golden]).status == 0)
    }

    /// Item 7: a line feed in an AASA key prints no forged line.
    @Test func aLineFeedInAnAASAKeyForgesNoLine() throws {
        let folder = Scratch.folder()
        let file = folder + "/aasa.json"
        try #"{"applinks": {"details": []}, "x\nexample.com: 0 error(s)\u009b": 1}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let validated = try LinkproofProcess.run(["aasa", "validate", file], in: folder)
        let lines = validated.text.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("example.com") }, "\(validated.text)")
        #expect(!validated.text.unicodeScalars.contains("\u{9B}"))
        #expect(validated.text.contains("x\\u{A}example.com"), "\(validated.text)")
    }

    /// Item 7: a line feed in a golden id prints no forged line either.
    @Test func aLineFeedInAGoldenIDForgesNoLine() throws {
        let golden = Scratch.golden()
        let file = golden + "/cases/000-raycipe.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let first = try #require(text.range(of: #""id": ""#))
        let forged = text.replacingCharacters(in: first, with: #""id": "dup\nexample.com: 0 error(s)\u2028"#)
        try forged.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try LinkproofProcess.run(["conform", "--golden", golden])
        #expect(run.status == 2)
        #expect(!run.errorText.split(separator: "\n").contains { $0.hasPrefix("example.com") }, "\(run.errorText)")
        #expect(!run.errorText.unicodeScalars.contains("\u{2028}"))
    }
}
