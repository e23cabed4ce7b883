/// What is wrong with a pattern: the message and the byte offset in the pattern.
public struct PatternError: Error, Hashable, Sendable {
    public var offset: Int
    public var message: String
}
