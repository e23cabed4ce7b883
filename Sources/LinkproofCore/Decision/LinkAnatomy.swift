import LinkproofURL

/// Where each component sits in the judged input, as byte ranges.
///
/// Kept apart from `LinkReading` (which holds it): bytes with no parse of their own are read too.
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
    var host: Range<Int>? { hostRange.range }
    /// The digits after the host's `:`, if any.
    var port: Range<Int>? { portRange.range }
    var path: Range<Int> { pathRange.range ?? 0..<0 }
    /// After `?`, up to `#`; nil without `?`.
    var query: Range<Int>? { queryRange.range }
    /// After `#`; nil without `#`.
    var fragment: Range<Int>? { fragmentRange.range }

    // Stored as 32-bit offsets (`init` refuses 4 GiB or more): an anatomy is handed through
    // every rule, and a smaller one is cheaper to pass.
    private let scheme: UInt32
    private let hostRange: PackedRange
    private let portRange: PackedRange
    private let pathRange: PackedRange
    private let queryRange: PackedRange
    private let fragmentRange: PackedRange

    /// An optional range of the input as two 32-bit offsets (`.max` twice: nil).
    private struct PackedRange {
        private let start: UInt32
        private let end: UInt32

        init(_ range: Range<Int>?) {
            (start, end) = range.map { (UInt32($0.lowerBound), UInt32($0.upperBound)) } ?? (.max, .max)
        }

        var range: Range<Int>? { start == .max ? nil : Int(start)..<Int(end) }
    }

    /// The anatomy of `bytes` with its components at these ranges; nil for 4 GiB or more.
    /// (Always inlined: see `LinkReading.init(_:_:)`.)
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, schemeEnd: Int, host: Range<Int>?, port: Range<Int>?, path: Range<Int>,
          query: Range<Int>?, fragment: Range<Int>?) {
        guard bytes.count < UInt32.max else { return nil }
        self.bytes = bytes
        scheme = UInt32(schemeEnd)
        hostRange = PackedRange(host)
        portRange = PackedRange(port)
        pathRange = PackedRange(path)
        queryRange = PackedRange(query)
        fragmentRange = PackedRange(fragment)
        #if DEBUG || LINKPROOF_CHECK_INVARIANTS
        checkInvariants(packedAsGiven: schemeEnd == self.schemeEnd && host == self.host && port == self.port && path == self.path
                            && query == self.query && fragment == self.fragment)
        #endif
    }

    /// The anatomy of bytes that are their URL's serialization, laid out as `layout` says;
    /// nil for 4 GiB or more. (Always inlined: see `LinkReading.init(_:_:)`.)
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, layout: URLLayout) {
        let count = bytes.count
        self.init(bytes, schemeEnd: layout.schemeEnd, host: layout.hostRange, port: layout.portRange, path: layout.pathRange(count),
                  query: layout.queryRange(count), fragment: layout.fragmentRange(count))
    }

    /// The anatomy of `bytes` found by scanning them in one pass; nil without a scheme, or
    /// for 4 GiB or more.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
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
            self.init(bytes, schemeEnd: colon, host: nil, port: nil, path: afterScheme..<beforeQuery, query: query, fragment: fragment)
            return
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
        self.init(bytes, schemeEnd: colon, host: hostStart..<hostEnd, port: port, path: authorityEnd..<beforeQuery, query: query, fragment: fragment)
    }

    #if DEBUG || LINKPROOF_CHECK_INVARIANTS
    /// In debug and fuzz builds (`LINKPROOF_CHECK_INVARIANTS`), traps unless the packed
    /// offsets gave back the ranges given (`packedAsGiven`) and the components lie in order
    /// inside the input, each after its delimiter (`:` `//` host `:` port, path, `?` query,
    /// `#` fragment).
    private func checkInvariants(packedAsGiven: Bool) {
        func check(_ condition: Bool, _ invariant: String) {
            precondition(condition, "LinkAnatomy of \(String(decoding: bytes, as: UTF8.self)): \(invariant)")
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: character) }
        check(packedAsGiven, "the 32-bit offsets give back the ranges")
        check(byte(schemeEnd, is: ":"), "the scheme ends at ':'")
        var end = schemeEnd + 1
        if let host {
            check(byte(schemeEnd + 1, is: "/") && byte(schemeEnd + 2, is: "/") && host.lowerBound >= schemeEnd + 3, "the host follows '//'")
            end = host.upperBound
        }
        if let port {
            check(host != nil && port.lowerBound == end + 1, "the port follows the host and one delimiter")
            end = port.upperBound
        }
        check(path.lowerBound >= end && (host == nil || path.lowerBound == end) && path.upperBound <= bytes.count,
              "the path follows the scheme or the authority, inside the input")
        end = path.upperBound
        if let query {
            check(byte(end, is: "?") && query.lowerBound == end + 1 && query.upperBound <= bytes.count, "the query follows the path's '?'")
            end = query.upperBound
        }
        if let fragment {
            check(byte(end, is: "#") && fragment.lowerBound == end + 1, "the fragment follows '#'")
            end = fragment.upperBound
        }
        check(end == bytes.count, "the last component ends the input")
    }
    #endif

    /// The host ASCII-lowercased, exactly as written otherwise (escapes and non-ASCII kept);
    /// empty without a host. For messages: the rules compare `host` itself.
    var lowercasedHost: String {
        ASCII.lowercasedString(host.map { self[$0] } ?? UnsafeBufferPointer(start: nil, count: 0))
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
