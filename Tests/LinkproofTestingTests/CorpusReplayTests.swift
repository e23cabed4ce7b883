import Foundation
import LinkproofTesting
import Testing

/// `expectCorpusReplays` reports a stored finding that still breaks its invariant, at the caller.
@Suite struct CorpusReplayTests {
    static let picky = FuzzTarget("picky-links", "fails on 'bad'") { bytes throws(FuzzViolation) in
        if Array(bytes) == Array("bad".utf8) { throw FuzzViolation("never bad", "got bad") }
    }

    func corpus(_ unit: String) throws -> FuzzCorpus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        let regressions = folder.appendingPathComponent("picky-links/regressions")
        try FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
        try Data(unit.utf8).write(to: regressions.appendingPathComponent("crash-1"))
        return FuzzCorpus(folder.path, targets: [Self.picky])
    }

    @Test func aStoredFindingThatStillFailsIsAnIssueNamingItsFile() throws {
        let corpus = try corpus("bad")
        defer { try? FileManager.default.removeItem(at: corpus.folder) }
        #expect(corpus.replay().failures.count == 1)
        #expect(corpus.replay().text.contains("picky-links/regressions/crash-1: never bad — got bad"))
        withKnownIssue { expectCorpusReplays(corpus) }
    }

    @Test func aFixedFindingPasses() throws {
        let corpus = try corpus("good")
        defer { try? FileManager.default.removeItem(at: corpus.folder) }
        expectCorpusReplays(corpus)
        #expect(corpus.replay().replayed == ["picky-links/regressions/crash-1"])
    }

    @Test func aRelativeFolderIsReadFromThePackageRootOfTheCallingFile() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FuzzCorpus().folder.standardizedFileURL.path == root.appendingPathComponent("Linkproof/Corpus").standardizedFileURL.path)
    }
}
