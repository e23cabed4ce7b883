import LinkproofCore

/// What kind of change a parse-diff found, most serious first.
public enum ChangeKind: String, Sendable, CaseIterable, Codable, Comparable {
    /// A link now acts where it did not: a refused link (reject, AASA exclude or no match) is
    /// acted on — a personal route opened on a weak match among them —, a confirmed link is
    /// routed without asking, a routed or confirmed link is accepted on a weaker match type, or
    /// the code under test now traps on the link (a team's handler: `{"trap": message}`).
    case securityRegression = "security-regression"
    /// A link that was acted on (route, confirm, short-link, AASA match) is now refused.
    case acceptToReject = "accept-to-reject"
    /// Another change of decision: route → confirm, short-link ↔ route…
    case decisionChanged = "decision-changed"
    case routeChanged = "route-changed"
    case parameterChanged = "parameter-changed"
    case parameterAdded = "parameter-added"
    case parameterRemoved = "parameter-removed"
    case reasonChanged = "reason-changed"
    case offsetChanged = "offset-changed"
    /// `via` or `matchType` of a routed link.
    case arrivalChanged = "via-or-match-type-changed"
    /// Any other recorded value: a built URL, AASA codes or rule, a short link, a long link.
    case valueChanged = "value-changed"
    /// Only a rejection's `detail` sentence: not stable, rarely worth a review.
    case detailOnly = "detail-only"

    /// The kind as a report heading says it.
    public var title: String {
        switch self {
        case .securityRegression: "security regression"
        case .acceptToReject: "accept → reject"
        case .decisionChanged: "decision changed"
        case .routeChanged: "route changed"
        case .parameterChanged: "parameter value changed"
        case .parameterAdded: "parameter added"
        case .parameterRemoved: "parameter removed"
        case .reasonChanged: "reason code changed"
        case .offsetChanged: "offset changed"
        case .arrivalChanged: "via/matchType changed"
        case .valueChanged: "value changed"
        case .detailOnly: "detail text only"
        }
    }

    public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
