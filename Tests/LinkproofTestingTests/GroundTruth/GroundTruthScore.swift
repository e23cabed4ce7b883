import Foundation

/// One handler's findings scored against its labels.
struct GroundTruthScore: Encodable {
    let handler: String
    let findings: [GroundTruthFinding]
    /// The findings that match some defect's evidence, or that a reading judged real (`reviewed.json`).
    let real: Int
    /// The findings that match some defect's evidence, as `labels.json` says alone.
    let realByLabels: Int
    let defects: Int
    /// The defects some finding matches, by id.
    let found: [String]
    /// The defects no finding matches, by id.
    let missed: [String]

    init(_ labels: GroundTruthLabels.Handler, findings: [GroundTruthFinding], reviewed: GroundTruthReviewed) {
        handler = labels.name
        self.findings = findings
        realByLabels = findings.filter { GroundTruthScore.isReal($0, in: labels) }.count
        real = findings.filter { GroundTruthScore.isReal($0, in: labels) || GroundTruthScore.isRead($0, of: labels.name, in: reviewed) }.count
        defects = labels.defects.count
        let found = labels.defects.filter { defect in findings.contains { finding in defect.evidence.contains { $0.matches(finding) } } }.map(\.id)
        self.found = found
        missed = labels.defects.map(\.id).filter { !found.contains($0) }
    }

    /// Whether `finding` matches a defect's evidence of `labels`.
    static func isReal(_ finding: GroundTruthFinding, in labels: GroundTruthLabels.Handler) -> Bool {
        labels.defects.contains { $0.evidence.contains { $0.matches(finding) } }
    }

    /// Whether a reading judged `finding` of `handler` real (`reviewed.json`).
    static func isRead(_ finding: GroundTruthFinding, of handler: String, in reviewed: GroundTruthReviewed) -> Bool {
        reviewed.findings.contains { $0.matches(finding, of: handler) }
    }
}
