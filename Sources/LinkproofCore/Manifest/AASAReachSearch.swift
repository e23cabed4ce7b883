import LinkproofURL

/// A link a universal-link template accepts that its domain's AASA file does not give to the
/// app, though it gives the template's example link: the template's path language walked
/// (`TemplatePathWalk`) in product with the path pattern of every rule the app has in the
/// file, each full path the walk reaches in a product state not seen before decided by the
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
        let found = walk.first(following: rules, work: &work, maximumWork: Self.maximumWork) { path in
            let candidate = example.replacingPath(path)
            let explanation = matcher.explain(appID: appID, domain: domain, url: candidate.aasaParts)
            witness = (candidate.link, explanation)
            return explanation.decision != .match
        }
        return found == nil ? nil : witness
    }
}

/// The path patterns of the rules an app has in an AASA file, as an automaton over the path
/// as a link writes it: each followed rule's live positions in its pattern, under its own
/// letter case. A rule with no path pattern, or one with variables, is not followed (its
/// positions stay empty); the matcher still decides it at the end of a walk.
struct AASARuleAutomaton: PathAutomaton {
    /// Each of the app's rules' path patterns as tokens (nil: not followed).
    private let rulePaths: [(tokens: [AASAPatternToken], fold: Bool)?]

    /// The rules `appID` has in `matcher`'s file; nil when the file names no component for it.
    init?(matcher: AASAMatcher, appID: String) {
        guard let rules = matcher.rules(for: appID)?.rules else { return nil }
        let variables = AASASubstitution(matcher.document.appLinks?.variables ?? [])
        rulePaths = rules.map { compiled in
            guard let path = compiled.rule.path else { return nil }
            let fold = !compiled.flags.caseSensitive
            let tokens = AASAPatternSyntax.tokens(AASACompiledRule.normalizedPathPattern(path), foldCase: fold, variables: variables).tokens
            return tokens.contains { if case .choice = $0 { true } else { false } } ? nil : (tokens, fold)
        }
    }

    /// No rules: iOS's reach of a link does not depend on its path.
    init() { rulePaths = [] }

    var start: [[Int]] { rulePaths.map { $0.map { Self.closure([0], $0.tokens) } ?? [] } }
    var width: Int { rulePaths.count }

    func step(_ state: [[Int]], value byte: UInt8) -> [[Int]] {
        zip(state, rulePaths).map { positions, path in
            guard let path else { return [] }
            let key = AASAText.characterKey(path.fold ? AASAText.folded(byte) : byte)
            var next: [Int] = []
            for position in positions where position < path.tokens.count {
                switch path.tokens[position] {
                case .character(let expected) where expected == key: next.append(position + 1)
                case .one: next.append(position + 1)
                case .star: next.append(position)
                default: break
                }
            }
            return Self.closure(next, path.tokens)
        }
    }

    /// The AASA matcher reads the path as the link writes it.
    func step(_ state: [[Int]], literal: PathLiteral) -> [[Int]] {
        literal.written.reduce(state) { step($0, value: $1) }
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
