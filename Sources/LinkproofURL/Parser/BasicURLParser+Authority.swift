/// The authority, host and port states.
extension BasicURLParser {
    /// The authority state: credentials up to the last `@` before the end of the authority
    /// (the first `/`, `?`, `#`, or `\` in a special URL), then the host and port. One scan
    /// finds the end, the last `@`, and the first `:` after it outside brackets (which ends
    /// the host). It starts with the common case, a plain domain (nothing in
    /// `ByteClass.domainAttention`), at one test a byte.
    mutating func authority(at start: Int) throws(URLParseFailure) {
        let delimiters: ByteClass = isSpecial ? .specialDelimiter : .delimiter
        var end = start
        while end < input.count, !classes(of: input[end]).intersects(.domainAttention) { end += 1 }
        let isPlainDomain = end == input.count || classes(of: input[end]).intersects(delimiters)
        let attention = delimiters.union(.authorityMark)
        var lastAt: Int?
        var colon: Int?
        var insideBrackets = false
        while end < input.count {
            let c = input[end]
            let byteClasses = classes(of: c)
            guard byteClasses.intersects(attention) else {
                end += 1
                continue
            }
            if byteClasses.intersects(delimiters) { break }
            switch c {
            case UInt8(ascii: "@"):
                log.record(.invalidCredentials, at: end)
                lastAt = end
                colon = nil
                insideBrackets = false
            case UInt8(ascii: ":") where colon == nil && !insideBrackets: colon = end
            case UInt8(ascii: "["): insideBrackets = true
            case UInt8(ascii: "]"): insideBrackets = false
            default: break
            }
            end += 1
        }
        out.beginAuthority()
        var hostStart = start
        if let at = lastAt {
            writeCredentials(start, at)
            guard at + 1 < end else { throw log.failure(.hostMissing, at: at + 1) }
            hostStart = at + 1
        }
        try host(from: hostStart, to: colon ?? end, authorityEnd: end, isPlainDomain: isPlainDomain)
    }

    /// Username up to the first `:`, password after it, both with the userinfo set; `@`s
    /// before the last become `%40`.
    private mutating func writeCredentials(_ start: Int, _ end: Int) {
        let colon = input[start..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
        appendEncoded(start, colon, set: .userinfoEncode)
        out.markUsernameEnd()
        if colon < end {
            let mark = out.count
            out.append(UInt8(ascii: ":"))
            appendEncoded(colon + 1, end, set: .userinfoEncode)
            if out.count == mark + 1 { out.truncate(to: mark) }
        }
        out.endCredentials()
    }

    /// The host state (the host ends at `hostEnd`, a `:` or the end of the authority), then
    /// the port state when there is a `:`. `isPlainDomain`: the authority is the host, and
    /// holds only ASCII lowercase letters, digits and `.`.
    private mutating func host(from start: Int, to hostEnd: Int, authorityEnd end: Int, isPlainDomain: Bool) throws(URLParseFailure) {
        if hostEnd < end {
            guard hostEnd > start else { throw log.failure(.hostMissing, at: hostEnd) }
            try parseHost(start, hostEnd)
            try port(from: hostEnd + 1, to: end)
        } else if isSpecial, isPlainDomain, hostEnd > start, !IPv4Parser.endsInANumber(UnsafeBufferPointer(rebasing: input[start..<hostEnd])) {
            // What the host parser would do in three passes: domain to ASCII is the identity on
            // such a domain (no `xn--` label, nothing to lowercase), and nothing is forbidden.
            out.append(UnsafeBufferPointer(rebasing: input[start..<hostEnd]))
            out.endHost(.domain)
        } else {
            if isSpecial, hostEnd == start { throw log.failure(.hostMissing, at: hostEnd) }
            try parseHost(start, hostEnd)
        }
        pathStart(at: end)
    }

    /// The port state: digits only; the default port of the scheme becomes null.
    private mutating func port(from start: Int, to end: Int) throws(URLParseFailure) {
        var value: UInt32 = 0
        for index in start..<end {
            let c = input[index]
            guard ASCII.isDigit(c) else { throw log.failure(.portInvalid, at: index) }
            value = min(value * 10 + UInt32(c - UInt8(ascii: "0")), 1 << 16)
        }
        guard start < end else { return }
        guard let port = UInt16(exactly: value) else { throw log.failure(.portOutOfRange, at: start) }
        out.appendPort(port)
    }

    /// Host-parses `input[start..<end]` (https://url.spec.whatwg.org/#concept-host-parser)
    /// and writes the serialized host.
    mutating func parseHost(_ start: Int, _ end: Int) throws(URLParseFailure) {
        if !isSpecial, byte(at: start) != UInt8(ascii: "[") {
            return try opaqueHost(start, end)
        }
        let text = UnsafeBufferPointer(rebasing: input[start..<end])
        var parser = HostParser(input: text, classes: classes)
        do {
            let kind = try parser.parse(into: &out)
            for issue in parser.warnings { log.record(issue.code, at: start + issue.index) }
            out.endHost(kind)
        } catch {
            for issue in parser.warnings { log.record(issue.code, at: start + issue.index) }
            throw log.failure(error.code, at: start + error.index)
        }
    }

    /// The opaque-host parser (https://url.spec.whatwg.org/#concept-opaque-host-parser).
    private mutating func opaqueHost(_ start: Int, _ end: Int) throws(URLParseFailure) {
        for index in start..<end where classes(of: input[index]).contains(.forbiddenHost) {
            throw log.failure(.hostInvalidCodePoint, at: index)
        }
        appendValidated(start, end, set: .c0ControlEncode)
        out.endHost(start == end ? .empty : .opaque)
    }
}
