/// The path start, path, opaque path, query and fragment states.
extension BasicURLParser {
    mutating func pathStart(at index: Int) {
        let c = byte(at: index)
        if isSpecial {
            // Path start state, step 1: url is special. 1.1: c is `\`: invalid-reverse-solidus.
            // 1.2-1.3: path state, pointer decreased by 1 unless c is `/` or `\`.
            noteReverseSolidus(at: index)
            return path(at: isSlash(c) ? index + 1 : index)
        }
        switch c {
        // Path start state, step 2: c is `?`: query the empty string, query state.
        case UInt8(ascii: "?"): query(at: index + 1)
        // Path start state, step 3: c is `#`: fragment the empty string, fragment state.
        case UInt8(ascii: "#"): fragment(at: index + 1)
        // c is the EOF code point: no step applies (step 5 is for state override).
        case nil: return
        // Path start state, step 4: path state, pointer decreased by 1 unless c is `/`.
        default: path(at: c == UInt8(ascii: "/") ? index + 1 : index)
        }
    }

    /// The path state, segment by segment, from the start of a segment (whole plain segments
    /// first, in one run). The spec runs step 2 on each code point into buffer and step 1 at
    /// each segment's end; here step 2 runs over the whole segment, then step 1 once.
    mutating func path(at start: Int) {
        let delimiters: ByteClass = isSpecial ? .specialDelimiter : .delimiter
        var segmentStart = start
        // Not a spec step: segments that steps 1 and 2 would copy as they are, in one run
        // (not for file URLs, whose first segment may be a drive letter that step 1.4.1 changes).
        if out.layout.special != .file {
            let plain = appendPlainSegments(from: start, stoppingAt: delimiters)
            guard !plain.isPathEnd else { return endPath(at: plain.index) }
            segmentStart = plain.index
        }
        while true {
            let end: Int
            let first = byte(at: segmentStart)
            if first == UInt8(ascii: ".") || first == UInt8(ascii: "%") {
                // A segment that may be a single-dot or double-dot URL path segment (steps 1.2-1.4).
                end = index(of: delimiters, from: segmentStart)
                appendSegmentOrDotSegment(segmentStart, end)
            } else {
                // Any other segment: step 2 over it, then step 1.4.
                end = appendSegment(from: segmentStart, stoppingAt: delimiters)
            }
            // Path state, step 1.1: url is special and c is `\`: invalid-reverse-solidus.
            noteReverseSolidus(at: end)
            // Path state, step 1: c is `/` (or `\` in a special URL): the next segment; else c
            // is the EOF code point, `?` or `#`.
            guard isSlash(byte(at: end)) else { return endPath(at: end) }
            segmentStart = end + 1
        }
    }

    /// Where the path ends, at the end of the input, `?` or `#`: the query or fragment state.
    private mutating func endPath(at index: Int) {
        switch byte(at: index) {
        // Path state, step 1.6: c is `?`: query the empty string, query state.
        case UInt8(ascii: "?"): query(at: index + 1)
        // Path state, step 1.7: c is `#`: fragment the empty string, fragment state.
        case UInt8(ascii: "#"): fragment(at: index + 1)
        // c is the EOF code point: the path, and the URL, end here.
        default: return
        }
    }

    /// Copies the segments from `start` that need no encoding and no check and are no dot
    /// segment (none starts with `.`), in one run with the `/`s between them. Returns the start
    /// of the first segment it left to the path state or, when every segment to the end of the
    /// path was plain, that end (`isPathEnd`: the end of the input, `?` or `#`). (Not for file
    /// URLs, whose first segment may be a drive letter.) Not a spec step: what path state,
    /// steps 1.4 and 2, do on such segments, without their checks.
    private mutating func appendPlainSegments(from start: Int, stoppingAt delimiters: ByteClass) -> (index: Int, isPathEnd: Bool) {
        let attention = ByteClass.pathEncode.union(.needsValidation).union(delimiters)
        var index = start
        var segmentStart = start
        var segments = 0
        var isPathEnd = false
        // The inner loop only tests classes; what stops it is looked at once.
        scan: while byte(at: segmentStart) != UInt8(ascii: ".") {
            index = self.index(of: attention, from: index)
            switch byte(at: index) {
            case UInt8(ascii: "/"):
                segments += 1
                index += 1
                segmentStart = index
            case nil, UInt8(ascii: "?"), UInt8(ascii: "#"):
                isPathEnd = true
                segments += 1
                segmentStart = index + 1
                break scan
            default:
                break scan
            }
        }
        guard segments > 0 else { return (start, false) }
        out.appendSegments(UnsafeBufferPointer(rebasing: input[start..<(segmentStart - 1)]), count: segments)
        return isPathEnd ? (index, true) : (segmentStart, false)
    }

    /// The index of the first byte in `set` at or after `start`, or the end of the input.
    func index(of set: ByteClass, from start: Int) -> Int {
        var index = start
        while index < input.count, !classes(of: input[index]).intersects(set) { index += 1 }
        return index
    }

