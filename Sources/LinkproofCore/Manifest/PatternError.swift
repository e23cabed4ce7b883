/// What is wrong with a pattern: the message and the byte offset in the pattern.
public struct PatternError: Error, Hashable, Sendable {
    public var offset: Int
    public var message: String
    /// The compiling steps spent before the refusal (counted as `ValuePattern.compilationWork`
    /// is), which a manifest charges to its budget as it charges a pattern it accepts.
    public var work: Int = 0
}

extension PatternError: CustomStringConvertible {
    /// `at byte 3: message`.
    public var description: String { "at byte \(offset): \(message)" }
}
