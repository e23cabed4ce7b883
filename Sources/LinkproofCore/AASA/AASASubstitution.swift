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

    private let custom: [String: [String]]

    init(_ variables: [AASAVariable]) {
        var custom: [String: [String]] = [:]
        for variable in variables { custom[variable.name] = variable.values }
        self.custom = custom
    }

    /// The alternatives of `$(name)`, or nil when no such variable exists.
    func values(of name: String) -> [String]? { custom[name] ?? Self.builtins[name] }
}
