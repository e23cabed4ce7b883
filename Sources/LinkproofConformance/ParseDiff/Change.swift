import LinkproofCore

/// One difference between two outcomes, at a JSON path.
public struct Change: Sendable, Equatable {
    public var kind: ChangeKind
    /// Where in the outcome, e.g. `$.params.recipeID` or `$.decision.reason`.
    public var path: String
    /// The value before (nil: absent).
    package var before: JSONValue?
    /// The value after (nil: absent).
    package var after: JSONValue?

    /// `$.params.recipeID: "002" → "002&utm_source"`.
    public var summary: String {
        "\(path): \(before?.compactText ?? "(absent)") → \(after?.compactText ?? "(absent)")"
    }

    /// What turned into what, in a few words: `confirm → route` for a change of decision,
    /// `$.matchType: "unique" → "weak"` for a member.
    public var transition: String {
        if let old = before?["decision"]?.stringValue, let new = after?["decision"]?.stringValue { return "\(old) → \(new)" }
        return summary
    }
}
