import LinkproofURL

/// Where each component sits in the judged input, as byte ranges.
///
/// The strict policy compares the link as written, not as a URL parser repaired it: the
/// WHATWG parser maps Unicode look-alike hosts to ASCII and removes dot segments without
/// complaint, so host, path and query are read from the input itself. It is built only for
/// inputs that parsed without validation errors, so there are no tabs, newlines, spaces,
/// backslashes or malformed escapes to account for. Nothing here builds a string: the rules
/// compare ranges of `bytes`, and only the values a decision hands out become strings.
///
/// The anatomy borrows the input's buffer for the one decision that lent it (copying an
/// anatomy then costs no reference counting). It is deliberately not `Sendable`, so no
/// rejection's detail — a `@Sendable` closure, rendered after the decision returns — can
/// capture it: what a detail quotes of the input is copied out where the rejection is made.
struct LinkAnatomy {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The `:` that ends the scheme.
    var schemeEnd: Int { Int(scheme) }
    /// The host as written (between `//` and the port, path, query or fragment); nil without `//`.
    var host: Range<Int>? { hostSpan.range }
    /// The digits after the host's `:`, if any.
    var port: Range<Int>? { portSpan.range }
    var path: Range<Int> { pathSpan.range ?? 0..<0 }
    /// After `?`, up to `#`; nil without `?`.
    var query: Range<Int>? { querySpan.range }
    /// After `#`; nil without `#`.
    var fragment: Range<Int>? { fragmentSpan.range }

    /// Whether the input is the URL's serialization byte for byte.
    let isHref: Bool

    // Stored as 32-bit offsets: an anatomy is copied as it is handed on, and small copies are cheap.
    private let scheme: UInt32
    private let hostSpan: Span
    private let portSpan: Span
    private let pathSpan: Span
    private let querySpan: Span
    private let fragmentSpan: Span

    /// An optional range of the input in 32-bit offsets (the input is shorter than 4 GiB).
    private struct Span {
        private let start: UInt32
        private let end: UInt32

        init(_ range: Range<Int>?) {
            (start, end) = range.map { (UInt32($0.lowerBound), UInt32($0.upperBound)) } ?? (.max, .max)
        }

        var range: Range<Int>? { start == .max ? nil : Int(start)..<Int(end) }
    }

    /// The anatomy of `bytes`, which are a URL's serialization with components at `spans`
    /// (built in its caller's frame: an anatomy returned through memory was reloaded in wider
    /// words than it was stored in).
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, spans: URLSpans) {
        self.init(bytes, (spans.schemeEnd, spans.host, spans.port, spans.path, spans.query, spans.fragment), isHref: true)
    }

    /// The anatomy of `bytes` found by scanning them; nil without a scheme, or for 4 GiB or more.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, isHref: Bool = false) {
        guard let parts = Self.parts(bytes) else { return nil }
        self.init(bytes, parts, isHref: isHref)
    }

    @inline(__always)
    private init?(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: Parts, isHref: Bool) {
        guard bytes.count < UInt32.max else { return nil }
        self.bytes = bytes
        scheme = UInt32(parts.schemeEnd)
        hostSpan = Span(parts.host)
        portSpan = Span(parts.port)
        pathSpan = Span(parts.path)
        querySpan = Span(parts.query)
        fragmentSpan = Span(parts.fragment)
        self.isHref = isHref
    }

    private typealias Parts = (schemeEnd: Int, host: Range<Int>?, port: Range<Int>?, path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?)

    /// The component ranges, found in one pass over the buffer.
    private static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> Parts? {
        func first(_ byte: UInt8, _ range: Range<Int>) -> Int? { ByteSearch.first(byte, in: bytes, range) }
        guard let colon = first(UInt8(ascii: ":"), 0..<bytes.count) else { return nil }
        // `#` ends everything; the query is from the first `?` before it.
        let end = first(UInt8(ascii: "#"), colon..<bytes.count) ?? bytes.count
        let queryStart = first(UInt8(ascii: "?"), colon..<end)
        let fragment = end < bytes.count ? (end + 1)..<bytes.count : nil
        let beforeQuery = queryStart ?? end
        let query = queryStart.map { ($0 + 1)..<end }

        let afterScheme = colon + 1
        guard beforeQuery - afterScheme >= 2, bytes[afterScheme] == UInt8(ascii: "/"), bytes[afterScheme + 1] == UInt8(ascii: "/") else {
            return (colon, nil, nil, afterScheme..<beforeQuery, query, fragment)
        }
        let authorityStart = afterScheme + 2
        let authorityEnd = first(UInt8(ascii: "/"), authorityStart..<beforeQuery) ?? beforeQuery
        var hostStart = authorityStart
        for index in authorityStart..<authorityEnd where bytes[index] == UInt8(ascii: "@") { hostStart = index + 1 }
        var hostEnd = authorityEnd
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            hostEnd = (first(UInt8(ascii: "]"), hostStart..<authorityEnd) ?? (authorityEnd - 1)) + 1
        } else if let portColon = first(UInt8(ascii: ":"), hostStart..<authorityEnd) {
            hostEnd = portColon
        }
        let port = hostEnd < authorityEnd ? (hostEnd + 1)..<authorityEnd : nil
        return (colon, hostStart..<hostEnd, port, authorityEnd..<beforeQuery, query, fragment)
    }

    /// The host ASCII-lowercased, exactly as written otherwise (escapes and non-ASCII kept);
    /// empty without a host. For messages: the rules compare `host` itself.
    var lowercasedHost: String {
        guard let host else { return "" }
        // Lowercased straight into the string (ill-formed UTF-8 is repaired, as in `String(decoding:)`).
        let written = self[host]
        return String(unsafeUninitializedCapacity: written.count) { buffer in
            _ = buffer.initialize(from: written.lazy.map(ASCII.lowercased))
            return written.count
        }
    }

    /// The scheme as the parser serializes it: ASCII-lowercased. For messages.
    var lowercasedScheme: String { ASCII.lowercased(String(decoding: self[0..<schemeEnd], as: UTF8.self)) }

    /// Whether the host, ASCII-lowercased, is `name` (given lowercased).
    func hostIs(_ name: some Collection<UInt8>) -> Bool {
        host.map { lowercased($0, is: name) } ?? false
    }

    /// The input's bytes in `range`, as a buffer of their own (indexed from zero).
    subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// Whether `bytes` are exactly `text` (such as a URL's serialization).
    static func spell(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.withUTF8Bytes { ByteSearch.equal($0, bytes) }
    }

    /// Whether the scheme, ASCII-lowercased, is `name` (given lowercased).
    func schemeIs(_ name: [UInt8]) -> Bool {
        lowercased(0..<schemeEnd, is: name)
    }

    /// Whether the bytes in `range`, ASCII-lowercased, are `name`.
    private func lowercased(_ range: Range<Int>, is name: some Collection<UInt8>) -> Bool {
        guard range.count == name.count else { return false }
        var index = range.lowerBound
        for byte in name {
            guard ASCII.lowercased(bytes[index]) == byte else { return false }
            index += 1
        }
        return true
    }
}

/// Not `Sendable`: an anatomy borrows its decision's input buffer (see the type's comment).
@available(*, unavailable)
extension LinkAnatomy: Sendable {}
