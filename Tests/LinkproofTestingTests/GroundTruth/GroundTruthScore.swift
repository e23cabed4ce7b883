import Foundation

/// One handler's findings scored against its labels.
struct GroundTruthScore: Encodable {
    let handler: String
    let findings: [GroundTruthFinding]
    /// The findings that match some defect's evidence.
    let real: Int
    let defects: Int
    /// The defects some finding matches, by id.
    let found: [String]
    /// The defects no finding matches, by id.
    let missed: [String]

    init(_ labels: GroundTruthLabels.Handler, findings: [GroundTruthFinding]) {
        handler = labels.name
        self.findings = findings
        let evidence = labels.defects.flatMap(\.evidence)
        real = findings.filter { finding in evidence.contains { $0.matches(finding) } }.count
        defects = labels.defects.count
        let found = labels.defects.filter { defect in findings.contains { finding in defect.evidence.contains { $0.matches(finding) } } }.map(\.id)
        self.found = found
        missed = labels.defects.map(\.id).filter { !found.contains($0) }
    }

    /// Whether `finding` matches a defect's evidence of `labels`.
    static func isReal(_ finding: GroundTruthFinding, in labels: GroundTruthLabels.Handler) -> Bool {
        labels.defects.contains { $0.evidence.contains { $0.matches(finding) } }
    }
}
