extension URLGen {
    /// A percent-escape of one byte with uppercase hex digits, e.g. `%20`, `%2F`.
    public static let percentEscape = Gen.int(in: 0...255).map { escape(UInt8($0)) }

    /// `byte` as a percent-escape with uppercase hex digits.
    static func escape(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "%" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// A path segment: a word, unreserved characters after a letter (never the dot
    /// segments `.` and `..`, which a valid URL string may not hold), or a percent-escape
    /// among them.
    public static let pathSegment = Gen.frequency([
        (4, word), (3, .concatenation(.string(from: "abcdefghijklmnopqrstuvwxyz", length: 1...1),
                                      .string(from: unreserved, length: 0...9))),
        (1, .concatenation(word, percentEscape, .string(from: unreserved, length: 0...4))),
    ])

    /// An absolute path: `/` and zero to four segments, e.g. `/`, `/recipe/42`.
    public static let path = Gen.concatenation("/", .joined(pathSegment, separator: "/", count: 0...4))

    /// A query parameter value: unreserved characters and percent-escapes.
    public static let queryValue = Gen.joined(
        .frequency([(4, .string(from: unreserved, length: 0...8)), (1, percentEscape)]), separator: "", count: 0...3)

    /// A query with its `?`: one to four `name=value` pairs joined by `&`, e.g. `?id=7&ref=x`.
    public static let query = Gen.concatenation(
        "?", .joined(.concatenation(.element(of: parameterNames), "=", queryValue), separator: "&", count: 1...4))

    /// A fragment with its `#`: unreserved characters and the sub-delimiters a fragment may hold.
    public static let fragment = Gen.concatenation("#", .string(from: unreserved + "/?:@!$&'()*+,;=", length: 0...12))

    /// A port with its `:`, from 1 to 65535.
    public static let port = Gen.concatenation(":", Gen.int(in: 1...65535).map(String.init))

    /// An optional query, then an optional fragment (none is the simplest).
    static let queryAndFragment = Gen.concatenation(query.orEmpty, fragment.orEmpty)
}
