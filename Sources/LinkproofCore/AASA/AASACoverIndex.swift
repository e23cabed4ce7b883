/// The rules of one details entry seen so far, indexed by what each covers, so that "the
/// first earlier rule that matches every URL this one matches" (`AASAValidator.covers`) is a
/// few table look-ups instead of a scan of every earlier rule: an entry of n rules is checked
/// in O(n) look-ups, not O(n²) comparisons.
///
/// A rule covers another when each of its patterns (path, query, fragment) is either
/// "anything", or equal to the other's under the same flags, or — for the path only — a
/// literal prefix `P*` of the other's literal start under the same flags. So each rule is
/// filed under one key (per component: anything, the exact pattern, or the prefix), and a
/// later rule looks up the few keys that would cover it.
struct AASACoverIndex {
    /// What a rule's pattern for one component covers.
    private enum Part<Pattern: Hashable>: Hashable {
        /// Matches anything: covers whatever the later rule has.
        case anything
        /// Covers a later rule with this same pattern.
        case exact(Pattern)
        /// Path only, `P*` with a literal `P`: covers a later path whose literal start begins with `P`.
        case prefix(String)
    }

    private struct Key: Hashable {
        /// The effective flags, when some part needs them to agree; nil when every part is `anything`.
        var flags: AASAFlags?
        var path: Part<String>
        var query: Part<AASAQueryPattern>
        var fragment: Part<String>
    }

    /// The first rule filed under each key.
    private var first: [Key: Int] = [:]
    /// The lengths (in characters) of every prefix filed, so a later path tries only those.
    private var prefixLengths: Set<Int> = []

    /// Files rule number `index` with its effective flags (an earlier rule under a key wins).
    mutating func add(_ rule: AASARule, flags: AASAFlags, index: Int) {
        let path: Part<String> = switch rule.path.map(AASACompiledRule.normalizedPathPattern) {
        case nil: .anything
        case let pattern? where AASAValidator.isAnything(pattern): .anything
        case let pattern?: Self.literalPrefix(ofStarPattern: pattern).map { .prefix($0) } ?? .exact(pattern)
        }
        if case .prefix(let prefix) = path { prefixLengths.insert(prefix.count) }
        let query: Part<AASAQueryPattern> = switch rule.query {
        case nil, .discarded?: .anything
        case .whole(let pattern)? where AASAValidator.isAnything(pattern): .anything
        case let pattern?: .exact(pattern)
        }
        let fragment: Part<String> = AASAValidator.isAnything(rule.fragment) ? .anything : .exact(rule.fragment ?? "")
        let key = Self.key(flags: flags, path: path, query: query, fragment: fragment)
        if first[key] == nil { first[key] = index }
    }

    /// The index of the first filed rule that covers `rule` (with its effective `flags`).
    func firstCovering(_ rule: AASARule, flags: AASAFlags) -> Int? {
        var paths: [Part<String>] = [.anything]
        if let pattern = rule.path.map(AASACompiledRule.normalizedPathPattern) {
            paths.append(.exact(pattern))
            let literalStart = pattern.prefix { $0 != "*" && $0 != "?" && $0 != "$" }
            for length in prefixLengths where length <= literalStart.count {
                paths.append(.prefix(String(literalStart.prefix(length))))
            }
        }
        let queries: [Part<AASAQueryPattern>] = [.anything] + (rule.query.map { [.exact($0)] } ?? [])
        let fragments: [Part<String>] = [.anything] + (rule.fragment.map { [.exact($0)] } ?? [])
        var found: Int?
        for path in paths {
            for query in queries {
                for fragment in fragments {
                    guard let index = first[Self.key(flags: flags, path: path, query: query, fragment: fragment)] else { continue }
                    found = min(found ?? index, index)
                }
            }
        }
        return found
    }

    private static func key(flags: AASAFlags, path: Part<String>, query: Part<AASAQueryPattern>, fragment: Part<String>) -> Key {
        let flagsMatter = path != .anything || query != .anything || fragment != .anything
        return Key(flags: flagsMatter ? flags : nil, path: path, query: query, fragment: fragment)
    }

    /// `P` of a pattern `P*` whose `P` holds no wildcard or variable; nil for any other pattern.
    private static func literalPrefix(ofStarPattern pattern: String) -> String? {
        guard pattern.hasSuffix("*") else { return nil }
        let prefix = pattern.dropLast()
        return prefix.contains(where: { $0 == "*" || $0 == "?" || $0 == "$" }) ? nil : String(prefix)
    }
}
