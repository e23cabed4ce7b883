/// One generated input of an adversarial class and what a hardened parser must answer.
public struct AdversarialCase: Hashable, Sendable, Codable {
    /// The link under test.
    public let input: String
    /// Links that must get the same decision as `input` (an equivalent encoding, the same
    /// link inside a dynamic link); empty when the property needs none.
    public let equivalents: [String]
    /// The expected answer in words, for reports and JSONL output, e.g. `reject` or
    /// `route recipe {recipeID: 002}`.
    public let expected: String

    /// A case; `equivalents` default to none.
    public init(input: String, equivalents: [String] = [], expected: String) {
        self.input = input
        self.equivalents = equivalents
        self.expected = expected
    }
}

/// A class of the adversarial catalogue: a generator of cases aimed at an app, and the
/// property every case must satisfy against the decider under test.
public struct AdversarialClass<Decider: LinkDecider>: Sendable {
    /// The class's stable name.
    public let name: AdversarialClassName
    /// One paragraph: what the generator produces and why a hardened parser's answer is the
    /// one the property demands.
    public let documentation: String
    /// The property as a sentence, e.g. "a link whose effective host is not declared never routes".
    public let property: String
    /// The cases aimed at an app.
    public let cases: @Sendable (AppDescription) -> Gen<AdversarialCase>
    /// Whether the decider's answers to a case satisfy the property.
    public let holds: @Sendable (AdversarialCase, Decider) -> Bool

    /// A class from its parts.
    public init(name: AdversarialClassName, documentation: String, property: String,
                cases: @escaping @Sendable (AppDescription) -> Gen<AdversarialCase>,
                holds: @escaping @Sendable (AdversarialCase, Decider) -> Bool) {
        self.name = name
        self.documentation = documentation
        self.property = property
        self.cases = cases
        self.holds = holds
    }

    /// Runs the property over this class's cases for `app` against `decider`.
    public func check(_ decider: Decider, for app: AppDescription, with runner: PropertyRunner) -> PropertyResult<AdversarialCase> {
        runner.check(name.rawValue, cases(app)) { holds($0, decider) }
    }
}
