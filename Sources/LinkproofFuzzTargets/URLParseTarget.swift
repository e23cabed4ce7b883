import LinkproofURL

extension FuzzTarget {
    /// `url-parse`: LinkproofURL on arbitrary bytes, alone and against a fixed base. A URL that
    /// parses serializes to ASCII, and re-parsing its `href` gives the same record
    /// (serialization is idempotent).
    public static let urlParse = FuzzTarget("url-parse", "WHATWG parsing of arbitrary bytes: href is ASCII and re-parses to the same record") { data throws(FuzzViolation) in
        for base in [nil, URLParseTarget.base] {
            guard let parsed = try? URLParser.parse(utf8: data, base: base) else { continue }
            try URLParseTarget.checkRoundTrip(parsed.url, input: data)
        }
    }
}

/// The invariants of the `url-parse` target.
enum URLParseTarget {
    /// A base with every component, so relative inputs exercise each resolution branch.
    static let base = try? URLParser.parse("https://user:pass@example.com:8080/a/b/c?q=1#f").url

    static func checkRoundTrip(_ url: URLRecord, input: UnsafeBufferPointer<UInt8>) throws(FuzzViolation) {
        try FuzzViolation.require(url.href.utf8.allSatisfy { $0 < 0x80 }, "href is ASCII", "\(quoted(input)) gave \(String(reflecting: url.href))")
        let again: URLRecord
        do {
            again = try URLParser.parse(url.href).url
        } catch {
            throw FuzzViolation("href re-parses", "\(quoted(input)) gave \(String(reflecting: url.href)), which fails with \(error.error.code.rawValue)")
        }
        try FuzzViolation.require(again.href == url.href, "serialization is idempotent",
                                  "\(quoted(input)) gave \(String(reflecting: url.href)), which re-serializes as \(String(reflecting: again.href))")
        try FuzzViolation.require(again == url, "re-parsing href gives the same record",
                                  "\(quoted(input)) gave \(String(reflecting: url.href)); the records differ")
    }
}
