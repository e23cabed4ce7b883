import LinkproofURL

/// The type a route parameter's decoded value must satisfy. Lengths count Unicode scalars.
///
/// JSON: `{"type": "digits", "minLength": 1, "maxLength": 18}`,
/// `{"type": "characters", "class": "A-Za-z0-9_-", "minLength": 1, "maxLength": 64}`,
/// `{"type": "uuid"}`, `{"type": "enumeration", "values": ["light", "dark"]}`,
/// `{"type": "string", "minLength": 0, "maxLength": 200}`,
/// `{"type": "integer", "minimum": 1, "maximum": 600}`, `{"type": "pattern", "pattern": "[a-z0-9]+(-[a-z0-9]+)*"}`.
public enum ParameterType: Hashable, Sendable {
    /// ASCII digits only; leading zeros are kept (the documents' recipe IDs are `001`, `002`).
    case digits(length: ClosedRange<Int>)
    /// Characters of an ASCII class such as `A-Za-z0-9_-`.
    case characters(CharacterClass, length: ClosedRange<Int>)
    /// A UUID in its 8-4-4-4-12 hexadecimal form, either letter case.
    case uuid
    /// Exactly one of the listed values (case-sensitive).
    case enumeration([String])
    /// Any text without control or format characters (Unicode `Cc`, `Cf`: no NUL, CR/LF, bidi
    /// overrides or zero-width characters), within the length range.
    case string(length: ClosedRange<Int>)
    /// A decimal integer within a range (`IntegerRange`: no sign unless the minimum is
    /// negative, no leading zeros unless allowed; never wrapped or clamped).
    case integer(IntegerRange)
    /// A value the whole of which matches a pattern (`ValuePattern`: decided in linear time).
    case pattern(ValuePattern)

    /// The longest value any route parameter may have, whatever its declaration.
    public static let maximumLength = 4096

    /// Whether `value` (already percent-decoded) satisfies the type; if not, why.
    public func check(_ value: String) -> String? {
        problem(value)?.description
    }

    /// Why a value does not satisfy its type; `description` is the sentence `check` returns,
    /// written only when asked for.
    enum Problem: CustomStringConvertible, Sendable {
        case length(Int, ClosedRange<Int>)
        case notDigits
        case outsideClass(CharacterClass)
        case notUUID
        case notOneOf([String])
        case controlOrFormat(Unicode.Scalar)
        case integer(IntegerRange.Problem)
        case notMatching(ValuePattern)

        var description: String {
            switch self {
            case .length(let count, let range): "length \(count) outside \(range.lowerBound)…\(range.upperBound)"
            case .notDigits: "not all ASCII digits"
            case .outsideClass(let characterClass): "a character outside [\(characterClass.source)]"
            case .notUUID: "not a UUID (8-4-4-4-12 hexadecimal digits)"
            case .notOneOf(let values): "not one of \(values.joined(separator: ", "))"
            case .controlOrFormat(let scalar): "a control or format character U+\(String(scalar.value, radix: 16, uppercase: true))"
            case .integer(let problem): problem.description
            case .notMatching(let pattern): "does not match the pattern \(pattern.source)"
            }
        }
    }

    /// What is wrong with `value` for this type, if anything.
    func problem(_ value: String) -> Problem? {
        value.withUTF8Bytes { problem(value, utf8: $0) }
    }

    /// `problem` with the value's bytes at hand: the byte-level types read only those.
    private func problem(_ value: String, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        switch self {
        case .digits(let length):
            return lengthProblem(bytes, length) ?? (bytes.allSatisfy(ASCII.isDigit) ? nil : .notDigits)
        case .characters(let characterClass, let length):
            // The class is ASCII: a byte of a longer scalar is never in it.
            return lengthProblem(bytes, length) ?? (bytes.allSatisfy(characterClass.contains) ? nil : .outsideClass(characterClass))
        case .uuid:
            return Self.isUUID(bytes) ? nil : .notUUID
        case .enumeration(let values):
            return values.contains(value) ? nil : .notOneOf(values)
        case .string(let length):
            if let problem = lengthProblem(bytes, length) { return problem }
            let forbidden = value.unicodeScalars.first { scalar in
                let category = scalar.properties.generalCategory
                return category == .control || category == .format
            }
            return forbidden.map(Problem.controlOrFormat)
        case .integer(let range):
            return range.problem(bytes).map(Problem.integer)
        case .pattern(let pattern):
            return pattern.matches(bytes) ? nil : .notMatching(pattern)
        }
    }

    private func lengthProblem(_ bytes: UnsafeBufferPointer<UInt8>, _ length: ClosedRange<Int>) -> Problem? {
        // Scalars of well-formed UTF-8 are its bytes that are not continuation bytes.
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return length.contains(count) ? nil : .length(count, length)
    }

    private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            let isDash = index == 8 || index == 13 || index == 18 || index == 23
            guard isDash ? byte == UInt8(ascii: "-") : ASCII.isHexDigit(byte) else { return false }
        }
        return true
    }
}

/// What the deep-link parser adds to LinkproofURL's byte classes: text-level helpers.
extension ASCII {
    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    static func lowercased(_ text: some StringProtocol) -> String {
        String(decoding: text.utf8.map(lowercased), as: UTF8.self)
    }
}

extension ParameterType {
    /// The keys every parameter declaration may have: `type`, `comment`, and `required`
    /// (false: a query parameter a link may leave out).
    public static let commonKeys: Set<String> = ["type", "comment", "required"]

    /// Each type's name in a manifest, and the keys its declaration may have besides
    /// `commonKeys` (a key another type reads would silently change nothing: it is refused).
    public static let keys: [String: Set<String>] = [
        "digits": ["minLength", "maxLength"],
        "characters": ["class", "minLength", "maxLength"],
        "uuid": [],
        "enumeration": ["values"],
        "string": ["minLength", "maxLength"],
        "integer": ["minimum", "maximum", "leadingZeros"],
        "pattern": ["pattern"],
    ]
}
