import Foundation
import Testing
@testable import LinkproofCore

/// The vendored blazingly-aasa corpus (Tests/Resources/aasa, MIT; see its SOURCE.md).
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
}
