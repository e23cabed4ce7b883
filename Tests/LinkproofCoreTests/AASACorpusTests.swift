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
    /// The vendored corpus (73 matching, 13 validation) and Linkproof's own defaults cases
    /// (31 and 4) pass every case.
    @Test(arguments: [("cases.json", 73, 13), ("defaults-cases.json", 31, 4)])
    func corpusPassesEveryCase(file: String, matching: Int, validation: Int) throws {
        let report = try AASACorpus(AASAResources.bytes(file)).run()
        #expect(report.matching == .init(passed: matching, total: matching))
        #expect(report.validation == .init(passed: validation, total: validation))
        #expect(report.failures == [])
    }

    @Test func trivialPassesAreTheNoMatchCases() throws {
        let corpus = try AASACorpus(AASAResources.bytes("cases.json"))
        let report = corpus.run()
        let expectedNoMatch = corpus.matching.filter { $0.expect == .noMatch }.count
        #expect(report.features.reduce(0) { $0 + $1.trivial } == expectedNoMatch)
        #expect(report.features.first { $0.feature == "query" }?.total == 8)
    }

    /// Linkproof's own cases hold the sixteen swcutil gap probes (five of them, all about
    /// `defaults`, failed before `defaults` applied every components key), and are not a
    /// corpus a matcher that matches nothing passes: most expect match or exclude.
    @Test func defaultsCorpusHoldsTheGapProbesAndMostlyPositiveCases() throws {
        let corpus = try AASACorpus(AASAResources.bytes("defaults-cases.json"))
        #expect(corpus.matching.filter { $0.name.hasPrefix("swcutil/") }.count == 16)
        #expect(corpus.matching.filter { $0.expect != .noMatch }.count == 20)
    }
}
