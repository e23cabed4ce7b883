/// The substitution variables a pattern can use: the custom ones of the file over Apple's
/// built-ins. Each variable is a list of alternatives, and each alternative is itself a
/// pattern that may use `*` and `?` (but no further variables).
struct AASASubstitution: Sendable {
    /// Apple's predefined variables; `$(region)` and `$(lang)` come from the generated table.
    static let builtins: [String: [String]] = [
        "alpha": letters("A", "Z") + letters("a", "z"),
        "upper": letters("A", "Z"),
        "lower": letters("a", "z"),
        "alnum": letters("A", "Z") + letters("a", "z") + letters("0", "9"),
        "digit": letters("0", "9"),
        "xdigit": letters("0", "9") + letters("A", "F") + letters("a", "f"),
        "region": AASAISOTables.regions,
        "lang": AASAISOTables.languages,
    ]

    private static func letters(_ first: Unicode.Scalar, _ last: Unicode.Scalar) -> [String] {
        (first.value...last.value).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
    }

    /// Each variable's values compiled once, as written and case-folded, so a pattern that
    /// names a variable n times costs n look-ups and shares one trie, not n copies of every value.
    struct Alternatives: Sendable {
        let asWritten: AASAChoice
        let folded: AASAChoice

        init(_ values: [String]) {
            asWritten = AASAChoice(values.map { AASAPatternSyntax.tokens($0, foldCase: false, variables: nil).tokens })
            folded = AASAChoice(values.map { AASAPatternSyntax.tokens($0, foldCase: true, variables: nil).tokens })
        }

        func tokens(foldCase: Bool) -> AASAChoice { foldCase ? folded : asWritten }
    }

    /// The choice of an undefined variable: no value, so the pattern never matches.
    static let undefined = AASAChoice([])

    private static let builtinAlternatives = builtins.mapValues(Alternatives.init)

    private let custom: [String: Alternatives]

    init(_ variables: [AASAVariable]) {
        var custom: [String: Alternatives] = [:]
        for variable in variables { custom[variable.name] = Alternatives(variable.values) }
        self.custom = custom
    }

    /// The values of `$(name)` compiled, or nil when no such variable exists.
    func alternatives(of name: String, foldCase: Bool) -> AASAChoice? {
        (custom[name] ?? Self.builtinAlternatives[name])?.tokens(foldCase: foldCase)
    }
}
