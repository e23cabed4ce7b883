import Foundation
import Testing

/// README, "Where reports go": a report replaces only a regular file, never a file the run
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
