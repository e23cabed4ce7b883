import Foundation
import Testing
@testable import LinkproofCore

/// The corpora of Tests/Resources/aasa: the vendored blazingly-aasa `cases.json` (MIT; see
/// its SOURCE.md) and Linkproof's own `defaults-cases.json` in the same format.
enum AASAResources {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/aasa")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

@Suite struct AASACorpusTests {
    @Test func vendoredCorpusPassesEveryCase() throws {
        let corpus = try AASACorpus(AASAResources.bytes("cases.json"))
        let report = corpus.run()
        #expect(report.matching == .init(passed: 73, total: 73))
        #expect(report.validation == .init(passed: 13, total: 13))
        #expect(report.failures == [])
    }

    @Test func trivialPassesAreTheNoMatchCases() throws {
        let corpus = try AASACorpus(AASAResources.bytes("cases.json"))
        let report = corpus.run()
        let expectedNoMatch = corpus.matching.filter { $0.expect == .noMatch }.count
        #expect(report.features.reduce(0) { $0 + $1.trivial } == expectedNoMatch)
        #expect(report.features.first { $0.feature == "query" }?.total == 8)
    }

    /// Linkproof's own cases: the sixteen swcutil gap probes (five of them, all about
    /// `defaults`, failed before `defaults` applied every components key), Apple's documented
    /// precedence, and two readings of Linkproof's own; each names its evidence.
    @Test func defaultsCorpusPassesEveryCase() throws {
        let corpus = try AASACorpus(AASAResources.bytes("defaults-cases.json"))
        let report = corpus.run()
        #expect(report.matching == .init(passed: 31, total: 31))
        #expect(report.validation == .init(passed: 4, total: 4))
        #expect(report.failures == [])
        #expect(corpus.matching.filter { $0.name.hasPrefix("swcutil/") }.count == 16)
        // Not a corpus a matcher that matches nothing passes: most cases expect match or exclude.
        #expect(corpus.matching.filter { $0.expect != .noMatch }.count == 20)
    }
}
