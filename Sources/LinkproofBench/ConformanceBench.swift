import Foundation
import LinkproofConformance
import LinkproofCore

/// Suite `conform`: the whole built-in golden suite (load every file, evaluate every case
/// under both profiles, compare, build the report), against deciding the same inputs alone
/// with the parser, the floor under it. The budget is one second.
enum ConformanceBench: BenchSuite {
    static let name = "conform"

    /// `Tests/Golden` of the source tree this binary was built from (the route suite reads it too).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Golden").path

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let suite = try GoldenSuite.load(folder)
        let parsers = suite.manifests.mapValues { DeepLinkParser(manifest: $0) }
        let inputs = suite.cases.compactMap { golden in golden.manifest.flatMap { parsers[$0] }.map { ($0, golden.input.bytes) } }
        let turns = Measure.inTurns(options.repetitions, [
            {
                guard let loaded = try? GoldenSuite.load(folder) else { return 0 }
                let runner = ConformanceRunner(suite: loaded)
                return (try? runner.report(runner.check()).totals.passed) ?? 0
            },
            { inputs.reduce(0) { sum, pair in sum &+ pair.0.decide(utf8: pair.1).kind.count } },
        ])
        let (whole, decideOnly) = (turns.best(0), turns.best(1))
        let perCase = suite.cases.isEmpty ? "no cases yet" : String(format: "%.1f µs/case", whole / 1e3 / Double(suite.cases.count))
        return [BenchRow(name: "conform built-in suite (\(suite.cases.count) cases)", unit: "ms", value: whole / 1e6,
                         peer: "decide() of the inputs alone", peerValue: decideOnly / 1e6, spread: turns.spread(0, against: 1),
                         extra: perCase + "; budget 1,000 ms")]
    }
}
