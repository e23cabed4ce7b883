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
        case .integer(let range):
            return Gen.int(in: range.minimum...range.maximum).map { String($0) }
        case .pattern(let pattern):
            return Gen { source in pattern.example { Int(source.draw(atMost: UInt64($0 - 1))) } }
        }
    }

    /// The catalogue's own reading of the type's documented rule, kept apart from
    /// `check(_:)` so that the property is judged by the declaration, not by the code under
    /// test: lengths in Unicode scalars; digits `0`–`9` only; class members only; UUIDs as
    /// five groups of 8, 4, 4, 4 and 12 ASCII hex digits; an enumeration value exactly; text
    /// without `Cc` or `Cf` characters; an integer as the standard library reads it, after the
    /// documented sign and leading-zero rules; a pattern as Swift's `Regex` matches it whole.
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
        case .integer(let range):
            let unsigned = value.hasPrefix("-") && range.minimum < 0 ? value.dropFirst() : Substring(value)
            guard !unsigned.isEmpty, unsigned.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
            if !range.leadingZeros, unsigned.hasPrefix("0"), unsigned.count > 1 || unsigned.count < value.count { return false }
            // nil past Int's range, which is past every bound a manifest may write.
            return Int(value).map { (range.minimum...range.maximum).contains($0) } ?? false
        case .pattern(let pattern):
            guard let regex = try? Regex(Self.regexSource(pattern.source)) else { return false }
            return (try? regex.matchingSemantics(.unicodeScalar).wholeMatch(in: value)) != nil
        }
    }

    /// A `ValuePattern`'s source in Swift's regex syntax, every character it matches written
    /// as `\xHH`: the manifest's syntax is a subset, but a class body such as `[a[b]` or a
    /// literal `#` reads otherwise in Swift's. Quantifiers, groups and `|` are copied.
    static func regexSource(_ source: String) -> String {
        var result = ""
        var bytes = Array(source.utf8)[...]
        func hex(_ byte: UInt8) -> String { "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16) }
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "["):
                let body = bytes.prefix { $0 != UInt8(ascii: "]") }
                bytes = bytes.dropFirst(body.count + 1)
                let members = CharacterClass(String(decoding: body, as: UTF8.self)).map { members in (UInt8(0x21)...0x7E).filter { members.contains(Unicode.Scalar($0)) } } ?? []
                result += "[" + members.map(hex).joined() + "]"
            case UInt8(ascii: "{"):
                let body = bytes.prefix { $0 != UInt8(ascii: "}") }
                bytes = bytes.dropFirst(body.count + 1)
                result += "{" + String(decoding: body, as: UTF8.self) + "}"
            case UInt8(ascii: "\\"):
                result += bytes.popFirst().map(hex) ?? ""
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += hex(byte)
            }
        }
        return result
    }

    /// A length range within what a link can carry (negative bounds raised to 0, the top cut
    /// to 256 so that a generous declaration does not make every link huge).
    private static func clamped(_ length: ClosedRange<Int>) -> ClosedRange<Int> {
        let lower = min(max(0, length.lowerBound), 256)
        return lower...max(lower, min(length.upperBound, 256))
    }
}
