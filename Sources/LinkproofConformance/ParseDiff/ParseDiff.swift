import LinkproofCore

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
    package init(_ before: JSONValue, _ after: JSONValue) {
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
        if before["trap"] == nil, let trap = after["trap"] {
            // The code under test crashed where it did not: the app is gone, whatever the link.
            changes.append(Change(kind: .securityRegression, path: path + ".trap", before: nil, after: trap))
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
