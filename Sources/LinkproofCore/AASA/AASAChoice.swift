/// A substitution variable's values compiled once, for every pattern that uses it: the values
/// without wildcards as a trie (`AASAValueTrie`), the few with `?` or `*` as alternatives the
/// automaton runs as it runs any pattern. A class, so that fifty uses of one variable share one
/// trie; identity is equality.
final class AASAChoice: Sendable, Equatable {
    /// The values without `?` or `*`.
    let trie: AASAValueTrie
    /// The values with `?` or `*`, as tokens.
    let wildcardAlternatives: [[AASAPatternToken]]
    /// How many automaton states one use of the variable can keep live at once (see
    /// `AASACompiledPattern.bound`): the trie's depth + 1, plus every token of a wildcard value
    /// (and one for its branch), so it does not grow with the number of literal values.
    let bound: Int

    init(_ alternatives: [[AASAPatternToken]]) {
        var literal: [[UInt64]] = []
        var wildcard: [[AASAPatternToken]] = []
        for tokens in alternatives {
            var keys: [UInt64] = []
            keys.reserveCapacity(tokens.count)
            for token in tokens {
                guard case .character(let key) = token else { break }
                keys.append(key)
            }
            if keys.count == tokens.count { literal.append(keys) } else { wildcard.append(tokens) }
        }
        trie = AASAValueTrie(literal)
        wildcardAlternatives = wildcard
        bound = trie.depth + 1 + wildcard.reduce(0) { $0 + $1.count + 1 }
    }

    static func == (left: AASAChoice, right: AASAChoice) -> Bool { left === right }
}
