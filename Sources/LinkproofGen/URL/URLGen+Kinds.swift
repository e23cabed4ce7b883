extension URLGen {
    /// A valid URL with a special scheme: `scheme://host[:port]/path[?query][#fragment]`,
    /// or for `file`, `file://[host]/path`, e.g. `https://shop.example.com:8443/items/7?ref=x`.
    /// Each scheme is equally likely; `http` is the simplest.
    public static let specialURL: Gen<String> = {
        let networkSchemes = specialSchemes.filter { $0 != "file" }
        let network = Gen.concatenation(.element(of: networkSchemes), "://", host, port.orEmpty, path, queryAndFragment)
        let file = Gen.concatenation("file://", domain.orEmpty, path, queryAndFragment)
        return Gen.frequency([(networkSchemes.count, network), (1, file)])
    }()

    /// A valid URL with an opaque path (no `//` after the scheme): `mailto:`, `tel:`,
    /// `sms:`, `data:`, `urn:` and `geo:`, e.g. `mailto:ann@example.com?subject=hi`,
    /// `data:text/plain;base64,SGk=`.
    public static let opaqueURL: Gen<String> = {
        let digits = Gen.string(from: "0123456789", length: 6...12)
        let mimeType = Gen.element(of: ["text/plain", "text/html", "image/png", "application/json"])
        let base64 = Gen.string(from: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", length: 0...16)
        let coordinate = Gen.int(in: -90...90).map(String.init)
        return Gen.oneOf([
            .concatenation("mailto:", .string(from: lowercaseAlphanumerics + "._-", length: 1...10), "@", domain,
                           Gen.concatenation("?subject=", queryValue).orEmpty),
            .concatenation("tel:+", digits),
            .concatenation("sms:+", digits),
            .concatenation("data:", mimeType, Gen.constant(";charset=utf-8").orEmpty,
                           .oneOf([.concatenation(",", queryValue), .concatenation(";base64,", base64)])),
            .concatenation("urn:", .element(of: ["isbn", "uuid", "ietf:rfc"]), ":",
                           .string(from: lowercaseAlphanumerics + "-", length: 1...16)),
            .concatenation("geo:", coordinate, ",", coordinate),
        ])
    }()

    /// A custom scheme as apps register them: the documents' (`cws`, `raycipe`,
    /// `recipeapp`), common patterns (`myapp`, `fb1234567890`), or an arbitrary valid
    /// scheme (a letter, then letters, digits, `+`, `-`, `.`).
    public static let customScheme = Gen.frequency([
        (3, .element(of: ["cws", "raycipe", "recipeapp", "myapp", "fb1234567890"])),
        (1, .concatenation(.string(from: "abcdefghijklmnopqrstuvwxyz", length: 1...1),
                           .string(from: lowercaseAlphanumerics + "+-.", length: 0...8))),
    ])

    /// A valid URL with a custom scheme, in the three forms apps use:
    /// `scheme://host/path?query` (the host a word, a domain or a reverse-DNS name such as
    /// `cws://com.createwithswift/details?id=12345`), `scheme:path` and `scheme:///path`.
    public static let customSchemeURL: Gen<String> = {
        let reverseDNS = Gen.concatenation(.element(of: ["com", "org", "io"]), ".", word)
        let authority = Gen.frequency([(2, word), (1, domain), (1, reverseDNS)])
        let relativePath = Gen.joined(pathSegment, separator: "/", count: 1...3)
        return Gen.oneOf([
            .concatenation(customScheme, "://", authority, path.orEmpty, queryAndFragment),
            .concatenation(customScheme, ":", relativePath, queryAndFragment),
            .concatenation(customScheme, ":///", relativePath, queryAndFragment),
        ])
    }()

    /// A valid URL of any kind.
    public static let anyURL = Gen.frequency([(2, specialURL), (1, opaqueURL), (1, customSchemeURL)])
}
