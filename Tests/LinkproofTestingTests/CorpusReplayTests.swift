import Foundation
import LinkproofTesting
import Testing

/// `expectCorpusReplays` reports a stored finding that still breaks its invariant, at the caller.
@Suite struct CorpusReplayTests {
    static let picky = FuzzTarget("picky-links", "fails on 'bad'") { bytes throws(FuzzViolation) in
        if Array(bytes) == Array("bad".utf8) { throw FuzzViolation("never bad", "got bad") }
    }

    /// The check runs each entry in a child that runs the test again: the folder's name is the
    /// same in every run of a test (and differs between checkouts), so the children read the
    /// parent's entries and leave no folder of their own behind.
    static func corpus(_ test: String, target: FuzzTarget, units: [String: String], filePath: String = #filePath) throws -> FuzzCorpus {
        let checkout = String(filePath.unicodeScalars.reduce(UInt64(5381)) { $0 &* 33 &+ UInt64($1.value) }, radix: 16)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-replay-\(test)-\(checkout)")
        let regressions = folder.appendingPathComponent("\(target.name)/regressions")
        try FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
        for (name, unit) in units { try Data(unit.utf8).write(to: regressions.appendingPathComponent(name)) }
        return FuzzCorpus(folder.path, targets: [target])
    }

    func corpus(_ unit: String, _ test: String = #function) throws -> FuzzCorpus {
        try Self.corpus(String(test.prefix { $0 != "(" }), target: Self.picky, units: ["crash-1": unit])
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
        #expect(corpus.replay().summary.hasSuffix("1 corpus entry of \(corpus.folder.path) replayed, none breaks an invariant"))
    }

    @Test func aFolderThatIsNoCorpusSaysSoNotOneOfZeroEntries() throws {
        let corpus = try corpus("good")
        defer { try? FileManager.default.removeItem(at: corpus.folder) }
        // A manifest-driven target's entries belong in an app's folder: a stray file makes the folder unreadable.
        try FileManager.default.createDirectory(at: corpus.folder.appendingPathComponent("route"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: corpus.folder.appendingPathComponent("route/stray"))
        let result = corpus.replay()
        #expect(result.failures.count == 1 && result.replayed.isEmpty)
        #expect(result.text.hasPrefix("the corpus \(corpus.folder.path) could not be replayed:\nroute/stray"), "\(result.text)")
        #expect(!result.text.contains("of 0"))
    }

    @Test func withoutAPathTheCorpusIsLinkproofCorpusOfThePackageOfTheCallingFile() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FuzzCorpus().folder.standardizedFileURL.path == root.appendingPathComponent("Linkproof/Corpus").standardizedFileURL.path)
    }

    @Test func aRelativePathIsReadFromTheFolderOfTheCallingFile() {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        #expect(FuzzCorpus("Corpus/../Findings").folder.path == here.appendingPathComponent("Findings").path)
        #expect(FuzzCorpus("/absolute/corpus").folder.path == "/absolute/corpus")
    }

    /// A misspelled path is no corpus with nothing stored: the check fails with the path it read.
    @Test func aMissingFolderFailsWithThePathItLookedAt() {
        let corpus = FuzzCorpus("Linkprof/Corpus")
        let result = corpus.replay()
        #expect(result.failures == ["there is no folder at \(corpus.folder.path) (a relative path is read from the folder of the test file that names it)"])
        #expect(result.text.hasPrefix("the corpus \(corpus.folder.path) could not be replayed:"))
        withKnownIssue { expectCorpusReplays(corpus) } matching: { $0.comments.contains { $0.rawValue.contains(corpus.folder.path) } }
    }

    @Test func anEmptyFolderFailsWithItsPath() throws {
        let corpus = try corpus("good")
        defer { try? FileManager.default.removeItem(at: corpus.folder) }
        try FileManager.default.removeItem(at: corpus.folder.appendingPathComponent("picky-links"))
        let result = corpus.replay()
        #expect(result.failures.count == 1 && result.failures[0].hasPrefix("\(corpus.folder.path) holds no corpus entry"), "\(result.failures)")
        withKnownIssue { expectCorpusReplays(corpus) }
    }
}
