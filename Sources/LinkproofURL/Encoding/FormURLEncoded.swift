/// The application/x-www-form-urlencoded parser
/// (https://url.spec.whatwg.org/#concept-urlencoded-parser), as `URLSearchParams` uses it.
public enum FormURLEncoded {
    /// Splits `input` into name-value pairs: sequences are separated by `&` (empty ones are
    /// skipped), the first `=` separates name from value, `+` means space, and each part is
    /// percent-decoded and then decoded as UTF-8 (ill-formed sequences become U+FFFD).
    public static func parse(_ input: some StringProtocol) -> [(name: String, value: String)] {
        parse(utf8: Array(input.utf8))
    }

    /// The same parser over raw bytes.
    public static func parse(utf8 input: some Collection<UInt8>) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for sequence in input.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = sequence.firstIndex(of: UInt8(ascii: "="))
            let name = sequence[..<(equals ?? sequence.endIndex)]
            let value = equals.map { sequence[sequence.index(after: $0)...] } ?? sequence[sequence.endIndex...]
            pairs.append((name: decode(name), value: decode(value)))
        }
        return pairs
    }

    /// The application/x-www-form-urlencoded serializer
    /// (https://url.spec.whatwg.org/#concept-urlencoded-serializer), as `URLSearchParams`'s
    /// `toString()`: `name=value` pairs joined by `&`, each part UTF-8 percent-encoded with
    /// the application/x-www-form-urlencoded set and spaces written as `+`.
    public static func serialize(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { pair in
            PercentEncoding.encode(pair.name, using: .applicationXWWWFormURLEncoded, spaceAsPlus: true) + "="
                + PercentEncoding.encode(pair.value, using: .applicationXWWWFormURLEncoded, spaceAsPlus: true)
        }.joined(separator: "&")
    }

    private static func decode(_ part: some Collection<UInt8>) -> String {
        let spaced = part.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        return String(decoding: PercentEncoding.decode(spaced), as: UTF8.self)
    }
}
