import LinkproofCore
import LinkproofGen

/// What `assertSurvives` prints, for a person: one line per finding — kind, class, route, the
/// shrunk link, what the handler did and what the link means — then how to reproduce and keep
/// it, and one summary table per check.
struct CatalogueReport {
    let outcomes: [CatalogueOutcome]
    let strict: Bool

    /// Every finding's counterexample with its class, security first: one per class, route and
    /// kind (the first arrival's, when two arrivals show the same).
    var findings: [(outcome: CatalogueOutcome, counterexample: Counterexample<AdversarialCase>)] {
        var seen: Set<[String?]> = []
        return outcomes.flatMap { outcome in
            outcome.run.counterexamples.compactMap { counterexample in
                let key = [outcome.unit.name.rawValue, counterexample.finding?.route, counterexample.finding?.kind.rawValue]
                return seen.insert(key).inserted ? (outcome, counterexample) : nil
            }
        }
        .sorted { ($0.counterexample.finding?.kind ?? .security) < ($1.counterexample.finding?.kind ?? .security) }
    }

    /// The failure message of one finding: its line, then where the link came from.
    static func message(_ counterexample: Counterexample<AdversarialCase>, of outcome: CatalogueOutcome) -> String {
        var lines = [line(counterexample, of: outcome)]
        if let store = counterexample.regressionCommand { lines.append("  keep it as a regression: \(store)") }
        return lines.joined(separator: "\n")
    }

    /// `[security] host-allowlist-bypass · recipe · <link> — handler: opened …; the link means: …`
    static func line(_ counterexample: Counterexample<AdversarialCase>, of outcome: CatalogueOutcome) -> String {
        let finding = counterexample.finding ?? .trap(counterexample.trap ?? "unknown")
        let arrival = outcome.unit.arrivalLabel
        return TerminalText.escaped(
            "[\(finding.kind.rawValue)] \(finding.consequence): \(outcome.unit.name.rawValue)\(arrival) · \(finding.route ?? "-") · "
                + "\(counterexample.value.input) — the handler \(finding.did); the link means \(finding.means)")
    }

    /// The summary: findings by kind, the notes left out and the cases the platform does not
    /// deliver on their arrival, the command that reproduces the run, and, when the findings
    /// span more than one class, a table of them by kind, class and route (for one class, the
    /// finding lines say it all).
    var summary: String {
        let found = findings
        let notes = outcomes.reduce(0) { $0 + $1.run.notes }
        let heldBack = outcomes.reduce(0) { $0 + $1.run.summary.discarded }
        var counts: [FindingKind: Int] = [:]
        for (_, counterexample) in found { counts[counterexample.finding?.kind ?? .security, default: 0] += 1 }
        let kinds = strict ? FindingKind.allCases : [.security, .correctness]
        var lines = ["Linkproof catalogue: \(outcomes.count) class run(s), "
            + kinds.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + " finding(s)"
            + (strict ? " (strict: notes fail too)" : "; \(notes) case(s) with a note only (equivalent links, a stricter handler: not failures; strict: true reports them)")
            + (heldBack > 0 ? "; \(heldBack) not handed to the handler (the platform does not deliver them on their arrival)" : "")]
        guard let first = found.first else { return lines[0] }
        lines.append("  reproduce: \(first.counterexample.reproduceCommand)")
        guard Set(found.map(\.outcome.unit.name)).count > 1 else { return lines.joined(separator: "\n") }
        let width = found.map { $0.outcome.unit.name.rawValue.count }.max() ?? 0
        lines.append("  kind         class\(String(repeating: " ", count: max(0, width - 5)))  route")
        for (outcome, counterexample) in found {
            let kind = (counterexample.finding?.kind ?? .security).rawValue
            let name = outcome.unit.name.rawValue
            lines.append("  \(kind)\(String(repeating: " ", count: 13 - kind.count))\(name)\(String(repeating: " ", count: width - name.count))  "
                + TerminalText.escaped(counterexample.finding?.route ?? "-"))
        }
        return lines.joined(separator: "\n")
    }
}
