/// One rule with its patterns compiled under its effective flags. A class, so that the
/// rule lists of several apps share one copy and a scan over them copies nothing.
final class AASACompiledRule: Sendable {
    /// The rule as the file wrote it.
    let rule: AASARule
    let exclude: Bool
    let detailIndex: Int
    let ruleIndex: Int
    let flags: AASAEffectiveFlags
    private let path: AASACompiledPattern?
    /// For a path pattern ending in `/*`, the pattern without it: `/buy/*` also matches `/buy`.
    private let parentPath: AASACompiledPattern?
    private let wholeQuery: AASACompiledPattern?
    private let queryItems: [(name: [UInt8], pattern: AASACompiledPattern)]
    private let fragment: AASACompiledPattern?
    /// Whether any pattern of the rule reads character keys (see `AASAComponentText`).
    let needsCharacters: Bool

    init(_ rule: AASARule, detailIndex: Int, ruleIndex: Int, flags: AASAEffectiveFlags, variables: AASASubstitution) {
        self.rule = rule
        self.exclude = rule.exclude
        self.detailIndex = detailIndex
        self.ruleIndex = ruleIndex
        self.flags = flags
        let fold = !flags.caseSensitive
        func compile(_ text: String) -> AASACompiledPattern {
            AASACompiledPattern(AASAPatternSyntax.tokens(text, foldCase: fold, variables: variables).tokens)
        }
        if let pattern = rule.path {
            let normalized = Self.normalizedPathPattern(pattern)
            path = compile(normalized)
            parentPath = normalized.hasSuffix("/*") ? compile(String(normalized.dropLast(2))) : nil
        } else {
            path = nil
            parentPath = nil
        }
        switch rule.query {
        case .whole(let pattern)?:
            wholeQuery = compile(pattern)
            queryItems = []
        case .items(let items)?:
            wholeQuery = nil
            queryItems = items.map { item in
                (fold ? AASAText.folded(Array(item.name.utf8)) : Array(item.name.utf8), compile(item.pattern))
            }
        case .discarded?, nil:
            wholeQuery = nil
            queryItems = []
        }
        fragment = rule.fragment.map(compile)
        needsCharacters = ([path, parentPath, wholeQuery, fragment].compactMap { $0 } + queryItems.map(\.pattern))
            .contains { $0.needsCharacters }
    }

    /// The leading slash of a path pattern is optional (`abc` is `/abc`, and a leading run
    /// collapses to one) and a trailing run of slashes is insignificant.
    static func normalizedPathPattern(_ pattern: String) -> String {
        let utf8 = pattern.utf8
        if utf8.first == UInt8(ascii: "/"), utf8.dropFirst().first != UInt8(ascii: "/"), utf8.last != UInt8(ascii: "/") {
            return pattern
        }
        var bytes = AASAText.trimmingTrailingSlashes(Array(pattern.utf8))
        let startsWithWildcard = bytes.first == UInt8(ascii: "*") || bytes.first == UInt8(ascii: "?") || bytes.first == UInt8(ascii: "$")
        if !startsWithWildcard && !bytes.isEmpty {
            let slashes = bytes.prefix { $0 == UInt8(ascii: "/") }.count
            bytes = [UInt8(ascii: "/")] + bytes.dropFirst(slashes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func pathMatches(_ input: inout AASAMatchInput) -> Bool {
        guard let path else { return true }
        return input.path(flags, matches: path, orParent: parentPath)
    }

    /// Whether the query matches: the whole-string pattern, else every named item.
    func queryMatches(_ input: inout AASAMatchInput) -> Bool {
        if let wholeQuery { return input.query(flags, matches: wholeQuery) }
        return queryItems.indices.allSatisfy { queryItemMatches($0, &input) }
    }

    /// Whether the `index`th named predicate holds: at every occurrence of the name, or
    /// against the empty string when the name is absent.
    func queryItemMatches(_ index: Int, _ input: inout AASAMatchInput) -> Bool {
        // The predicate is read in place: a copy of it would retain its name and pattern.
        queryItems.withUnsafeBufferPointer { predicates in
            var occurs = false
            let allMatch = input.allQueryItems(flags) { name, value in
                guard AASAText.equal(name, predicates[index].name) else { return true }
                occurs = true
                return predicates[index].pattern.matches(value)
            }
            return allMatch && (occurs || predicates[index].pattern.matches(.empty))
        }
    }

    func fragmentMatches(_ input: inout AASAMatchInput) -> Bool {
        guard let fragment else { return true }
        return input.fragment(flags, matches: fragment)
    }

    /// True when every component the rule specifies matches.
    func matches(_ input: inout AASAMatchInput) -> Bool {
        pathMatches(&input) && queryMatches(&input) && fragmentMatches(&input)
    }

    /// Each specified component with its outcome, for a trace.
    func checks(_ input: inout AASAMatchInput) -> [AASAComponentCheck] {
        var checks: [AASAComponentCheck] = []
        if let pattern = rule.path {
            checks.append(AASAComponentCheck(component: "path", pattern: pattern, ok: pathMatches(&input)))
        }
        switch rule.query {
        case .whole(let pattern)?:
            checks.append(AASAComponentCheck(component: "query", pattern: pattern, ok: queryMatches(&input)))
        case .items(let items)?:
            for (index, item) in items.enumerated() {
                checks.append(AASAComponentCheck(component: "query[\(item.name)]", pattern: item.pattern, ok: queryItemMatches(index, &input)))
            }
        case .discarded?:
            checks.append(AASAComponentCheck(component: "query", pattern: "(discarded: non-string predicate)", ok: true))
        case nil:
            break
        }
        if let pattern = rule.fragment {
            checks.append(AASAComponentCheck(component: "fragment", pattern: pattern, ok: fragmentMatches(&input)))
        }
        return checks
    }
}
