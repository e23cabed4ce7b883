import LinkproofURL

/// Where each component sits in the judged input, as byte ranges.
///
/// The strict policy compares the link as written, not as a URL parser repaired it: the
/// WHATWG parser maps Unicode look-alike hosts to ASCII and removes dot segments without
/// complaint, so host, path and query are read from the input itself. It is built only for
/// inputs that parsed without validation errors, so there are no tabs, newlines, spaces,
/// backslashes or malformed escapes to account for. Nothing here builds a string: the rules
/// compare ranges of `bytes`, and only the values a decision hands out become strings.
struct LinkAnatomy {
    let bytes: [UInt8]
    /// The `:` that ends the scheme.
    let schemeEnd: Int
    /// The host as written (between `//` and the port, path, query or fragment); nil without `//`.
    let host: Range<Int>?
    /// The digits after the host's `:`, if any.
    let port: Range<Int>?
    let path: Range<Int>
    /// After `?`, up to `#`; nil without `?`.
    let query: Range<Int>?
    /// After `#`; nil without `#`.
    let fragment: Range<Int>?

    init?(_ bytes: [UInt8]) {
        guard let colon = Self.first(UInt8(ascii: ":"), in: bytes, 0..<bytes.count) else { return nil }
        self.bytes = bytes
        schemeEnd = colon
        let end = Self.first(UInt8(ascii: "#"), in: bytes, colon..<bytes.count) ?? bytes.count
        fragment = end < bytes.count ? (end + 1)..<bytes.count : nil
        let queryStart = Self.first(UInt8(ascii: "?"), in: bytes, colon..<end)
        let beforeQuery = queryStart ?? end
        query = queryStart.map { ($0 + 1)..<end }

        let afterScheme = colon + 1
        guard beforeQuery - afterScheme >= 2, bytes[afterScheme] == UInt8(ascii: "/"), bytes[afterScheme + 1] == UInt8(ascii: "/") else {
            host = nil
            port = nil
            path = afterScheme..<beforeQuery
            return
        }
        let authorityStart = afterScheme + 2
        let authorityEnd = Self.first(UInt8(ascii: "/"), in: bytes, authorityStart..<beforeQuery) ?? beforeQuery
        let hostStart = (bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) ?? (authorityStart - 1)) + 1
        var hostEnd = authorityEnd
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            hostEnd = (Self.first(UInt8(ascii: "]"), in: bytes, hostStart..<authorityEnd) ?? (authorityEnd - 1)) + 1
        } else if let portColon = Self.first(UInt8(ascii: ":"), in: bytes, hostStart..<authorityEnd) {
            hostEnd = portColon
        }
        host = hostStart..<hostEnd
        port = hostEnd < authorityEnd ? (hostEnd + 1)..<authorityEnd : nil
        path = authorityEnd..<beforeQuery
    }

    /// The host ASCII-lowercased, exactly as written otherwise (escapes and non-ASCII kept);
    /// empty without a host. For messages: the rules compare `host` itself.
    var lowercasedHost: String {
        guard let host else { return "" }
        return String(decoding: bytes[host].map(ASCII.lowercased), as: UTF8.self)
    }

    /// Whether the host, ASCII-lowercased, is `name` (given lowercased).
    func hostIs(_ name: some Collection<UInt8>) -> Bool {
        guard let host, host.count == name.count else { return false }
        return zip(bytes[host], name).allSatisfy { ASCII.lowercased($0) == $1 }
    }

    /// The first `byte` in `range`, by a plain loop over the buffer.
    private static func first(_ byte: UInt8, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = range.lowerBound
            while index < range.upperBound {
                if buffer[index] == byte { return index }
                index += 1
            }
            return nil
        }
    }
}
