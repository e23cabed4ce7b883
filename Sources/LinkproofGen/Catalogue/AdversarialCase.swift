import LinkproofCore

/// One generated input of an adversarial class and what a hardened parser must answer.
public struct AdversarialCase: Hashable, Sendable {
    /// The link under test.
    public let input: String
    /// The answer the class's property demands.
    public let expectation: Expectation

    /// A case from its parts.
    public init(input: String, expectation: Expectation) {
        self.input = input
        self.expectation = expectation
    }

    /// The expected answer in words, for reports and JSONL output.
    public var expected: String { expectation.description }
}

extension AdversarialCase: CustomStringConvertible {
    /// The link and what its class demands, as a report prints the case.
    public var description: String { "\(input) (expected: \(expected))" }
}