    /// `input[start..<end]` as a segment, unless it is a dot segment: `..` removes the last
    /// segment, `.` nothing; either adds an empty segment when it ends the path.
    /// (Dot segments are tested on the input, not the encoded buffer: they hold nothing that
    /// the path percent-encode set changes.)
    private mutating func appendSegmentOrDotSegment(_ start: Int, _ end: Int) {
        let endsWithSlash = isSlash(byte(at: end))
        if DotSegment.isDouble(input, start, end) {
            // Path state, step 1.2: buffer is a double-dot URL path segment. 1.2.1: shorten
            // url's path. 1.2.2: unless c is `/` (or `\` in a special URL), append the empty string.
            out.shortenPath()
            if !endsWithSlash { out.beginSegment() }
        } else if DotSegment.isSingle(input, start, end) {
            // Path state, step 1.3: a single-dot URL path segment, and c is not `/` (nor `\` in
            // a special URL): append the empty string.
            if !endsWithSlash { out.beginSegment() }
        } else {
            // Path state, step 2 over the segment (2.1-2.2: invalid-URL-unit; 2.3: the path
            // percent-encode set), then step 1.4.2: append buffer to url's path.
            out.beginSegment()
            appendValidated(start, end, set: .pathEncode)
        }
    }

    /// Appends the segment starting at `start` and returns where it ends; a file URL's first
    /// segment `C|` becomes `C:`.
    private mutating func appendSegment(from start: Int, stoppingAt delimiters: ByteClass) -> Int {
        // Path state, step 2 over the segment (2.1-2.2: invalid-URL-unit; 2.3: the path
        // percent-encode set), written as it is read, then step 1.4.2: append it to url's path.
        out.beginSegment()
        let end = appendValidated(start, input.count, stoppingAt: delimiters, set: .pathEncode)
        // Path state, step 1.4.1: scheme "file", url's path was empty, and buffer is a Windows
        // drive letter: its second code point becomes `:`.
        if out.layout.special == .file, out.segmentCount == 1, isWindowsDriveLetter(start, end) {
            out[out.count - 1] = UInt8(ascii: ":")
        }
        return end
    }

    /// The opaque path state: C0-control encoding; a space right before `?` or `#` becomes
    /// `%20` so that the path never ends in a space.
    mutating func opaquePath(at start: Int) {
        out.beginOpaquePath()
        var index = start
        while true {
            // Opaque path state, step 4, on each run up to `?`, `#` or a space: 4.1-4.2:
            // invalid-URL-unit; 4.3: the C0 control percent-encode set.
            index = appendValidated(index, input.count, stoppingAt: .opaquePathStop, set: .c0ControlEncode)
            // Opaque path state, step 3: c is U+0020 SPACE. 3.1: invalid-URL-unit.
            guard byte(at: index) == UInt8(ascii: " ") else { break }
            log.record(.invalidURLUnit, at: index)
            let next = byte(at: index + 1)
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "#") {
                // Opaque path state, step 3.2: remaining starts with `?` or `#`: append "%20".
                out.appendPercentEncoded(UInt8(ascii: " "))
            } else {
                // Opaque path state, step 3.3: otherwise append U+0020 SPACE.
                out.append(UInt8(ascii: " "))
            }
            index += 1
        }
        switch byte(at: index) {
        // Opaque path state, step 1: c is `?`: query the empty string, query state.
        case UInt8(ascii: "?"): query(at: index + 1)
        // Opaque path state, step 2: c is `#`: fragment the empty string, fragment state.
        case UInt8(ascii: "#"): fragment(at: index + 1)
        // c is the EOF code point: the URL ends here.
        default: return
        }
    }

    /// The query state, from after `?`. Step 1 does not apply: the encoding is always UTF-8.
    /// Steps 3 and 2 in one pass: the spec checks each code point (step 3) into buffer and
    /// percent-encodes buffer at the end (step 2.2), since encoders other than UTF-8 are
    /// stateful; with UTF-8 each code point can be encoded as it is read.
    mutating func query(at start: Int) {
        out.beginQuery()
        // Query state, step 3 (3.1-3.2: invalid-URL-unit) and step 2.2 (percent-encode after
        // encoding, UTF-8, with step 2.1's special-query or query percent-encode set), up to
        // step 2's c: `#` or the EOF code point.
        let end = appendValidated(start, input.count, stoppingAt: .numberSign, set: isSpecial ? .specialQueryEncode : .queryEncode)
        // Query state, step 2.4: c is `#`: fragment the empty string, fragment state.
        if end < input.count { fragment(at: end + 1) }
    }

    /// The fragment state, from after `#`.
    mutating func fragment(at start: Int) {
        out.beginFragment()
        // Fragment state, step 1, to the EOF code point (1.1-1.2: invalid-URL-unit; 1.3: the
        // fragment percent-encode set).
        appendValidated(start, input.count, set: .fragmentEncode)
    }

    // MARK: Segment predicates

    /// Two bytes: an ASCII letter and `:` or `|`.
    func isWindowsDriveLetter(_ start: Int, _ end: Int) -> Bool {
        end - start == 2 && ASCII.isAlpha(input[start])
            && (input[start + 1] == UInt8(ascii: ":") || input[start + 1] == UInt8(ascii: "|"))
    }

    /// Whether the input from `index` starts with a Windows drive letter followed by the end
    /// or one of `/`, `\`, `?`, `#`.
    func startsWithWindowsDriveLetter(at index: Int) -> Bool {
        guard index + 2 <= input.count, isWindowsDriveLetter(index, index + 2) else { return false }
        guard let next = byte(at: index + 2) else { return true }
        return next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }
}
