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

    /// The path state, segment by segment, from the start of a segment.
    mutating func path(at start: Int) {
        var segmentStart = start
        while true {
            var end = segmentStart
            while let c = byte(at: end), !isSlash(c), c != UInt8(ascii: "?"), c != UInt8(ascii: "#") { end += 1 }
            let c = byte(at: end)
            let endsWithSlash = isSlash(c)
            if isDoubleDotSegment(segmentStart, end) {
                out.shortenPath()
                if !endsWithSlash { out.beginSegment() }
            } else if isSingleDotSegment(segmentStart, end) {
                if !endsWithSlash { out.beginSegment() }
            } else {
                appendSegment(segmentStart, end)
            }
            noteReverseSolidus(at: end)
            switch c {
            case nil: return
            case UInt8(ascii: "?"): return query(at: end + 1)
            case UInt8(ascii: "#"): return fragment(at: end + 1)
            default: segmentStart = end + 1
            }
        }
    }

    /// Appends a segment; a file URL's first segment `C|` becomes `C:`.
    private mutating func appendSegment(_ start: Int, _ end: Int) {
        out.beginSegment()
        if out.layout.special == .file, out.segmentCount == 1, isWindowsDriveLetter(start, end) {
            out.append(input[start])
            out.append(UInt8(ascii: ":"))
        } else {
            appendValidated(start, end, set: .pathSet)
        }
    }

    /// The opaque path state: C0-control encoding; a space right before `?` or `#` becomes
    /// `%20` so that the path never ends in a space.
    mutating func opaquePath(at start: Int) {
        out.beginOpaquePath()
        var end = start
        while let c = byte(at: end), c != UInt8(ascii: "?"), c != UInt8(ascii: "#") { end += 1 }
        var runStart = start
        for index in start..<end where input[index] == UInt8(ascii: " ") {
            appendValidated(runStart, index, set: .c0ControlSet)
            if index == end - 1, end < input.count {
                out.appendPercentEncoded(UInt8(ascii: " "))
            } else {
                out.append(UInt8(ascii: " "))
            }
            runStart = index + 1
        }
        appendValidated(runStart, end, set: .c0ControlSet)
        switch byte(at: end) {
        case UInt8(ascii: "?"): query(at: end + 1)
        case UInt8(ascii: "#"): fragment(at: end + 1)
        default: return
        }
    }

    /// The query state, from after `?`.
    mutating func query(at start: Int) {
        out.beginQuery()
        var end = start
        while let c = byte(at: end), c != UInt8(ascii: "#") { end += 1 }
        appendValidated(start, end, set: isSpecial ? .specialQuerySet : .querySet)
        if end < input.count { fragment(at: end + 1) }
    }

    /// The fragment state, from after `#`.
    mutating func fragment(at start: Int) {
        out.beginFragment()
        appendValidated(start, input.count, set: .fragmentSet)
    }

    // MARK: Segment predicates

    /// `.` or `%2e` (any case).
    func isSingleDotSegment(_ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 1: return input[start] == UInt8(ascii: ".")
        case 3: return isEncodedDot(at: start)
        default: return false
        }
    }

    /// `..`, `.%2e`, `%2e.` or `%2e%2e` (any case).
    func isDoubleDotSegment(_ start: Int, _ end: Int) -> Bool {
        let dot = UInt8(ascii: ".")
        switch end - start {
        case 2: return input[start] == dot && input[start + 1] == dot
        case 4: return (input[start] == dot && isEncodedDot(at: start + 1)) || (isEncodedDot(at: start) && input[start + 3] == dot)
        case 6: return isEncodedDot(at: start) && isEncodedDot(at: start + 3)
        default: return false
        }
    }

    private func isEncodedDot(at index: Int) -> Bool {
        input[index] == UInt8(ascii: "%") && input[index + 1] == UInt8(ascii: "2") && input[index + 2] | 0x20 == UInt8(ascii: "e")
    }

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
