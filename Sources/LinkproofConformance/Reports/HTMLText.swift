import LinkproofCore
import LinkproofURL

/// HTML character references in an attribute value (the HTML standard, "character reference
/// state"): the named ones a URL uses, and decimal or hexadecimal numbers.
enum HTMLText {
    static let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    static func decodingCharacterReferences(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.firstIndex(of: ";"), let decoded = reference(after[..<semicolon]) else {
                result += "&"
                rest = after
                continue
            }
            result += decoded
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func reference(_ name: Substring) -> String? {
        if let named = named[String(name)] { return named }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
