import LinkproofCore
import LinkproofURL

extension FuzzTarget {
    /// `url-parse`: LinkproofURL on arbitrary bytes, alone and against each of three fixed
    /// bases. A URL that parses serializes to ASCII, and re-parsing its `href` gives the same
    /// record (serialization is idempotent).
    public static let urlParse = FuzzTarget("url-parse", "WHATWG parsing of arbitrary bytes: href is ASCII and re-parses to the same record",
                                             maxLength: URLParseTarget.maxInputLength) { data throws(FuzzViolation) in
        for base in [nil] + URLParseTarget.bases {
            guard let parsed = try? URLParser.parse(utf8: data, base: base) else { continue }
            try URLParseTarget.checkRoundTrip(parsed.url, input: data)
        }
    }
}

/// The invariants of the `url-parse` target.
enum URLParseTarget {
    /// The longest input mutated: any bytes are a URL to the WHATWG parser, which has no cap of
    /// its own; twice a router's default link limit, past the longest seed (5,037 bytes).
    static let maxInputLength = 2 * Limits().maxLength
    /// The bases relative inputs resolve against, one for each way the URL Standard reads a
    /// base: a special URL with every component, a `file:` URL with a Windows drive letter (the
    /// file states' drive-letter rules) and an opaque path (only a fragment-only input
    /// resolves against it).
    static let bases: [URLRecord?] = ["https://user:pass@example.com:8080/a/b/c?q=1#f", "file:///C:/dir/file.txt?q#f", "sc:opaque?q#f"]
        .map { try? URLParser.parse($0).url }

    static func checkRoundTrip(_ url: URLRecord, input: UnsafeBufferPointer<UInt8>) throws(FuzzViolation) {
        try FuzzViolation.require(url.href.utf8.allSatisfy { $0 < 0x80 }, "href is ASCII", "\(OutputEscaping.quoted(bytes: input)) gave \(OutputEscaping.quoted(url.href))")
        let again: URLRecord
        do {
            again = try URLParser.parse(url.href).url
        } catch {
            throw FuzzViolation("href re-parses", "\(OutputEscaping.quoted(bytes: input)) gave \(OutputEscaping.quoted(url.href)), which fails with \(error.error.code.rawValue)")
        }
        try FuzzViolation.require(again.href == url.href, "serialization is idempotent",
                                  "\(OutputEscaping.quoted(bytes: input)) gave \(OutputEscaping.quoted(url.href)), which re-serializes as \(OutputEscaping.quoted(again.href))")
        try FuzzViolation.require(again == url, "re-parsing href gives the same record",
                                  "\(OutputEscaping.quoted(bytes: input)) gave \(OutputEscaping.quoted(url.href)); the records differ")
    }
}
