import Foundation

/// One fuzzer run as its summary row shows it, read from its libFuzzer log: executions,
/// executions per second, edges (`cov`) and features (`ft`), the working corpus before and
/// after, the artifacts and findings, and, for a manifest-driven target, the app's routes its
/// decisions reached (as `Scripts/fuzz-summary` prints them for Linkproof's own runs).
struct FuzzRecord {
    /// `target` or `target/app`.
    let place: String
    let seconds: Int
    let log: String
    let corpusBefore: Int
    let corpusAfter: Int
    let findings: Int
    /// The app's route names, and the ones reached; nil for a target that takes no manifest.
    let routes: (all: [String], reached: Set<String>)?

    static let header = row("run", "executions", "exec/s", "cov", "ft", "corpus", "artifacts", "routes")

    /// What the run's libFuzzer log says: executions, executions per second, and the last
    /// status line's edges and features (nil when it printed none).
    var figures: (executions: Int, speed: Int, edges: Int?, features: Int?) {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map(String.init)
        let last = lines.last { $0.hasPrefix("#") && $0.dropFirst().first?.isNumber == true } ?? ""
        let executions = Self.number(after: "stat::number_of_executed_units:", in: lines) ?? Int(last.dropFirst().prefix { $0.isNumber }) ?? 0
        let speed = Self.number(after: "stat::average_exec_per_sec:", in: lines) ?? executions / max(1, seconds)
        return (executions, speed, Self.number(after: "cov: ", in: [last]), Self.number(after: "ft: ", in: [last]))
    }

    /// The routes not reached; nil for a target that takes no manifest.
    var missingRoutes: [String]? { routes.map { routes in routes.all.filter { !routes.reached.contains($0) } } }

    /// The record's row under `header`.
    var row: String {
        let figures = figures
        var reached = "-"
        if let routes, let missing = missingRoutes {
            reached = "\(routes.all.count - missing.count)/\(routes.all.count) reached" + (missing.isEmpty ? "" : " (missing: \(missing.joined(separator: ", ")))")
        }
        return Self.row(place, "\(figures.executions)", "\(figures.speed)", figures.edges.map(String.init) ?? "-", figures.features.map(String.init) ?? "-",
                        "\(corpusBefore) → \(corpusAfter)", "\(findings)", reached)
    }

    /// The row of a run that did not apply.
    static func skipped(_ place: String, reason: String) -> String {
        row(place, "-", "-", "-", "-", "-", "-", "skipped: " + reason)
    }

    /// The last whole number that follows `label` on any of `lines`.
    private static func number(after label: String, in lines: [String]) -> Int? {
        for line in lines.reversed() {
            guard let range = line.range(of: label, options: .backwards) else { continue }
            let digits = line[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
            if let value = Int(digits) { return value }
        }
        return nil
    }

    private static func row(_ place: String, _ executions: String, _ speed: String, _ edges: String, _ features: String,
                            _ corpus: String, _ artifacts: String, _ routes: String) -> String {
        func left(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        func right(_ text: String, _ width: Int) -> String { text.count >= width ? text : String(repeating: " ", count: width - text.count) + text }
        return [left(place, 30), right(executions, 12), right(speed, 8), right(edges, 7), right(features, 7), right(corpus, 15), right(artifacts, 9)]
            .joined(separator: " ") + "  " + routes
    }
}
