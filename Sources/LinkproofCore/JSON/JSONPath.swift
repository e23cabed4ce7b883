/// JSON paths as diagnostics write them: `$`, `$.applinks.details[0]`, `$.applinks.details[0].components[1]["?"]`.
enum JSONPath {
    static let root = "$"

    static func member(_ base: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        if plain { return base + "." + key }
        return base + "[" + quoted(key) + "]"
    }

    /// `key` as a JSON string, as `JSONWriter` writes one (`JSONEscaping`: `"` and `\` behind a
    /// `\`, hidden characters as `\u` escapes).
    static func quoted(_ key: String) -> String { JSONValue.string(key).compactText }

    static func index(_ base: String, _ index: Int) -> String { base + "[\(index)]" }
}
