/// The parsed pattern.
indirect enum PatternTree {
    /// One byte of a set (a literal or a class): 128 bits, ASCII only.
    case set(low: UInt64, high: UInt64)
    case sequence([PatternTree])
    case alternation([PatternTree])
    /// `maximum` nil: unbounded.
    case repetition(PatternTree, minimum: Int, maximum: Int?)
}
