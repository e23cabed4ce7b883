import Foundation

/// Compares behaviour, not bytes: for each app ID, the rules it is matched against, in
/// order, with their effective flags and variables written out. Hoisting a flag into
/// `defaults`, reformatting, or moving an app between entries without reordering its
/// rules is no change.
package enum AASASemanticDiff {
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
            let rules = detail.rules.map { rule in
                EffectiveRule(key: key(rule, variables), exclude: rule.exclude,
                              caseSensitive: rule.flags.caseSensitive ?? true, percentEncoded: rule.flags.percentEncoded ?? true)
            }
            for appID in Set(detail.appIDs) { result[appID, default: []] += rules }
        }
        return result
    }

    /// The rule's patterns with each `$(name)` of a custom variable written out as
    /// `$(name=value|value)`, in one pass over each pattern.
    private static func key(_ rule: AASARule, _ variables: [String: [String]]) -> String {
        func expand(_ pattern: String) -> String {
            var text = "\""
            var rest = pattern[...]
            while let open = rest.range(of: "$("), let close = rest[open.upperBound...].firstIndex(of: ")") {
                let name = String(rest[open.upperBound..<close])
                text += rest[..<open.lowerBound]
                text += variables[name].map { "$(\(name)=\($0.joined(separator: "|")))" } ?? "$(\(name))"
                rest = rest[rest.index(after: close)...]
            }
            return text + rest + "\""
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

    /// Rules paired by a longest common subsequence of their patterns: paired rules whose
    /// flags differ are `.changed`; patterns on both sides outside the pairing are `.moved`.
    /// Rules with equal patterns pair in order of occurrence (the first with the first), so
    /// every rule has at most one partner and the pairing is a longest increasing
    /// subsequence: O(n log n) time and O(n) memory, where a table of every pair of rules
    /// would take O(n²) of both.
    private static func diffRules(appID: String, _ old: [EffectiveRule], _ new: [EffectiveRule]) -> [AASADiffChange] {
        let pairs = pairing(old.map(\.key), new.map(\.key))
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
        var unpairedNewByKey = Dictionary(grouping: unpairedNew.sorted(), by: { new[$0].key }).mapValues { $0[...] }
        for oldIndex in unpairedOld.sorted() {
            if let newIndex = unpairedNewByKey[old[oldIndex].key]?.popFirst() {
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

    /// Index pairs (old, new) of a longest common subsequence of `old` and `new`, where the
    /// k-th occurrence of a key on one side may pair only with its k-th occurrence on the other.
    static func pairing(_ old: [String], _ new: [String]) -> [(Int, Int)] {
        var newIndex: [OccurrenceKey: Int] = [:]
        var seen: [String: Int] = [:]
        for (index, key) in new.enumerated() {
            newIndex[OccurrenceKey(key: key, occurrence: seen[key, default: 0])] = index
            seen[key, default: 0] += 1
        }
        seen = [:]
        var candidates: [(old: Int, new: Int)] = []
        for (index, key) in old.enumerated() {
            if let partner = newIndex[OccurrenceKey(key: key, occurrence: seen[key, default: 0])] { candidates.append((index, partner)) }
            seen[key, default: 0] += 1
        }
        // Patience sorting: tails[k] is the candidate ending the best increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: candidates.count)
        for (position, candidate) in candidates.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if candidates[tails[middle]].new < candidate.new { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var pairs: [(Int, Int)] = []
        var position = tails.last ?? -1
        while position >= 0 {
            pairs.append(candidates[position])
            position = previous[position]
        }
        return pairs.reversed()
    }

    private struct OccurrenceKey: Hashable {
        let key: String
        let occurrence: Int
    }
}
