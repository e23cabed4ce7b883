extension ParameterShape {
    /// Values this shape accepts, unencoded; the zero choice gives the simplest (the shortest
    /// run of the first character, the first enumeration value). Text values draw letters,
    /// digits, spaces and a few non-ASCII letters, so links must percent-encode them.
    public var validValues: Gen<String> {
        switch self {
        case .digits(let length):
            return .string(from: "0123456789", length: ParameterShape.clamped(length))
        case .characters(let alphabet, let length):
            return alphabet.isEmpty ? "" : .string(from: alphabet, length: ParameterShape.clamped(length))
        case .uuid:
            let hex = { (count: Int) in Gen.string(from: "0123456789abcdef", length: count...count) }
            return .concatenation(hex(8), "-", hex(4), "-", hex(4), "-", hex(4), "-", hex(12))
        case .enumeration(let values):
            return values.isEmpty ? "" : .element(of: values)
        case .string(let length):
            return .string(from: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.éß日", length: ParameterShape.clamped(length))
        }
    }

    /// A length range within what a link can carry (negative bounds raised to 0, the top cut
    /// to 256 so that a generous declaration does not make every link huge).
    private static func clamped(_ length: ClosedRange<Int>) -> ClosedRange<Int> {
        let lower = min(max(0, length.lowerBound), 256)
        return lower...max(lower, min(length.upperBound, 256))
    }
}
