import LinkproofURL

/// A link a universal-link template accepts that its domain's AASA file does not give to the
/// app, though it gives the template's example link: the template's path language (and its
/// fragment's, for a template with `#…`) walked (`TemplatePathWalk`) in product with the path
/// and fragment patterns of every rule the app has in the file, each full path the walk reaches in a product state not seen before decided by the
/// matcher itself. The walk is bounded (`TemplatePathWalk.maximumStates` product states a
/// template, `maximumWork` rule steps a domain, so a manifest costs at most that a domain
/// however large its file), and the witness it gives is a link the template accepts that the
/// file excludes or leaves unmatched; nil when none is found within the bound.
struct AASAReachSearch {
    /// The most rule steps (a rule's pattern advanced by one byte) the walks of one domain take.
    static let maximumWork = 1 << 22
    /// The rule steps taken so far.
    private(set) var work = 0

    let matcher: AASAMatcher
    let appID: String
    let domain: String
    private let rules: AASARuleAutomaton

    init?(matcher: AASAMatcher, appID: String, domain: String) {
        guard let rules = AASARuleAutomaton(matcher: matcher, appID: appID) else { return nil }
        self.matcher = matcher
        self.appID = appID
        self.domain = domain
        self.rules = rules
    }

    /// The first link of `template` (whose parameters are `types`; `example` its example link,
    /// which the file gives to the app) the file does not give to the app, with the matcher's
    /// explanation of it.
    mutating func witness(_ template: RouteTemplate, types: [String: ParameterType], example: ExampleLink) -> (link: String, explanation: AASAExplanation)? {
        guard let walk = TemplatePathWalk(template, types: types) else { return nil }
        var witness: (link: String, explanation: AASAExplanation)?
        let found = walk.first(following: rules, work: &work, maximumWork: Self.maximumWork) { path, fragment in
            let candidate = example.replacing(path: path, fragment: fragment)
            let explanation = matcher.explain(appID: appID, domain: domain, url: candidate.aasaParts)
            witness = (candidate.link, explanation)
            return explanation.decision != .match
        }
        return found == nil ? nil : witness
    }
}

/// The path and fragment patterns of the rules an app has in an AASA file, as an automaton
/// over the link as it writes them: each followed rule's live positions in its path pattern
/// and in its fragment pattern (`*` for a rule without one), under its own letter case. A
/// rule with no path pattern, or one with variables, is not followed (its positions stay
/// empty); the matcher still decides it at the end of a walk.
struct AASARuleAutomaton: PathAutomaton {
    /// A rule's pattern for one part of the link, as tokens.
    private struct Pattern {
        let tokens: [AASAPatternToken]
        let fold: Bool
    }

    /// The live positions of each rule's path pattern and of its fragment pattern.
    struct State: Hashable {
        var path: [[Int]]
        var fragment: [[Int]]
    }

    /// Each of the app's rules' path and fragment patterns (nil: not followed).
    private let rules: [(path: Pattern, fragment: Pattern)?]

    /// The rules `appID` has in `matcher`'s file; nil when the file names no component for it.
    init?(matcher: AASAMatcher, appID: String) {
        guard let compiledRules = matcher.rules(for: appID)?.rules else { return nil }
        let variables = AASASubstitution(matcher.document.appLinks?.variables ?? [])
        rules = compiledRules.map { compiled in
            guard let path = compiled.rule.path else { return nil }
            let fold = !compiled.flags.caseSensitive
            let tokens = { (pattern: String) in AASAPatternSyntax.tokens(pattern, foldCase: fold, variables: variables).tokens }
            let patterns = (Pattern(tokens: tokens(AASACompiledRule.normalizedPathPattern(path)), fold: fold),
                            Pattern(tokens: tokens(compiled.rule.fragment ?? "*"), fold: fold))
            let followed = [patterns.0, patterns.1].allSatisfy { !$0.tokens.contains { if case .choice = $0 { true } else { false } } }
            return followed ? patterns : nil
        }
    }

    /// No rules: iOS's reach of a link does not depend on its path or fragment.
    init() { rules = [] }

    var start: State {
        State(path: rules.map { $0.map { Self.closure([0], $0.path.tokens) } ?? [] },
              fragment: rules.map { $0.map { Self.closure([0], $0.fragment.tokens) } ?? [] })
    }

    var width: Int { rules.count }

    func step(_ state: State, value byte: UInt8, in part: LinkPart) -> State {
        var state = state
        switch part {
        case .path: state.path = zip(state.path, rules).map { Self.step($0, $1?.path, byte) }
        case .fragment: state.fragment = zip(state.fragment, rules).map { Self.step($0, $1?.fragment, byte) }
        }
        return state
    }

    /// The AASA matcher reads the path and fragment as the link writes them.
    func step(_ state: State, literal: PathLiteral, in part: LinkPart) -> State {
        literal.written.reduce(state) { step($0, value: $1, in: part) }
    }

    /// A rule's live positions in `pattern` after one more byte.
    private static func step(_ positions: [Int], _ pattern: Pattern?, _ byte: UInt8) -> [Int] {
        guard let pattern else { return [] }
        let key = AASAText.characterKey(pattern.fold ? AASAText.folded(byte) : byte)
        var next: [Int] = []
        for position in positions where position < pattern.tokens.count {
            switch pattern.tokens[position] {
            case .character(let expected) where expected == key: next.append(position + 1)
            case .one: next.append(position + 1)
            case .star: next.append(position)
            default: break
            }
        }
        return closure(next, pattern.tokens)
    }

    /// `positions` and every position a `*` may be skipped to, sorted and unique.
    private static func closure(_ positions: [Int], _ tokens: [AASAPatternToken]) -> [Int] {
        var all = Set(positions)
        var pending = positions
        while let position = pending.popLast() {
            if position < tokens.count, tokens[position] == .star, all.insert(position + 1).inserted { pending.append(position + 1) }
        }
        return all.sorted()
    }
}
