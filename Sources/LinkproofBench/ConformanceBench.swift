import Foundation
import LinkproofConformance
import LinkproofCore

/// Suite `conform`: the whole golden suite (load, evaluate every case under both profiles,
/// compare, build the report), against deciding the same inputs alone with the parser.
/// While the built-in suite is smaller than the 250 cases, a second row runs the
/// fixture cases copied 20 times (260 cases).
enum ConformanceBench: BenchSuite {
    static let name = "conform"

    /// The source tree this binary was built from.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The size the documents' suite aims at (issue 8: at least 250 cases).
    private static let targetSize = 250
    /// Copies of the 13 fixture cases in the synthetic suite: 260 cases.
    private static let copies = 20

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let builtIn = root.appendingPathComponent("Tests/Golden").path
        var rows = [try row("conform built-in suite", folder: builtIn, options)]
        if try GoldenSuite.load(builtIn).cases.count < targetSize {
            let folder = try syntheticSuite(from: builtIn)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            rows.append(try row("conform fixture cases copied", folder: folder, options))
        }
        return rows
    }

    private static func row(_ title: String, folder: String, _ options: BenchOptions) throws -> BenchRow {
        let suite = try GoldenSuite.load(folder)
        let whole = Measure.fastest(repetitions: options.repetitions) {
            guard let loaded = try? GoldenSuite.load(folder) else { return 0 }
            let runner = ConformanceRunner(suite: loaded)
            return (try? runner.report(runner.check()).totals.passed) ?? 0
        }
        let parsers = suite.manifests.mapValues { DeepLinkParser(manifest: $0) }
        let inputs = suite.cases.compactMap { golden in parsers[golden.manifest].map { ($0, golden.input.bytes) } }
        let decideOnly = Measure.fastest(repetitions: options.repetitions) {
            inputs.reduce(0) { sum, pair in sum &+ pair.0.decide(utf8: pair.1).kind.count }
        }
        return BenchRow(name: "\(title) (\(suite.cases.count) cases)", unit: "ms", value: whole / 1e6,
                        peer: "decide() of the inputs alone", peerValue: decideOnly / 1e6,
                        extra: suite.cases.isEmpty ? "no cases yet; budget 1,000 ms"
                            : String(format: "%.1f µs/case; budget 1,000 ms", whole / 1e3 / Double(suite.cases.count)))
    }

    /// A temporary golden folder: the built-in apps and catalogue, and the fixture cases
    /// repeated (with fresh IDs) to the target size.
    private static func syntheticSuite(from builtIn: String) throws -> String {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("conform-bench-\(ProcessInfo.processInfo.processIdentifier)").path
        try? manager.removeItem(atPath: folder)
        try manager.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
        for item in ["apps", "aasa", "scenarios.json"] { try manager.copyItem(atPath: builtIn + "/" + item, toPath: folder + "/" + item) }
        let fixtures = root.appendingPathComponent("Tests/LinkproofConformanceTests/Fixtures/cases").path
        let names = try manager.contentsOfDirectory(atPath: fixtures).sorted()
        for copy in 0..<copies {
            for name in names {
                let text = try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
                    .replacingOccurrences(of: "\"id\": \"fixture-", with: "\"id\": \"copy\(copy)-fixture-")
                try text.write(toFile: "\(folder)/cases/\(copy)-\(name)", atomically: true, encoding: .utf8)
            }
        }
        return folder
    }
}
