import LinkproofURL

/// Where each component sits in the judged input, as byte ranges.
///
/// The strict policy compares the link as written, not as a URL parser repaired it: the
/// WHATWG parser maps Unicode look-alike hosts to ASCII and removes dot segments without
/// complaint, so host, path and query are read from the input itself. It is built only for
/// inputs that parsed without validation errors, so there are no tabs, newlines, spaces,
/// backslashes or malformed escapes to account for.
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

    init?(_ bytes: [UInt8]) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        self.bytes = bytes
        schemeEnd = colon
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let queryStart = bytes[colon..<end].firstIndex(of: UInt8(ascii: "?"))
        let beforeQuery = queryStart ?? end
        query = queryStart.map { ($0 + 1)..<end }

        let afterScheme = colon + 1
        guard beforeQuery - afterScheme >= 2, bytes[afterScheme] == UInt8(ascii: "/"), bytes[afterScheme + 1] == UInt8(ascii: "/") else {
            host = nil
            port = nil
            path = afterScheme..<beforeQuery
            lowercasedHost = ""
            return
        }
        let authorityStart = afterScheme + 2
        let authorityEnd = bytes[authorityStart..<beforeQuery].firstIndex(of: UInt8(ascii: "/")) ?? beforeQuery
        let hostStart = (bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) ?? (authorityStart - 1)) + 1
        var hostEnd = authorityEnd
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            hostEnd = (bytes[hostStart..<authorityEnd].firstIndex(of: UInt8(ascii: "]")) ?? (authorityEnd - 1)) + 1
        } else if let portColon = bytes[hostStart..<authorityEnd].firstIndex(of: UInt8(ascii: ":")) {
            hostEnd = portColon
        }
        host = hostStart..<hostEnd
        lowercasedHost = String(unsafeUninitializedCapacity: hostEnd - hostStart) { buffer in
            for (index, byte) in bytes[hostStart..<hostEnd].enumerated() { buffer[index] = ASCII.lowercased(byte) }
            return hostEnd - hostStart
        }
        port = hostEnd < authorityEnd ? (hostEnd + 1)..<authorityEnd : nil
        path = authorityEnd..<beforeQuery
    }

    /// The host ASCII-lowercased, exactly as written otherwise (escapes and non-ASCII kept).
    let lowercasedHost: String

    /// The path's segments, each with its byte range (none for an empty path or `/`).
    var pathSegments: [Range<Int>] {
        var segments: [Range<Int>] = []
        guard path.count > 1 || (path.count == 1 && bytes[path.lowerBound] != UInt8(ascii: "/")) else { return segments }
        var start = path.lowerBound
        if bytes[start] == UInt8(ascii: "/") { start += 1 }
        var index = start
        while index <= path.upperBound {
            if index == path.upperBound || bytes[index] == UInt8(ascii: "/") {
                segments.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        return segments
    }
}
