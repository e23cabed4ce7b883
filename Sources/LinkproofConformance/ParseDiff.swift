import LinkproofCore

/// What kind of change a parse-diff found, most serious first.
public enum ChangeKind: String, Sendable, CaseIterable, Codable, Comparable {
    /// A link now acts where it did not: a refused link (reject, AASA exclude or no match) is
    /// acted on — a personal route opened on a weak match among them —, a confirmed link is
    /// routed without asking, or a routed or confirmed link is accepted on a weaker match type.
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

/// One difference between two outcomes, at a JSON path.
public struct Change: Sendable, Equatable {
    public var kind: ChangeKind
    /// Where in the outcome, e.g. `$.params.recipeID` or `$.decision.reason`.
    public var path: String
    /// The value before (nil: absent).
    public var before: JSONValue?
    /// The value after (nil: absent).
    public var after: JSONValue?

    /// `$.params.recipeID: "002" → "002&utm_source"`.
    public var summary: String {
        "\(path): \(before?.compactText ?? "(absent)") → \(after?.compactText ?? "(absent)")"
    }

    /// What turned into what, in a few words: `confirm → route` for a change of decision,
    /// `$.matchType: "unique" → "weak"` for a member.
    public var transition: String {
        if let old = before?["decision"]?.stringValue, let new = after?["decision"]?.stringValue { return "\(old) → \(new)" }
        return summary
    }
}

/// The structural diff of two outcomes (decisions, or the records of the other kinds),
/// each change classified by what it means for the app.
public struct ParseDiff: Sendable, Equatable {
    /// In the order found (the outcome's member order).
    public var changes: [Change]

    public var isEmpty: Bool { changes.isEmpty }

    /// The most serious kind of change, nil when there is none.
    public var headline: ChangeKind? { changes.map(\.kind).min() }

    /// The changes grouped by kind, most serious first.
    public var grouped: [(kind: ChangeKind, changes: [Change])] {
        ChangeKind.allCases.compactMap { kind in
            let matching = changes.filter { $0.kind == kind }
            return matching.isEmpty ? nil : (kind, matching)
        }
    }

    /// Decision values that act on a link, and those that refuse it.
    static let accepting: Set<String> = ["route", "confirm", "short-link", "match"]
    static let refusing: Set<String> = ["reject", "exclude", "no_match"]

    public init(changes: [Change]) { self.changes = changes }

    /// Everything that changed from `before` to `after`.
    public init(_ before: JSONValue, _ after: JSONValue) {
        var changes: [Change] = []
        Self.diff(before, after, path: "$", into: &changes)
        self.changes = changes
    }

    private static func diff(_ before: JSONValue, _ after: JSONValue, path: String, into changes: inout [Change]) {
        guard before != after else { return }
        guard case .object = before, case .object = after else {
            changes.append(Change(kind: .valueChanged, path: path, before: before, after: after))
            return
        }
        if let old = before["decision"]?.stringValue, let new = after["decision"]?.stringValue {
            guard old == new else {
                let kind: ChangeKind = accepting.contains(old) && refusing.contains(new) ? .acceptToReject
                    : refusing.contains(old) && accepting.contains(new) || (old, new) == ("confirm", "route") ? .securityRegression
                    : .decisionChanged
                changes.append(Change(kind: kind, path: path, before: before, after: after))
                return
            }
        }
        for key in keys(before, after) {
            let memberPath = path + "." + key
            switch (before[key], after[key]) {
            case let (old?, new?) where old == new:
                continue
            case let (.object(old)?, .object(new)?) where key == "params":
                diffParameters(.object(old), .object(new), path: memberPath, into: &changes)
            case let (old?, new?) where memberKind(key) == nil:
                diff(old, new, path: memberPath, into: &changes)
            case let (old, new):
                let weaker = key == "matchType" && acceptsWeakerMatch(before["decision"], old, new)
                changes.append(Change(kind: weaker ? .securityRegression : memberKind(key) ?? .valueChanged, path: memberPath, before: old, after: new))
            }
        }
    }

    private static func diffParameters(_ before: JSONValue, _ after: JSONValue, path: String, into changes: inout [Change]) {
        for name in keys(before, after) {
            let (old, new) = (before[name], after[name])
            guard old != new else { continue }
            let kind: ChangeKind = old == nil ? .parameterAdded : new == nil ? .parameterRemoved : .parameterChanged
            changes.append(Change(kind: kind, path: path + "." + name, before: old, after: new))
        }
    }

    /// Whether a routed or confirmed link (`decision`, the same on both sides) now acts on a
    /// weaker match type (`MatchType`'s order: none < weak < default < unique).
    private static func acceptsWeakerMatch(_ decision: JSONValue?, _ before: JSONValue?, _ after: JSONValue?) -> Bool {
        guard let decision = decision?.stringValue, decision == "route" || decision == "confirm",
              let old = before?.stringValue.flatMap(MatchType.init(rawValue:)),
              let new = after?.stringValue.flatMap(MatchType.init(rawValue:)) else { return false }
        return new < old
    }

    /// The kind a change of a decision's member is, nil for members diffed by their contents.
    private static func memberKind(_ key: String) -> ChangeKind? {
        switch key {
        case "route": .routeChanged
        case "reason": .reasonChanged
        case "offset": .offsetChanged
        case "via", "matchType": .arrivalChanged
        case "detail": .detailOnly
        default: nil
        }
    }

    /// The keys of both objects: `before`'s in order, then those only `after` has.
    private static func keys(_ before: JSONValue, _ after: JSONValue) -> [String] {
        let old = before.members.map(\.key)
        let known = Set(old)
        return old + after.members.map(\.key).filter { !known.contains($0) }
    }
}
