/// The path start, path, opaque path, query and fragment states.
extension BasicURLParser {
    mutating func pathStart(at index: Int) {
        let c = byte(at: index)
        if isSpecial {
            noteReverseSolidus(at: index)
            return path(at: isSlash(c) ? index + 1 : index)
        }
        switch c {
        case UInt8(ascii: "?"): query(at: index + 1)
        case UInt8(ascii: "#"): fragment(at: index + 1)
        case nil: return
        default: path(at: c == UInt8(ascii: "/") ? index + 1 : index)
        }
    }

    /// The path state, segment by segment, from the start of a segment (whole plain segments
    /// first, in one run).
    mutating func path(at start: Int) {
        let delimiters: ByteClass = isSpecial ? .specialDelimiter : .delimiter
        var segmentStart = start
        if out.layout.special != .file {
            let plain = appendPlainSegments(from: start, stoppingAt: delimiters)
            guard !plain.isPathEnd else { return endPath(at: plain.index) }
            segmentStart = plain.index
        }
        while true {
            let end: Int
            let first = byte(at: segmentStart)
            if first == UInt8(ascii: ".") || first == UInt8(ascii: "%") {
                end = index(of: delimiters, from: segmentStart)
                appendSegmentOrDotSegment(segmentStart, end)
            } else {
                end = appendSegment(from: segmentStart, stoppingAt: delimiters)
            }
            noteReverseSolidus(at: end)
            guard isSlash(byte(at: end)) else { return endPath(at: end) }
            segmentStart = end + 1
        }
    }

    /// Where the path ends, at the end of the input, `?` or `#`: the query or fragment state.
    private mutating func endPath(at index: Int) {
        switch byte(at: index) {
        case UInt8(ascii: "?"): query(at: index + 1)
        case UInt8(ascii: "#"): fragment(at: index + 1)
        default: return
        }
    }

    /// Copies the segments from `start` that need no encoding and no check and are no dot
    /// segment (none starts with `.`), in one run with the `/`s between them. Returns the start
    /// of the first segment it left to the path state or, when every segment to the end of the
    /// path was plain, that end (`isPathEnd`: the end of the input, `?` or `#`). (Not for file
    /// URLs, whose first segment may be a drive letter.)
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
    private mutating func appendSegmentOrDotSegment(_ start: Int, _ end: Int) {
        let endsWithSlash = isSlash(byte(at: end))
        if DotSegment.isDouble(input, start, end) {
            out.shortenPath()
            if !endsWithSlash { out.beginSegment() }
        } else if DotSegment.isSingle(input, start, end) {
            if !endsWithSlash { out.beginSegment() }
        } else {
            out.beginSegment()
            appendValidated(start, end, set: .pathEncode)
        }
    }

    /// Appends the segment starting at `start` and returns where it ends; a file URL's first
    /// segment `C|` becomes `C:`.
    private mutating func appendSegment(from start: Int, stoppingAt delimiters: ByteClass) -> Int {
        out.beginSegment()
        let end = appendValidated(start, input.count, stoppingAt: delimiters, set: .pathEncode)
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
            index = appendValidated(index, input.count, stoppingAt: .opaquePathStop, set: .c0ControlEncode)
            guard byte(at: index) == UInt8(ascii: " ") else { break }
            let next = byte(at: index + 1)
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "#") {
                out.appendPercentEncoded(UInt8(ascii: " "))
            } else {
                out.append(UInt8(ascii: " "))
            }
            index += 1
        }
        switch byte(at: index) {
        case UInt8(ascii: "?"): query(at: index + 1)
        case UInt8(ascii: "#"): fragment(at: index + 1)
        default: return
        }
    }

    /// The query state, from after `?`.
    mutating func query(at start: Int) {
        out.beginQuery()
        let end = appendValidated(start, input.count, stoppingAt: .numberSign, set: isSpecial ? .specialQueryEncode : .queryEncode)
        if end < input.count { fragment(at: end + 1) }
    }

    /// The fragment state, from after `#`.
    mutating func fragment(at start: Int) {
        out.beginFragment()
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
