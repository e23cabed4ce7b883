import Foundation
import LinkproofFuzzTargets
import Testing

/// `Corpus/LEDGER.json`, which campaigns append to (`Scripts/fuzz-ledger`), stays a ledger a
/// later campaign can add to and `Scripts/fuzz --ledger` can sum: one JSON array (two branches'
/// campaigns merged by concatenating their arrays, not by a text merge), each record naming a
/// fuzz target, with measured CPU time and coverage that are percentages.
@Suite struct LedgerTests {
    struct Record: Decodable {
        struct Coverage: Decodable {
            let before: Double?
            let after: Double?
        }

        let target: String
        let date: String
        let cpuSeconds: Double?
        let executions: Int
        let lineCoverage: Coverage
    }

    @Test func everyRecordNamesATargetWithItsCPUTimeAndCoverage() throws {
        let file = Corpus.directory.appendingPathComponent(Corpus.ledgerFile)
        try #require(FileManager.default.fileExists(atPath: file.path), "no fuzz ledger at \(file.path)")
        let records = try JSONDecoder().decode([Record].self, from: Data(contentsOf: file))
        #expect(!records.isEmpty, "the fuzz ledger at \(file.path) holds no campaign")
        let targets = Set(FuzzTarget.all.map(\.name))
        for record in records {
            #expect(targets.contains(record.target), "\(record.date): \(record.target) is no fuzz target")
            #expect((record.cpuSeconds ?? -1) >= 0, "\(record.target) \(record.date): no measured CPU time")
            #expect(record.executions >= 0)
            for percent in [record.lineCoverage.before, record.lineCoverage.after].compactMap(\.self) {
                #expect((0...100).contains(percent), "\(record.target) \(record.date): coverage \(percent) %")
            }
        }
    }
}
