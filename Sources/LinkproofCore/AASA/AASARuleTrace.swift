/// One rule as a trace shows it.
package struct AASARuleTrace: Sendable, Codable, Equatable, JSONWritable {
    /// Index into `applinks.details` (after the legacy dictionary is sorted).
    public let detailIndex: Int
    /// Index into the entry's rules (components first, then legacy paths).
    public let ruleIndex: Int
    /// Where the rule is in the file.
    public let jsonPath: String
    /// True for an `exclude` rule.
    public let exclude: Bool
    /// The flags after the three levels of `defaults`.
    public let caseSensitive: Bool
    /// False when the URL is percent-decoded before matching.
    public let percentEncoded: Bool
    /// The rule's `comment`, often the best clue in a trace.
    public let comment: String?
    /// The keys the rule left out and took from a `defaults` dictionary: which default applied.
    public let defaulted: [AASADefaultedKey]
    /// Every component the rule specifies, marked ok or failed.
    public let components: [AASAComponentCheck]
}
