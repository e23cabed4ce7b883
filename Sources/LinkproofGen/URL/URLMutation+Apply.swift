extension URLMutation {
    /// This mutation of `link`, as the case's documentation describes.
    public func applied(to link: String) -> Gen<String> {
        let scalars = Array(link.unicodeScalars)
        let anatomy = ComponentSpans(scalars)
        let everywhere = Array(0...scalars.count)
        let occupied = Array(scalars.indices)
        let afterScheme = anatomy.scheme.map { $0.upperBound + 1 } ?? 0
        switch self {
        case .insertByte:
            return scalars.inserting(URLMutation.asciiByte, atOneOf: everywhere)
        case .deleteByte:
            return scalars.replacing(atOneOf: occupied) { _ in "" }
        case .replaceByte:
            return occupied.isEmpty ? URLMutation.asciiByte : scalars.replacing(atOneOf: occupied) { _ in URLMutation.asciiByte }
        case .insertControl:
            return scalars.inserting(.element(of: URLMutation.controls), atOneOf: everywhere)
        case .truncate:
            return Gen.element(of: everywhere).map { String(String.UnicodeScalarView(scalars[..<$0])) }
        case .backslashForSlash:
            let slashes = occupied.filter { scalars[$0] == "/" }
            if slashes.isEmpty { return scalars.inserting("\\\\", atOneOf: [afterScheme]) }
            let one = scalars.replacing(atOneOf: slashes) { _ in "\\" }
            return Gen.oneOf([one, .constant(link.replacing("/", with: "\\"))])
        case .addUserinfo:
            let userinfo = Gen.oneOf(["user@", "user:pass@", "@", .concatenation(URLGen.domain, "@")])
            if let authority = anatomy.authority { return scalars.inserting(userinfo, atOneOf: [authority.lowerBound]) }
            return scalars.inserting(.concatenation("//", userinfo), atOneOf: [afterScheme])
        case .addPort:
            let port = Gen.element(of: [":443", ":80", ":0", ":65535", ":65536", ":0080", ":", ":-1", ":1e3", ":8080"])
            return scalars.inserting(port, atOneOf: [anatomy.host?.upperBound ?? afterScheme])
        case .addDotSegments:
            let dots = Gen.element(of: ["/.", "/..", "/./", "/../", "/%2e", "/%2E%2E", "/.%2e", "//"])
            let slashes = anatomy.path.filter { scalars[$0] == "/" }
            return scalars.inserting(dots, atOneOf: [anatomy.path.lowerBound] + slashes + [anatomy.path.upperBound])
        case .percentEncode:
            return scalars.replacing(atOneOf: occupied) { URLMutation.percentEncoded($0) }
        case .doubleEncode:
            return scalars.replacing(atOneOf: occupied) { scalar in
                URLMutation.percentEncoded(scalar).map { $0.replacing("%", with: "%25") }
            }
        case .duplicateQueryParameter:
            return URLMutation.duplicatingParameter(in: scalars, anatomy: anatomy)
        case .unicodeLookalike:
            let candidates = occupied.filter { URLMutation.lookalikes[scalars[$0]] != nil }
            if candidates.isEmpty { return .constant(link) }
            return scalars.replacing(atOneOf: candidates) { scalar in
                Gen.element(of: URLMutation.lookalikes[scalar] ?? ["\(scalar)"])
            }
        case .invisibleCharacter:
            return scalars.inserting(.element(of: URLMutation.invisibles), atOneOf: everywhere)
        }
    }

    /// One ASCII byte as a string, NUL first.
    private static let asciiByte = Gen.int(in: 0...0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    private static let controls = ["\u{00}", "\t", "\n", "\r", "\u{0C}", "\u{1B}", "\u{1F}", "\u{7F}", " "]

    private static let invisibles = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{200E}", "\u{200F}", "\u{202E}", "\u{2066}",
    ]

    private static let lookalikes: [Unicode.Scalar: [String]] = [
        "a": ["\u{0430}"], "e": ["\u{0435}"], "o": ["\u{043E}"], "p": ["\u{0440}"], "c": ["\u{0441}"],
        "x": ["\u{0445}"], "y": ["\u{0443}"], "i": ["\u{0456}"], "s": ["\u{0455}"], "k": ["\u{212A}"],
        "l": ["\u{217C}"], "/": ["\u{2215}", "\u{FF0F}"], ".": ["\u{3002}", "\u{FF0E}", "\u{FF61}"],
        ":": ["\u{2236}"], "@": ["\u{FF20}"], "-": ["\u{2010}"],
    ]

    /// `scalar`'s UTF-8 bytes as percent-escapes, in uppercase or (the alternative) lowercase hex.
    private static func percentEncoded(_ scalar: Unicode.Scalar) -> Gen<String> {
        let escapes = String(scalar).utf8.map(URLGen.escape).joined()
        return Gen.bool.map { $0 ? escapes.lowercased() : escapes }
    }

    private static func duplicatingParameter(in scalars: [Unicode.Scalar], anatomy: ComponentSpans) -> Gen<String> {
        guard let query = anatomy.query, !query.isEmpty else {
            let pair = Gen.element(of: URLGen.parameterNames).map { key in "?\(key)=a&\(key)=b" }
            return scalars.inserting(pair, atOneOf: [anatomy.path.upperBound])
        }
        let keys = String(String.UnicodeScalarView(scalars[query])).split(separator: "&", omittingEmptySubsequences: true)
            .map { String($0.prefix { $0 != "=" }) }
        guard !keys.isEmpty else { return .constant(String(String.UnicodeScalarView(scalars))) }
        let repeated = zip(Gen.element(of: keys), URLGen.queryValue).map { key, value in "&\(key)=\(value)" }
        return scalars.inserting(repeated, atOneOf: [query.upperBound])
    }
}

extension Array where Element == Unicode.Scalar {
    /// These scalars with `piece` inserted at one of `positions` (which must not be empty).
    func inserting(_ piece: Gen<String>, atOneOf positions: [Int]) -> Gen<String> {
        let scalars = self
        return zip(Gen.element(of: positions), piece).map { position, text in
            var result = String.UnicodeScalarView(scalars[..<position])
            result.append(contentsOf: text.unicodeScalars)
            result.append(contentsOf: scalars[position...])
            return String(result)
        }
    }

    /// These scalars with the one at one of `positions` replaced by `replacement(scalar)`;
    /// unchanged if `positions` is empty.
    func replacing(atOneOf positions: [Int], with replacement: @escaping @Sendable (Unicode.Scalar) -> Gen<String>) -> Gen<String> {
        let scalars = self
        guard !positions.isEmpty else { return .constant(String(String.UnicodeScalarView(scalars))) }
        return Gen.element(of: positions).flatMap { position in
            replacement(scalars[position]).map { text in
                var result = String.UnicodeScalarView(scalars[..<position])
                result.append(contentsOf: text.unicodeScalars)
                result.append(contentsOf: scalars[(position + 1)...])
                return String(result)
            }
        }
    }
}
