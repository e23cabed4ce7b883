/// The authority, host and port states.
extension BasicURLParser {
    /// The authority state: credentials up to the last `@` before the end of the authority
    /// (the first `/`, `?`, `#`, or `\` in a special URL), then the host and port. One scan
    /// finds the end, the last `@`, and the first `:` after it outside brackets (which ends
    /// the host). It starts with the common case, a plain domain (labels of
    /// `ByteClass.plainLabel` bytes, lowercase letters and digits, and `.`), at one test a byte.
    ///
    /// The spec reads the authority twice (the authority state to the end, then back to the
    /// host state); this one scan does the authority state's steps 1-3 and the host state's
    /// steps 2 and 4 (which `:` ends the host), so that no byte is read twice.
    mutating func authority(at start: Int) throws(URLParseFailure) {
        let delimiters: ByteClass = isSpecial ? .specialDelimiter : .delimiter
        var end = start
        // Not a spec step: a run of bytes that no step below looks at (a plain domain), label
        // by label, as the domain parser's step 1 checks their lengths (`host`).
        var labelStart = start
        var labelsFailStrict = false
        while true {
            while end < input.count, classes(of: input[end]).contains(.plainLabel) { end += 1 }
            guard end < input.count, input[end] == UInt8(ascii: ".") else { break }
            if !StrictASCIIDomain.hasValidLength(end - labelStart) { labelsFailStrict = true }
            end += 1
            labelStart = end
        }
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
            // Authority state, step 2: c is the EOF code point, `/`, `?`, `#`, or `\` in a
            // special URL: the authority ends.
            if byteClasses.intersects(delimiters) { break }
            switch c {
            case UInt8(ascii: "@"):
                // Authority state, step 1: c is `@`. 1.1: invalid-credentials. Steps 1.2-1.5 run
                // once, for the last `@` (`writeCredentials`); the host state's buffer, and
                // its insideBrackets, start again after it.
                log.record(.invalidCredentials, at: end)
                lastAt = end
                colon = nil
                insideBrackets = false
            // Host state, step 2: c is `:` and insideBrackets is false: the host ends there.
            case UInt8(ascii: ":") where colon == nil && !insideBrackets: colon = end
            // Host state, step 4.1: c is `[`: insideBrackets is true.
            case UInt8(ascii: "["): insideBrackets = true
            // Host state, step 4.2: c is `]`: insideBrackets is false.
            case UInt8(ascii: "]"): insideBrackets = false
            // Authority state, step 3 (and host state, step 4.3): append c to buffer.
            default: break
            }
            end += 1
        }
        // URL serializer, step 2.1: url's host is non-null, so `//`.
        out.beginAuthority()
        var hostStart = start
        if let at = lastAt {
            writeCredentials(start, at)
            // Authority state, step 2.1: atSignSeen is true and buffer is the empty string:
            // host-missing, return failure.
            guard at + 1 < end else { throw log.failure(.hostMissing, at: at + 1) }
            hostStart = at + 1
        }
        // Authority state, step 2.2: host state, from the start of buffer.
        // A plain domain's last label, unless it is the root (empty after a `.`), and length.
        if isPlainDomain {
            let endsWithDot = labelStart == end && end > start
            if !endsWithDot, !StrictASCIIDomain.hasValidLength(end - labelStart) { labelsFailStrict = true }
            if StrictASCIIDomain.isTooLong(count: end - start, endsWithDot: endsWithDot) { labelsFailStrict = true }
        }
        try host(from: hostStart, to: colon ?? end, authorityEnd: end, isPlainDomain: isPlainDomain, failsStrict: labelsFailStrict)
    }

    /// Username up to the first `:`, password after it, both with the userinfo set; `@`s
    /// before the last become `%40`.
    ///
    /// Authority state, steps 1.2-1.4, run once over the input up to the last `@`: the spec
    /// re-runs them at each `@`, prepending `%40` to buffer after the first, which gives the
    /// same as encoding those `@`s (`@` is in the userinfo percent-encode set).
    private mutating func writeCredentials(_ start: Int, _ end: Int) {
        // Step 1.4.1: the first `:` sets passwordTokenSeen and is not written; 1.4.2-1.4.4:
        // each other code point, encoded with the userinfo percent-encode set, to the
        // username before it and the password after it.
        let colon = input[start..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
        appendEncoded(start, colon, set: .userinfoEncode)
        out.markUsernameEnd()
        if colon < end {
            let mark = out.count
            out.append(UInt8(ascii: ":"))
            appendEncoded(colon + 1, end, set: .userinfoEncode)
            // URL serializer, step 2.2.2: an empty password writes no `:`.
            if out.count == mark + 1 { out.truncate(to: mark) }
        }
        out.endCredentials()
    }

    /// The host state (the host ends at `hostEnd`, a `:` or the end of the authority), then
    /// the port state when there is a `:`. `isPlainDomain`: the authority is the host, and
    /// holds only ASCII lowercase letters, digits and `.`; `failsStrict`: such a domain has a
    /// label or length that strict ToASCII refuses (`StrictASCIIDomain`).
    private mutating func host(from start: Int, to hostEnd: Int, authorityEnd end: Int, isPlainDomain: Bool,
                               failsStrict: Bool) throws(URLParseFailure) {
        if hostEnd < end {
            // Host state, step 2: c is `:` and insideBrackets is false. 2.1: buffer is the
            // empty string: host-missing, return failure.
            guard hostEnd > start else { throw log.failure(.hostMissing, at: hostEnd) }
            // Host state, steps 2.3-2.5: host parsing buffer (opaque when url is not special),
            // then the port state.
            try parseHost(start, hostEnd)
            try port(from: hostEnd + 1, to: end)
        } else if isSpecial, isPlainDomain, hostEnd > start, !IPv4Parser.endsInANumber(UnsafeBufferPointer(rebasing: input[start..<hostEnd])) {
            // Host state, steps 3.3-3.5, with the host parser's steps 4-9 done in none of
            // their three passes: percent-decoding and the domain parser are the identity on
            // such a domain (no `%`, no `xn--` label, nothing to lowercase), and nothing is
            // forbidden. The domain parser's steps 1-2: strict ToASCII fails on such a domain
            // only for its labels' lengths (an empty label, one over 63), checked by the
            // authority state's scan: domain-to-ASCII.
            if failsStrict { log.record(.domainToASCII, at: start) }
            out.append(UnsafeBufferPointer(rebasing: input[start..<hostEnd]))
            out.endHost(.domain)
        } else {
            // Host state, step 3: c is the EOF code point, `/`, `?`, `#`, or `\` in a special
            // URL. 3.1: url is special and buffer is the empty string: host-missing, failure.
            if isSpecial, hostEnd == start { throw log.failure(.hostMissing, at: hostEnd) }
            // Host state, steps 3.3-3.4: host parsing buffer (opaque when url is not special).
            try parseHost(start, hostEnd)
        }
        // Host state, step 3.5, or port state, step 2.3: path start state.
        pathStart(at: end)
    }

    /// The port state: digits only; the default port of the scheme becomes null.
    /// `end` is where the authority ends: where port state, step 2, finds c is the EOF code
    /// point, `/`, `?`, `#`, or `\` in a special URL.
    private mutating func port(from start: Int, to end: Int) throws(URLParseFailure) {
        var value: UInt32 = 0
        for index in start..<end {
            let c = input[index]
            // Port state, step 3: c is not an ASCII digit (nor the end): port-invalid, failure.
            guard ASCII.isDigit(c) else { throw log.failure(.portInvalid, at: index) }
            // Port state, step 1, and step 2.1.1's value as the digits come (held at 2^16,
            // past any port, so that it cannot overflow).
            value = min(value * 10 + UInt32(c - UInt8(ascii: "0")), 1 << 16)
        }
        // Port state, step 2.1: only when buffer is not the empty string.
        guard start < end else { return }
        // Port state, step 2.1.2: not a 16-bit unsigned integer: port-out-of-range, failure.
        guard let port = UInt16(exactly: value) else { throw log.failure(.portOutOfRange, at: start) }
        // Port state, step 2.1.3: the scheme's default port is null (`URLWriter.appendPort`).
        out.appendPort(port)
    }

    /// Host-parses `input[start..<end]` (https://url.spec.whatwg.org/#concept-host-parser)
    /// and writes the serialized host.
    mutating func parseHost(_ start: Int, _ end: Int) throws(URLParseFailure) {
        // Host parser, step 2: isOpaque (url is not special): opaque-host parsing. Step 1,
        // input starts with `[`, comes first in the spec, hence the second test.
        if !isSpecial, byte(at: start) != UInt8(ascii: "[") {
            return try opaqueHost(start, end)
        }
        // Host parser, step 1 and steps 3-9 (`HostParser`).
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
        // Opaque-host parser, step 1: a forbidden host code point: host-invalid-code-point,
        // return failure.
        for index in start..<end where classes(of: input[index]).contains(.forbiddenHost) {
            throw log.failure(.hostInvalidCodePoint, at: index)
        }
        // Opaque-host parser, steps 2-4 in one pass: invalid-URL-unit for a code point that is
        // not a URL code point and for a `%` without two hex digits, and UTF-8 percent-encode
        // with the C0 control percent-encode set. An empty result is the empty host.
        appendValidated(start, end, set: .c0ControlEncode)
        out.endHost(start == end ? .empty : .opaque)
    }
}
