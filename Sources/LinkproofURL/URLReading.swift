/// What reading bytes the caller holds found (`URLParser.read`): the fast path's answer for
/// bytes that are exactly their URL's serialization, or else the parse.
package enum URLReading {
    /// The bytes are their URL's `href`: its facts, and its components' spans in the bytes
    /// themselves (the fast path made no `href`).
    case exact(URLFacts, URLSpans)
    /// The full parse, or the fast path's for bytes it had to lowercase or give a `/`.
    case parsed(ParsedURL)

    /// The URL's facts.
    package var facts: URLFacts {
        switch self {
        case .exact(let facts, _): facts
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

extension URLParser {
    /// Reads `bytes` as `URLReading` tells; `input`, when given, is their `String` (so they
    /// are well-formed UTF-8), which the full result keeps as its `href` when it is one.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, of input: String? = nil) throws(URLParseFailure) -> URLReading {
        let scan = NormalizedURLScanner.scan(bytes)
        guard case .whole(let match) = scan else {
            return .parsed(try parse(bytes, knownWellFormed: input != nil, base: nil, after: scan))
        }
        guard match.isExact else { return .parsed(ParsedURL(match, of: bytes)) }
        match.layout.checkInvariants(bytes)
        return .exact(URLFacts(match.layout), match.layout.spans(count: bytes.count))
    }
}
