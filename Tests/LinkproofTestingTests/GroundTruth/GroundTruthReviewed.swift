import Foundation

/// `reviewed.json` as data: findings no defect's evidence names, read one by one after a run
/// and judged real because their links show a defect (labelled, or missed by the labels).
/// `labels.json`, written before any run, stays as it was; a finding listed in neither is false.
struct GroundTruthReviewed: Decodable {
    struct Entry: Decodable {
        let handler: String
        let className: String
        let route: String?
        let kind: String
        let defect: String
        let labelled: Bool
        let why: String

        enum CodingKeys: String, CodingKey {
            case handler, route, kind, defect, labelled, why
            case className = "class"
        }

        /// Whether `finding` of `handler` is this entry: the same class, route and kind.
        func matches(_ finding: GroundTruthFinding, of handler: String) -> Bool {
            self.handler == handler && className == finding.className && route == finding.route && kind == finding.kind
        }
    }

    let findings: [Entry]

    static func load(contentsOf path: String) throws -> GroundTruthReviewed {
        try JSONDecoder().decode(GroundTruthReviewed.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
