/// What reading bytes the caller holds found (`URLParser.read`): the fast path's answer for
/// bytes that are exactly their URL's serialization, or else the parse.
package enum URLReading {
    /// The bytes are their URL's `href`, laid out as this: its components lie where the
    /// layout says in the bytes themselves (the fast path made no `href`).
    case exact(URLLayout)
    /// The full parse, or the fast path's for bytes it had to lowercase or give a `/`.
    case parsed(ParsedURL)

    /// The URL's layout: where its components lie in its serialization, and what it is
    /// (scheme, host kind, port).
    package var layout: URLLayout {
        switch self {
        case .exact(let layout): layout
        case .parsed(let parsed): parsed.url.layout
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
        let scan = NormalizedURLScanner.scan(bytes)
        guard case .whole(let match) = scan else {
            return .parsed(try parse(bytes, knownWellFormed: input != nil, base: nil, after: scan))
        }
        guard match.isExact else { return .parsed(ParsedURL(match, of: bytes)) }
        match.layout.checkInvariants(bytes)
        return .exact(match.layout)
    }
}
