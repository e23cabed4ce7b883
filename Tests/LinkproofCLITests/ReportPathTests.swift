import Foundation
import Testing

/// DocC GoldenConformanceSuite, "Where reports go": a report replaces only a regular file, never a file the run
/// reads, and the path is refused before any work is done.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct ReportPathTests {
    static let stream = #"{"input": "https://a/", "decision": "route"}"#

    @Test func aPathThatIsNotARegularFileOrIsAnInputIsRefused() throws {
        let folder = Scratch.folder()
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        let conform = try LinkproofProcess.run(["conform", "--report", "html=fifo"], in: folder)
        #expect(conform.status == 2 && conform.output.isEmpty)
        #expect(conform.errorText.contains("cannot write the html report: fifo: is a FIFO; only a regular file is replaced, and nothing was written (not-a-regular-file)"))
        for name in ["before.jsonl", "after.jsonl"] { try Self.stream.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        let diff = try LinkproofProcess.run(["diff", "before.jsonl", "after.jsonl", "--report", "json=./before.jsonl"], in: folder)
        #expect(diff.status == 2)
        #expect(diff.errorText.contains("./before.jsonl: is before.jsonl, which this run reads; a report never replaces it (report-over-input)"))
        #expect(try String(contentsOfFile: folder + "/before.jsonl", encoding: .utf8) == Self.stream)
    }

    @Test func aDashPrintsThatReportOnStandardOutput() throws {
        let folder = Scratch.folder()
        for name in ["before.jsonl", "after.jsonl"] { try Self.stream.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        let diff = try LinkproofProcess.run(["diff", "before.jsonl", "after.jsonl", "--report", "json=-"], in: folder)
        #expect(diff.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(diff.output)) as? [String: Any])
        #expect((report["totals"] as? [String: Int])?["passed"] == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
    }
}

/// `conform --documents DIR`: a quote the document does not hold fails the run (exit 1) and
/// is named with its case; a missing folder is an input error (exit 2).
@Test func conformChecksQuotesAgainstTheDocuments() throws {
    let folder = Scratch.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden").path
    for item in ["apps", "aasa", "scenarios.json"] { try FileManager.default.copyItem(atPath: golden + "/" + item, toPath: folder + "/" + item) }
    try FileManager.default.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/documents", withIntermediateDirectories: true)
    try #"""
    {"document": "004", "title": "t", "cases": [
      {"id": "home", "scenarios": ["S004-01"], "kind": "route", "manifest": "createwithswift", "carrier": "custom-scheme", "input": "cws://com.createwithswift", "note": "n", "evidence": {"kind": "document", "document": "004", "quote": "opens the application in the Home View"}, "expect": {"decision": "route", "matchType": "unique", "params": {}, "route": "home", "via": "direct", "linkKind": "custom-scheme"}}
    ]}
    """#.write(toFile: folder + "/cases/004-t.json", atomically: true, encoding: .utf8)
    try "The following command opens the application\nin the Home View.".write(toFile: folder + "/documents/004_x.txt", atomically: true, encoding: .utf8)
    #expect(try LinkproofProcess.run(["conform", "--golden", folder, "--profiles", "linkproof", "--documents", folder + "/documents"]).status == 0)

    try "The following command opens the app in the Home View.".write(toFile: folder + "/documents/004_x.txt", atomically: true, encoding: .utf8)
    let changed = try LinkproofProcess.run(["conform", "--golden", folder, "--profiles", "linkproof", "--documents", folder + "/documents"])
    #expect(changed.status == 1)
    #expect(changed.errorText.contains("cases/004-t.json:2:10: case 'home': document 004 does not contain the quote \"opens the application in the Home View\""), "\(changed.errorText)")
    #expect(try LinkproofProcess.run(["conform", "--golden", folder, "--documents", folder + "/none"]).status == 2)
}
