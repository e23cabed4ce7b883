/// The authority, host and port states.
extension BasicURLParser {
    /// Where the authority starting at `start` ends: the first `/`, `?`, `#` (or `\` in a
    /// special URL), or the end of the input.
    func authorityEnd(from start: Int) -> Int {
        var index = start
        while index < input.count {
            let c = input[index]
            if c == UInt8(ascii: "?") || c == UInt8(ascii: "#") || isSlash(c) { break }
            index += 1
        }
        return index
    }

    /// The authority state: credentials up to the last `@`, then the host and port.
    mutating func authority(at start: Int) throws(URLParseFailure) {
        let end = authorityEnd(from: start)
        out.beginAuthority()
        var hostStart = start
        if let at = input[start..<end].lastIndex(of: UInt8(ascii: "@")) {
            for index in start...at where input[index] == UInt8(ascii: "@") {
                log.record(.invalidCredentials, at: index)
            }
            writeCredentials(start, at)
            guard at + 1 < end else { throw log.failure(.hostMissing, at: at + 1) }
            hostStart = at + 1
        }
        try host(from: hostStart, to: end)
    }

    /// Username up to the first `:`, password after it, both with the userinfo set; `@`s
    /// before the last become `%40`.
    private mutating func writeCredentials(_ start: Int, _ end: Int) {
        let colon = input[start..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
        appendEncoded(start, colon, set: .userinfoSet)
        out.markUsernameEnd()
        if colon < end {
            let mark = out.count
            out.append(UInt8(ascii: ":"))
            appendEncoded(colon + 1, end, set: .userinfoSet)
            if out.count == mark + 1 { out.truncate(to: mark) }
        }
        out.endCredentials()
    }

    /// The host state, then the port state when a `:` outside brackets follows the host.
    private mutating func host(from start: Int, to end: Int) throws(URLParseFailure) {
        var index = start
        var insideBrackets = false
        while index < end {
            let c = input[index]
            if c == UInt8(ascii: ":"), !insideBrackets { break }
            if c == UInt8(ascii: "[") { insideBrackets = true }
            if c == UInt8(ascii: "]") { insideBrackets = false }
            index += 1
        }
        if index < end {
            guard index > start else { throw log.failure(.hostMissing, at: index) }
            try parseHost(start, index)
            try port(from: index + 1, to: end)
        } else {
            if isSpecial, index == start { throw log.failure(.hostMissing, at: index) }
            try parseHost(start, index)
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
        var parser = HostParser(input: text)
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
        for index in start..<end where ByteClass.of(input[index]).contains(.forbiddenHost) {
            throw log.failure(.hostInvalidCodePoint, at: index)
        }
        appendValidated(start, end, set: .c0ControlSet)
        out.endHost(start == end ? .empty : .opaque)
    }
}
