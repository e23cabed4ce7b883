import Foundation

/// Suite `ground-truth`: how well what the catalogue reports matches known ground truth — the
/// handlers of `Tests/LinkproofTestingTests/GroundTruth`, each with its defects and harmless
/// quirks labelled beside it (issue 39). Runs `Scripts/ground-truth --json FILE`, which runs the
/// ground-truth test in a debug build (as a team's `swift test` runs its checks, where a debug
/// `assertionFailure` traps), and reports recall (labelled defects found) and precision (findings
/// that show a defect) over every handler. A figure, not a time: it says whether a
/// change to the catalogue or its judging makes findings more or less worth a team's attention.
enum GroundTruthBench: BenchSuite {
    static let name = "ground-truth"

    /// The figures `Scripts/ground-truth --json` writes (the test's `GroundTruthReport`).
    struct Figures: Decodable {
        let handlers: [Handler]
        let findings: Int
        let real: Int
        let realByLabels: Int
        let defects: Int
        let found: Int
        let recall: Double
        let precision: Double

        struct Handler: Decodable {
            let handler: String
        }
    }

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Scripts/ground-truth").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-bench-ground-truth-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--json", output.path]
        process.standardOutput = FileHandle.standardError  // the test's table, for a person; the rows go to stdout
        try process.run()
        process.waitUntilExit()
        // 1: the test's thresholds failed, which the figures say as well; anything else is no measurement.
        guard [0, 1].contains(process.terminationStatus), let data = try? Data(contentsOf: output) else {
            throw BenchError("Scripts/ground-truth exited \(process.terminationStatus) without figures")
        }
        let figures = try JSONDecoder().decode(Figures.self, from: data)
        let label = "(\(figures.handlers.count) handlers)"
        return [
            BenchRow(name: "ground-truth recall \(label)", unit: "%", value: 100 * figures.recall,
                     extra: "\(figures.found) of \(figures.defects) labelled defects found"),
            BenchRow(name: "ground-truth precision \(label)", unit: "%", value: 100 * figures.precision,
                     extra: "\(figures.real) of \(figures.findings) findings are real (\(figures.realByLabels) by labels.json alone, the rest read one by one in reviewed.json)"),
        ]
    }
}
