import Foundation

/// One behavioural difference between two association files.
public struct AASADiffChange: Sendable, Codable, Equatable {
    /// What kind of difference.
    public enum Kind: String, Sendable, Codable {
        /// A rule (or a service's app) only the new file has.
        case added
        /// A rule (or a service's app) only the old file has.
        case removed
        /// The same rule in another position relative to the others: first match wins, so order is behaviour.
        case moved
        /// The same patterns with another `exclude`, `caseSensitive` or `percentEncoded`.
        case changed
    }

    /// What kind of difference.
    public let kind: Kind
    /// `applinks`, `webcredentials`, `appclips` or `activitycontinuation`.
    public let service: String
    /// The app whose behaviour differs.
    public let appID: String
    /// The rule as the engine evaluates it (nil for a service's app list).
    public let rule: String?
    /// Positions in the app's rule list, old and new.
    public let oldIndex: Int?
    /// The rule's position in the new file's list for the app.
    public let newIndex: Int?
    /// For `.changed`: what changed.
    public let detail: String?
}

/// Compares behaviour, not bytes: for each app ID, the rules it is matched against, in
/// order, with their effective flags and variables written out. Hoisting a flag into
/// `defaults`, reformatting, or moving an app between entries without reordering its
/// rules is no change.
public enum AASASemanticDiff {
    /// A rule as it behaves: normalized patterns, custom variables expanded, effective flags.
    struct EffectiveRule: Equatable {
        /// The patterns, which identify the rule across files.
        let key: String
        let exclude: Bool
        let caseSensitive: Bool
        let percentEncoded: Bool

        var summary: String {
            key + (exclude ? " exclude" : "") + (caseSensitive ? "" : " caseSensitive=false") + (percentEncoded ? "" : " percentEncoded=false")
        }
    }

    /// Every behavioural difference from `old` to `new`: per app (sorted), then per service.
    public static func diff(_ old: AASADocument, _ new: AASADocument) -> [AASADiffChange] {
        let oldRules = effectiveRules(old)
        let newRules = effectiveRules(new)
        var changes: [AASADiffChange] = []
        for appID in Set(oldRules.keys).union(newRules.keys).sorted() {
            changes += diffRules(appID: appID, oldRules[appID] ?? [], newRules[appID] ?? [])
        }
        let services: [(String, KeyPath<AASADocument, [String]?>)] = [
            ("webcredentials", \.webCredentials), ("appclips", \.appClips), ("activitycontinuation", \.activityContinuation),
        ]
        for (service, keyPath) in services {
            let before = Set(old[keyPath: keyPath] ?? [])
            let after = Set(new[keyPath: keyPath] ?? [])
            for appID in after.subtracting(before).sorted() { changes.append(serviceChange(.added, service, appID)) }
            for appID in before.subtracting(after).sorted() { changes.append(serviceChange(.removed, service, appID)) }
        }
        return changes
    }

    private static func serviceChange(_ kind: AASADiffChange.Kind, _ service: String, _ appID: String) -> AASADiffChange {
        AASADiffChange(kind: kind, service: service, appID: appID, rule: nil, oldIndex: nil, newIndex: nil, detail: nil)
    }

    /// Each app's rules in evaluation order.
    static func effectiveRules(_ document: AASADocument) -> [String: [EffectiveRule]] {
        guard let appLinks = document.appLinks else { return [:] }
        let variables = Dictionary(appLinks.variables.map { ($0.name, $0.values) }, uniquingKeysWith: { $1 })
        var result: [String: [EffectiveRule]] = [:]
        for detail in appLinks.details {
            let inherited = detail.defaults.over(appLinks.defaults)
            let rules = detail.rules.map { rule in
                let flags = rule.flags.over(inherited)
                return EffectiveRule(key: key(rule, variables), exclude: rule.exclude,
                                     caseSensitive: flags.caseSensitive ?? true, percentEncoded: flags.percentEncoded ?? true)
            }
            for appID in Set(detail.appIDs) { result[appID, default: []] += rules }
        }
        return result
    }

    private static func key(_ rule: AASARule, _ variables: [String: [String]]) -> String {
        func expand(_ pattern: String) -> String {
            var text = pattern
            for (name, values) in variables.sorted(by: { $0.key < $1.key }) {
                text = text.replacingOccurrences(of: "$(\(name))", with: "$(\(name)=\(values.joined(separator: "|")))")
            }
            return "\"" + text + "\""
        }
        var parts: [String] = []
        if let path = rule.path { parts.append("/ " + expand(AASACompiledRule.normalizedPathPattern(path))) }
        switch rule.query {
        case .whole(let pattern)?: parts.append("? " + expand(pattern))
        case .items(let items)?:
            parts.append("? {" + items.sorted { $0.name < $1.name }.map { "\($0.name): \(expand($0.pattern))" }.joined(separator: ", ") + "}")
        case .discarded?, nil: break
        }
        if let fragment = rule.fragment { parts.append("# " + expand(fragment)) }
        return parts.isEmpty ? "(every URL)" : parts.joined(separator: " ")
    }

    /// Rules paired by the longest common subsequence of their patterns: paired rules whose
    /// flags differ are `.changed`; patterns on both sides outside the pairing are `.moved`.
    private static func diffRules(appID: String, _ old: [EffectiveRule], _ new: [EffectiveRule]) -> [AASADiffChange] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i].key == new[j].key ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < old.count && j < new.count {
            if old[i].key == new[j].key {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        var unpairedOld = Set(old.indices).subtracting(pairs.map(\.0))
        var unpairedNew = Set(new.indices).subtracting(pairs.map(\.1))
        var changes: [AASADiffChange] = []
        func change(_ kind: AASADiffChange.Kind, _ rule: EffectiveRule, _ oldIndex: Int?, _ newIndex: Int?, _ detail: String? = nil) {
            changes.append(AASADiffChange(kind: kind, service: "applinks", appID: appID, rule: rule.summary,
                                          oldIndex: oldIndex, newIndex: newIndex, detail: detail))
        }
        for (oldIndex, newIndex) in pairs where old[oldIndex] != new[newIndex] {
            change(.changed, new[newIndex], oldIndex, newIndex, "was \(old[oldIndex].summary)")
        }
        for oldIndex in unpairedOld.sorted() {
            if let newIndex = unpairedNew.sorted().first(where: { new[$0].key == old[oldIndex].key }) {
                unpairedNew.remove(newIndex)
                unpairedOld.remove(oldIndex)
                let detail = old[oldIndex] == new[newIndex] ? nil : "was \(old[oldIndex].summary)"
                change(.moved, new[newIndex], oldIndex, newIndex, detail)
            }
        }
        for oldIndex in unpairedOld.sorted() { change(.removed, old[oldIndex], oldIndex, nil) }
        for newIndex in unpairedNew.sorted() { change(.added, new[newIndex], nil, newIndex) }
        return changes
    }
}
