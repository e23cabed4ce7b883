import Foundation
import Testing
import LinkproofTestSupport

/// Issue 29, item 5: `review --list` shows the pending outcomes without asking or writing;
/// `route --jsonl` takes `via` and `matchType` per line; a `scenarios.json` of the wrong type
/// says so.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct ReviewListAndLineContextTests {
    @Test func reviewListShowsThePendingOutcomesAndWritesNothing() throws {
        let folder = TestScratch.url("linkproof-list")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("golden").path
        #expect(try LinkproofProcess.run(["init", "--manifest", InitJourneyTests.writeShop(in: folder), golden]).status == 0)
        #expect(try LinkproofProcess.run(["conform", "--golden", golden, "--record"], unsetting: ["CI"]).status == 0)
        let pending = golden + "/cases/001-shop.pending.json"
        let before = try String(contentsOfFile: pending, encoding: .utf8)

        let text = try LinkproofProcess.run(["review", "--golden", golden, "--list"])
        #expect(text.status == 0 && text.text.contains("? shop-product-t1-simplest  unrecorded") && text.text.contains("pending: {\"decision\": \"route\""), "\(text.text)")
        let markdown = try LinkproofProcess.run(["review", "--golden", golden, "--list", "--format", "markdown"])
        #expect(markdown.status == 0 && markdown.text.hasPrefix("## ") && markdown.text.contains("shop-product-t1-simplest"), "\(markdown.text)")
        #expect(try String(contentsOfFile: pending, encoding: .utf8) == before, "--list writes nothing")
        #expect(try LinkproofProcess.run(["review", "--golden", golden, "--list", "--accept-all"]).status == 2)
        #expect(try LinkproofProcess.run(["review", "--golden", golden, "--list", "--format", "html"]).status == 2)

        try #"{"scenarios": 3}"#.write(toFile: golden + "/scenarios.json", atomically: true, encoding: .utf8)
        let wrong = try LinkproofProcess.run(["review", "--golden", golden, "--list"])
        #expect(wrong.status == 2 && wrong.errorText.contains("$.scenarios: wrong type: expected an object of scenarios by ID, found a number"), "\(wrong.errorText)")
    }

    @Test func eachJSONLineMayGiveItsOwnViaAndMatchType() throws {
        let folder = TestScratch.url("linkproof-lines")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try InitJourneyTests.writeShop(in: folder)
        let lines = [
            #"{"input": "https://shop.example/p/ABCD"}"#,
            #"{"input": "https://shop.example/p/ABCD", "via": "first-launch", "matchType": "weak"}"#,
            #"{"input": "https://shop.example/p/ABCD", "matchType": "default"}"#,
            #"{"input": "https://shop.example/p/ABCD", "via": 3}"#,
        ].joined(separator: "\n") + "\n"
        let outcome = try LinkproofProcess.run(["route", "--manifest", manifest, "--jsonl", "--via", "resolved-short-link"], input: Array(lines.utf8))
        let output = outcome.text.split(separator: "\n").dropFirst().map(String.init)
        #expect(outcome.status == 2, "line 4 is malformed")
        #expect(output.count == 4)
        #expect(output[0].contains(#""matchType":"unique""#) && output[0].contains(#""via":"resolved-short-link""#), "\(output)")
        #expect(output[1].contains(#""matchType":"weak""#) && output[1].contains(#""via":"first-launch""#), "\(output)")
        #expect(output[2].contains(#""matchType":"default""#) && output[2].contains(#""via":"resolved-short-link""#), "the command's --via stays")
        #expect(output[3].contains(#""line":4"#) && output[3].contains(#"\"via\" is a string, not a number"#), "\(output)")
    }
}
