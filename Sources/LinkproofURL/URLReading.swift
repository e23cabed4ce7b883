/// A URL read off bytes that are exactly its serialization, as most links are: what its parse
/// would say, found by the parser's fast path without making an `href` — the bytes are it.
/// For a caller that holds the bytes anyway and reads the components in them.
package struct ExactURL {
    private let layout: URLLayout
    private let count: Int

    init(_ layout: URLLayout, count: Int) {
        self.layout = layout
        self.count = count
    }

    package var isHTTPS: Bool { layout.special == .https }
    package var hasCredentials: Bool { layout.hasCredentials }
    package var hasIPAddressHost: Bool { layout.hasIPAddressHost }
    package var hasNamedHost: Bool { layout.hasNamedHost }
    package var portNumber: UInt16? { layout.port }
    /// Where each component lies in the bytes.
    package var spans: URLSpans { layout.spans(count: count) }
}

/// What parsing bytes the caller holds found: the URL, when the bytes are exactly its
/// serialization; else the full parse result.
package enum URLReading {
    case exact(ExactURL)
    case parsed(ParsedURL)
}

extension URLParser {
    /// Reads `bytes` as `URLReading` tells; `input`, when given, is their `String` (so they
    /// are well-formed UTF-8), which the full result keeps as its `href` when it is one.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, of input: String? = nil) throws(URLParseFailure) -> URLReading {
        guard let match = NormalizedURLScanner.match(bytes) else {
            return .parsed(try parse(bytes, knownWellFormed: input != nil, base: nil))
        }
        guard match.isExact else {
            return .parsed(ParsedURL(url: URLRecord(href: match.href(from: bytes), layout: match.layout), validationErrors: [], isInputItself: false))
        }
        return .exact(ExactURL(match.layout, count: bytes.count))
    }
}
