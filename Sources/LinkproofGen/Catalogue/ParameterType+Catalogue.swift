import LinkproofCore

extension ParameterType {
    /// Values this type accepts, unencoded; the zero choice gives the simplest (the shortest
    /// run of the first character, the first enumeration value). Text values draw letters,
    /// digits, spaces and a few non-ASCII letters, so links must percent-encode them.
    public var validValues: Gen<String> {
        switch self {
        case .digits(let length):
            return .string(from: "0123456789", length: ParameterType.clamped(length))
        case .characters(let characterClass, let length):
            let alphabet = String(String.UnicodeScalarView((0x21...0x7E).compactMap(Unicode.Scalar.init).filter(characterClass.contains)))
            return alphabet.isEmpty ? "" : .string(from: alphabet, length: ParameterType.clamped(length))
        case .uuid:
            let hex = { (count: Int) in Gen.string(from: "0123456789abcdef", length: count...count) }
            return .concatenation(hex(8), "-", hex(4), "-", hex(4), "-", hex(4), "-", hex(12))
        case .enumeration(let values):
            return values.isEmpty ? "" : .element(of: values)
        case .string(let length):
            return .string(from: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.éß日", length: ParameterType.clamped(length))
        }
    }

    /// The catalogue's own reading of the type's documented rule, kept apart from
    /// `check(_:)` so that the property is judged by the declaration, not by the code under
    /// test: lengths in Unicode scalars; digits `0`–`9` only; class members only; UUIDs as
    /// five groups of 8, 4, 4, 4 and 12 ASCII hex digits; an enumeration value exactly; text
    /// without `Cc` or `Cf` characters.
    func admits(_ value: String) -> Bool {
        let scalars = value.unicodeScalars
        switch self {
        case .digits(let length):
            return length.contains(scalars.count) && scalars.allSatisfy { ("0"..."9").contains($0) }
        case .characters(let characterClass, let length):
            return length.contains(scalars.count) && scalars.allSatisfy(characterClass.contains)
        case .uuid:
            let groups = value.split(separator: "-", omittingEmptySubsequences: false)
            return groups.map(\.unicodeScalars.count) == [8, 4, 4, 4, 12]
                && groups.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isASCIIHexDigit } }
        case .enumeration(let values):
            return values.contains(value)
        case .string(let length):
            return length.contains(scalars.count) && Expectation.isClean(value)
        }
    }

    /// A length range within what a link can carry (negative bounds raised to 0, the top cut
    /// to 256 so that a generous declaration does not make every link huge).
    private static func clamped(_ length: ClosedRange<Int>) -> ClosedRange<Int> {
        let lower = min(max(0, length.lowerBound), 256)
        return lower...max(lower, min(length.upperBound, 256))
    }
}
