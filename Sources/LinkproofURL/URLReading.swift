/// A URL read off bytes that are exactly its serialization, as most links are: what its parse
/// would say, found by the parser's fast path without making an `href` — the bytes are it.
/// For a caller that holds the bytes anyway and reads the components in them.
package struct ExactURL {
    // (Made only by `URLParser.read`, below, through the memberwise initializer.)
    fileprivate let layout: URLLayout
    fileprivate let count: Int

    /// What its parse would answer of it, as `URLRecord` does.
    package var facts: URLFacts { URLFacts(layout) }
    /// Where each component lies in the bytes.
    package var spans: URLSpans { layout.spans(count: count) }
}

/// What a caller that reads a URL's components in its own bytes asks of the URL besides
/// them, answered from the layout (`URLRecord` answers each alike).
package struct URLFacts: Equatable, Sendable {
    package let isHTTPS: Bool
    package let hasCredentials: Bool
    package let hasIPAddressHost: Bool
    package let hasNamedHost: Bool
    package let portNumber: UInt16?

    init(_ layout: URLLayout) {
        isHTTPS = layout.isHTTPS
        hasCredentials = layout.hasCredentials
        hasIPAddressHost = layout.hasIPAddressHost
        hasNamedHost = layout.hasNamedHost
        portNumber = layout.port
    }
}

/// What parsing bytes the caller holds found: the URL, when the bytes are exactly its
/// serialization; else the full parse result.
package enum URLReading {
    case exact(ExactURL)
    case parsed(ParsedURL)

    /// The URL's facts.
    package var facts: URLFacts {
        switch self {
        case .exact(let url): url.facts
        case .parsed(let parsed): parsed.url.facts
        }
    }

    /// Whether the input is the URL's serialization byte for byte.
    package var isInputItself: Bool {
        switch self {
        case .exact: true
        case .parsed(let parsed): parsed.isInputItself
        }
    }
}

extension URLParser {
    /// Reads `bytes` as `URLReading` tells; `input`, when given, is their `String` (so they
    /// are well-formed UTF-8), which the full result keeps as its `href` when it is one.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, of input: String? = nil) throws(URLParseFailure) -> URLReading {
        guard let match = NormalizedURLScanner.match(bytes) else {
            return .parsed(try parse(bytes, knownWellFormed: input != nil, base: nil))
        }
        guard match.isExact else { return .parsed(ParsedURL(match, of: bytes)) }
        match.layout.checkInvariants(bytes)
        return .exact(ExactURL(layout: match.layout, count: bytes.count))
    }
}
