import Foundation

/// `labels.json` as data: each handler's known defects, with the catalogue classes that
/// would legitimately expose each, and its known-harmless quirks (README.md in this folder).
struct GroundTruthLabels: Decodable {
    struct Handler: Decodable {
        let name: String
        let manifest: String
        let defects: [Defect]
        let quirks: [Quirk]
    }

    struct Defect: Decodable {
        let id: String
        let consequence: String
        let why: String
        let link: String
        let evidence: [Evidence]
    }

    /// A class whose findings show the defect, on `route` only when it names one.
    struct Evidence: Decodable {
        let className: String
        let route: String?

        enum CodingKeys: String, CodingKey {
            case className = "class"
            case route
        }

        /// Whether `finding` is this evidence: the same class, and the same route when both name one.
        func matches(_ finding: GroundTruthFinding) -> Bool {
            className == finding.className && (route == nil || finding.route == nil || route == finding.route)
        }
    }

    struct Quirk: Decodable {
        let id: String
        let why: String
        let classes: [String]
    }

    let handlers: [Handler]

    static func load(contentsOf path: String) throws -> GroundTruthLabels {
        try JSONDecoder().decode(GroundTruthLabels.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
