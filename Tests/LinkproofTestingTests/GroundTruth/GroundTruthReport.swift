import Foundation

/// The scores of every handler, and the figures over all of them.
struct GroundTruthReport: Encodable {
    let handlers: [GroundTruthScore]
    var findings: Int { handlers.reduce(0) { $0 + $1.findings.count } }
    var real: Int { handlers.reduce(0) { $0 + $1.real } }
    var realByLabels: Int { handlers.reduce(0) { $0 + $1.realByLabels } }
    var defects: Int { handlers.reduce(0) { $0 + $1.defects } }
    var found: Int { handlers.reduce(0) { $0 + $1.found.count } }
    /// Defects found / defects (1 when there are none).
    var recall: Double { defects == 0 ? 1 : Double(found) / Double(defects) }
    /// Real findings / findings (1 when there are none).
    var precision: Double { findings == 0 ? 1 : Double(real) / Double(findings) }

    /// Findings that match a defect's evidence in `labels.json` / findings.
    var precisionByLabels: Double { findings == 0 ? 1 : Double(realByLabels) / Double(findings) }

    enum CodingKeys: String, CodingKey { case handlers, findings, real, realByLabels, defects, found, recall, precision, precisionByLabels }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handlers, forKey: .handlers)
        try container.encode(findings, forKey: .findings)
        try container.encode(real, forKey: .real)
        try container.encode(realByLabels, forKey: .realByLabels)
        try container.encode(defects, forKey: .defects)
        try container.encode(found, forKey: .found)
        try container.encode(recall, forKey: .recall)
        try container.encode(precision, forKey: .precision)
        try container.encode(precisionByLabels, forKey: .precisionByLabels)
    }

    /// The table a person reads: one line per handler, each finding marked `real` (a defect's
    /// evidence), `read` (judged real in `reviewed.json`) or `false`, and the totals.
    func text(labels: GroundTruthLabels, reviewed: GroundTruthReviewed) -> String {
        func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "—" : String(format: "%.0f %%", 100 * Double(part) / Double(whole)) }
        var lines: [String] = []
        for score in handlers {
            lines.append("\(score.handler): recall \(score.found.count)/\(score.defects) (\(percent(score.found.count, score.defects))), "
                         + "precision \(score.real)/\(score.findings.count) (\(percent(score.real, score.findings.count)))"
                         + (score.missed.isEmpty ? "" : "; missed: \(score.missed.joined(separator: ", "))"))
            guard let labelled = labels.handlers.first(where: { $0.name == score.handler }) else { continue }
            for finding in score.findings {
                let mark = GroundTruthScore.isReal(finding, in: labelled) ? "real "
                    : GroundTruthScore.isRead(finding, of: score.handler, in: reviewed) ? "read " : "false"
                let link = finding.link.count > 90 ? String(finding.link.prefix(90)) + "…" : finding.link
                lines.append("  \(mark) \(finding.kind) \(finding.className) [\(finding.route ?? "no route")]\(finding.trapped ? " trap" : ""): \(String(reflecting: link))")
                if mark != "real " { lines.append("        did: \(finding.did); means: \(finding.means)") }
            }
        }
        lines.append("overall: recall \(found)/\(defects) (\(percent(found, defects))), precision \(real)/\(findings) (\(percent(real, findings)))"
                     + "; by labels.json alone \(realByLabels)/\(findings) (\(percent(realByLabels, findings)))")
        return lines.joined(separator: "\n")
    }
}
