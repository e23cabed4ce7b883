/// The fast path: recognises input that is already (up to ASCII case in the scheme and a
/// special URL's host, and a special URL's missing `/` path) the serialization of the URL it
/// parses to: a `scheme://host` URL other than `file` with an ASCII domain (special schemes)
/// or a plain opaque host (others, such as an app's deep-link scheme), no credentials, a
/// non-default port without leading zeros, a path without dot segments, and nothing to
/// percent-encode or report. It checks this in
/// one pass without writing anything; when nothing needs repair the input itself becomes
/// `href`. Anything else goes to the full parser, so the scanner may be conservative but never
/// wrong (tests and the `url-fast-path` fuzz target compare it with the full parser). When
/// only what follows the authority needs work, the full parser resumes there (`Scan.authority`)
/// instead of parsing the scheme and host again.
///
/// Not a part of the spec: no branch here implements a step. Each test declines what some
/// step of the basic URL parser would change or report; the comments name those steps
/// (URL Standard at commit 6ae8486, as in `BasicURLParser`).
enum NormalizedURLScanner {
    /// How much of the input the scanner recognised.
    enum Scan {
        /// All of it: the URL is the input (up to what `Match` repairs).
        case whole(Match)
        /// `scheme://host[:port]`, already serialized up to ASCII case and a default port
        /// (which the serialization leaves out); what follows, from input index `rest`, is for
        /// the full parser's path start state. `layout` holds the authority's offsets, with
        /// `pathStart` the end of its serialization.
        case authority(Match, rest: Int)
        /// Not even that, or a URL the fast path leaves alone (file, credentials, IP hosts…).
        case none
    }

    /// A recognised input.
    struct Match {
        /// The layout of the serialization.
        var layout: URLLayout
        /// Whether the scheme (or a domain) has uppercase letters: everything before
        /// `lowercaseEnd` is lowercased.
        var needsLowercasing = false
        var lowercaseEnd = 0
        /// Whether the path is empty, so the serialization has `/` at `layout.pathStart`.
        var insertsSlash = false

        /// Whether the input is its own serialization.
        var isExact: Bool { !needsLowercasing && !insertsSlash }

        /// The serialization built from the input: copied whole, then lowercased up to
        /// `lowercaseEnd` and given its `/` in place.
        func href(from input: UnsafeBufferPointer<UInt8>) -> String {
            // A copy as it is (trimmed input) without the closure the other case needs.
            if isExact { return String(decoding: input, as: UTF8.self) }
            let slash = insertsSlash ? 1 : 0
            return String(unsafeUninitializedCapacity: input.count + slash) { buffer in
                guard let source = input.baseAddress, let target = buffer.baseAddress else { return 0 }
                let split = insertsSlash ? layout.pathStart : input.count
                target.initialize(from: source, count: split)
                if insertsSlash { target[split] = UInt8(ascii: "/") }
                (target + split + slash).initialize(from: source + split, count: input.count - split)
                if needsLowercasing {
                    for index in 0..<lowercaseEnd { target[index] = ASCII.lowercased(target[index]) }
                }
                return input.count + slash
            }
        }
    }

    /// The match for `input`, or nil when the full parser must handle it.
    static func match(_ input: UnsafeBufferPointer<UInt8>) -> Match? {
        guard case .whole(let match) = scan(input) else { return nil }
        return match
    }

    /// How much of `input` is already serialized.
    static func scan(_ input: UnsafeBufferPointer<UInt8>) -> Scan {
        // Scheme: not file, followed by exactly two slashes.
        guard let first = input.first, ASCII.isAlpha(first) else { return .none }
        var match = Match(layout: URLLayout())
        var index = 0
        var packed: UInt64 = 0
        if let http = httpSchemeEnd(input) {
            index = http.end
            packed = http.packed
        } else {
            while index < input.count, ScanClass(of: input[index]).contains(.schemeCode) {
                let byte = input[index]
                match.needsLowercasing = match.needsLowercasing || ASCII.isUppercase(byte)
                packed = packed << 8 | UInt64(ASCII.lowercased(byte))
                index += 1
            }
        }
        // Declines input without scheme state, step 2's `:`; without exactly two slashes after
        // it (what the special authority slashes and ignore slashes states report); or with a
        // trailing C0 control or space (basic URL parser, step 1).
        guard index < input.count, input[index] == UInt8(ascii: ":"),
              index + 3 < input.count, input[index + 1] == UInt8(ascii: "/"), input[index + 2] == UInt8(ascii: "/"),
              input[index + 3] != UInt8(ascii: "/"), input[index + 3] != UInt8(ascii: "\\"),
              let last = input.last, last > 0x20 else { return .none }
        let special = index <= SpecialScheme.longest ? SpecialScheme(packed: packed) : nil
        // Declines the file state and those after it (scheme state, step 2.5).
        guard special != .file else { return .none }
        match.layout.special = special
        match.layout.schemeEnd = index
        match.lowercaseEnd = index
        index += 3
        match.layout.usernameEnd = index
        match.layout.hostStart = index
        if special != nil {
            // A domain that host parsing keeps as it is, up to ASCII lowercasing (the domain
            // parser's step 5); no credentials (the authority state's step 1).
            guard let (hostEnd, hostHasUppercase) = domainEnd(input, from: index) else { return .none }
            match.needsLowercasing = match.needsLowercasing || hostHasUppercase
            match.lowercaseEnd = hostEnd
            match.layout.host = .domain
            index = hostEnd
        } else {
            // An opaque host that the opaque-host parser keeps as it is.
            guard let hostEnd = opaqueHostEnd(input, from: index) else { return .none }
            match.layout.host = .opaque
            index = hostEnd
        }
        match.layout.hostEnd = index
        if index < input.count, input[index] == UInt8(ascii: ":") {
            guard let (port, end) = port(input, from: index + 1) else { return .none }
            // Port state, step 2.1.3 would drop a default port: the full parser goes on from
            // the path start state.
            guard port != special?.defaultPort else {
                match.layout.pathStart = match.layout.hostEnd
                return .authority(match, rest: end)
            }
            match.layout.port = port
            index = end
        }
        match.layout.pathStart = index
        let authority = Scan.authority(match, rest: index)
        if index < input.count, input[index] == UInt8(ascii: "/") {
            // A path that the path state keeps as it is (no dot segment: steps 1.2-1.3;
            // nothing to encode or report: step 2).
            guard let pathEnd = pathEnd(input, from: index) else { return authority }
            index = pathEnd
        } else {
            // Host state, step 1: in a special URL a `\` ends the host as `/` does (the domain
            // scans stop there; a port does not end with one). The path start state reports it
            // and reads it as `/`: the full parser goes on from there, without reading the
            // authority again. (Tested here, after the `/` test, so that a URL with a path
            // pays nothing for it.)
            if special != nil, index < input.count, input[index] == UInt8(ascii: "\\") { return authority }
            // Path start state, step 1 then path state, step 1.4: a special URL's empty path
            // is `/`.
            match.insertsSlash = special != nil
        }
        let shift = match.insertsSlash ? 1 : 0
        // A query and a fragment that the query and fragment states keep as they are.
        if index < input.count, input[index] == UInt8(ascii: "?") {
            match.layout.queryMark = index + shift
            let attention: ScanClass = special != nil ? .specialQueryAttention : .queryAttention
            guard let end = scan(input, from: index + 1, attention: attention, stop: UInt8(ascii: "#")) else { return authority }
            index = end
        }
        if index < input.count {
            match.layout.fragmentMark = index + shift
            guard scan(input, from: index + 1, attention: .fragmentAttention, stop: nil) != nil else { return authority }
        }
        return .whole(match)
    }

    /// The end of the scheme of input that starts with `https://` or `http://`, the most common
    /// schemes by far, and the scheme packed as `SpecialScheme(packed:)` reads it: one
    /// comparison of the first eight bytes each, where the scheme loop ends after a count of
    /// bytes that a branch predictor misses (DESIGN.md, Performance).
    private static func httpSchemeEnd(_ input: UnsafeBufferPointer<UInt8>) -> (end: Int, packed: UInt64)? {
        guard let bytes = EightBytes(input) else { return nil }
        let word = bytes.word(at: 0)
        if word == httpsWord { return (5, 0x68_7474_7073) }
        if word & 0x00FF_FFFF_FFFF_FFFF == httpWord { return (4, 0x6874_7470) }
        return nil
    }

    /// `https://` as `EightBytes.word(at: 0)` reads it (`h` the lowest byte). (A literal, not a
    /// `static let`: a global's lazy initialization would cost a call on every parse.)
    static var httpsWord: UInt64 { 0x2F2F_3A73_7074_7468 }
    /// `http://` as the seven lowest bytes of `EightBytes.word(at: 0)`.
    static var httpWord: UInt64 { 0x2F_2F3A_7074_7468 }

    /// The end of an ASCII domain starting at `start` that is neither empty nor an IPv4
    /// candidate (its last label starting with a digit) nor Punycode (`xn--`) nor refused by
    /// strict ToASCII (`StrictASCIIDomain`: the domain parser's step 2 would report it), and
    /// whether it has uppercase letters. A domain of lowercase letters, digits and dots only is
    /// read eight bytes a step (`plainDomain`), any other label by label (`labelDomainEnd`).
    static func domainEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Bool)? {
        guard let plain = plainDomain(input, from: start) else { return labelDomainEnd(input, from: start) }
        guard !ASCII.isDigit(input[plain.lastLabelStart]) else { return nil }
        return (plain.end, false)
    }

    /// A domain from `start` of 1 to 63 lowercase letters, digits and dots without an empty
    /// label or a final `.`, whose last label has at most 8 bytes, followed by what ends a host:
    /// where it ends and where its last label starts. Nil for any other domain (one with a `-`
    /// or an uppercase letter stops at it). Such a domain passes the checks of `labelDomainEnd`
    /// but the last (its last label's first byte): every label is 1 to 63 bytes long, none has
    /// a `-`, the whole is not too long, nothing is uppercase. Reads eight bytes a step
    /// (`EightBytes`): a domain of three labels was three loops, each ending after a number of
    /// bytes that varies (DESIGN.md, Performance).
    static func plainDomain(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, lastLabelStart: Int)? {
        guard let bytes = EightBytes(input) else { return nil }
        var index = start
        // A `.` right after a `.`.
        var emptyLabels: UInt64 = 0
        // 0x80 when the byte before `index` is a `.`.
        var dotBefore: UInt64 = 0
        while true {
            let word = bytes.word(at: index)
            let lowercase = EightBytes.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z"))
            let digits = EightBytes.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
            let dots = EightBytes.equal(word, UInt8(ascii: "."))
            let stops = ~(lowercase | digits | dots) & EightBytes.repeated(0x80)
            emptyLabels |= dots & (dots << 8 | dotBefore) & EightBytes.before(firstOf: stops)
            if stops != 0 {
                index &+= EightBytes.first(stops)
                break
            }
            dotBefore = dots >> 56
            index &+= 8
        }
        guard emptyLabels == 0, index > start, index &- start <= StrictASCIIDomain.maximumLabelLength, isDomainEnd(input, at: index),
              input[start] != UInt8(ascii: "."), input[index &- 1] != UInt8(ascii: ".") else { return nil }
        // The last label: after the last `.` of the domain's last (up to) eight bytes. (Found
        // once here, not word by word in the loop, where the compiler made it a branch.)
        let windowStart = Swift.max(index &- 8, start)
        let dots = EightBytes.equal(bytes.word(at: windowStart), UInt8(ascii: ".")) & ~(UInt64.max << UInt64(8 &* (index &- windowStart)))
        guard dots != 0 else { return windowStart == start ? (index, start) : nil }
        return (index, windowStart &+ EightBytes.last(dots) &+ 1)
    }

    /// `domainEnd` label by label, for any ASCII domain: the usual byte costs one test.
    static func labelDomainEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Bool)? {
        func isPlain(_ byte: UInt8) -> Bool { ScanClass(of: byte).contains(.plainLabel) }
        var index = start
        var hasUppercase = false
        var lastLabelStart = start
        while true {
            let labelStart = index
            var hasHyphen = false
            while true {
                while index < input.count, isPlain(input[index]) { index += 1 }
                guard index < input.count else { break }
                if ASCII.isUppercase(input[index]) {
                    hasUppercase = true
                } else if input[index] == UInt8(ascii: "-") {
                    hasHyphen = true
                } else {
                    break
                }
                index += 1
            }
            if index > labelStart { lastLabelStart = labelStart }
            let endsLabel = index < input.count && input[index] == UInt8(ascii: ".")
            // The domain parser's step 2 would report the label (the last may be an empty
            // root label). Its hyphen checks refuse every `xn--` label too.
            if endsLabel || index > labelStart {
                guard StrictASCIIDomain.hasValidLength(index - labelStart) else { return nil }
                if hasHyphen, !StrictASCIIDomain.hasValidHyphens(input, labelStart, index) { return nil }
            }
            guard endsLabel else { break }
            index += 1
        }
        guard index > start, !ASCII.isDigit(input[lastLabelStart]),
              !StrictASCIIDomain.isTooLong(count: index - start, endsWithDot: input[index - 1] == UInt8(ascii: ".")) else { return nil }
        guard isDomainEnd(input, at: index) else { return nil }
        return (index, hasUppercase)
    }

    /// The end of a non-empty opaque host that the opaque-host parser keeps as it is.
    private static func opaqueHostEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < input.count {
            let byte = input[index]
            if ScanClass(of: byte).contains(.opaqueHost) {
                index += 1
            } else if byte == UInt8(ascii: "%"), isPercentEncodedByte(input, at: index) {
                index += 3
            } else {
                break
            }
        }
        guard index > start, isHostEnd(input, at: index) else { return nil }
        return index
    }

    /// A port as it serializes: decimal digits, no leading zero, at most 65535.
    private static func port(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt16, Int)? {
        var index = start
        var value: UInt32 = 0
        while index < input.count, ASCII.isDigit(input[index]), index - start < 5 {
            value = value * 10 + UInt32(input[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index == input.count || endsAuthority(input[index]),
              input[start] != UInt8(ascii: "0") || index == start + 1, let port = UInt16(exactly: value) else { return nil }
        return (port, index)
    }

    /// The end of a path from its first `/`: no dot segment, nothing to encode or report. Reads
    /// eight bytes a step (`EightBytes`) over segments of bytes that need no look and do not
    /// start with `.`; from the last `/` before anything else, segment by segment
    /// (`segmentPathEnd`). A byte-at-a-time loop stopped at every `/`, its length varying
    /// from segment to segment (DESIGN.md, Performance).
    static func pathEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let bytes = EightBytes(input) else { return segmentPathEnd(input, from: start) }
        var index = start
        // 0x80 when the byte before `index` is a `/`.
        var slashBefore: UInt64 = 0
        while true {
            let word = bytes.word(at: index)
            // What the path state copies as it is, and `/`: `&` to `;`, ASCII letters (those
            // that `| 0x20` puts in `a...z`), `_` (a subset: the others, such as `!`, `@` or `~`,
            // go to `segmentPathEnd`).
            let plain = EightBytes.inRange(word, 0x26, 0x3B) | EightBytes.inRange(word | EightBytes.repeated(0x20), 0x61, 0x7A)
                | EightBytes.equal(word, UInt8(ascii: "_"))
            let slashes = EightBytes.equal(word, UInt8(ascii: "/"))
            // A segment that starts with `.` may be a dot segment: `segmentPathEnd` looks.
            let stops = ~plain & EightBytes.repeated(0x80) | EightBytes.equal(word, UInt8(ascii: ".")) & (slashes << 8 | slashBefore)
            if stops != 0 {
                index &+= EightBytes.first(stops)
                break
            }
            slashBefore = slashes >> 56
            index &+= 8
        }
        // The last segment, like the others, neither starts with `.` nor has a byte to look at.
        if index == input.count || input[index] == UInt8(ascii: "?") || input[index] == UInt8(ascii: "#") { return index }
        // Else segment by segment from the `/` that starts the segment with that byte (the
        // segments before it are checked).
        var lastSlash = index &- 1
        while input[lastSlash] != UInt8(ascii: "/") { lastSlash &-= 1 }
        return segmentPathEnd(input, from: lastSlash)
    }

    /// `pathEnd` byte by byte, segment by segment, from a `/`.
    static func segmentPathEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var segmentStart = start
        while index < input.count {
            let byte = input[index]
            guard ScanClass(of: byte).contains(.pathAttention) else {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                guard !isDotSegment(input, segmentStart, index) else { return nil }
                if byte != UInt8(ascii: "/") { return index }
                segmentStart = index + 1
            case UInt8(ascii: "%"):
                guard isPercentEncodedByte(input, at: index) else { return nil }
            default:
                return nil
            }
            index += 1
        }
        return isDotSegment(input, segmentStart, index) ? nil : index
    }

    /// Whether `input[start..<end]` is a dot segment (cheap for the usual segment, which
    /// starts with neither `.` nor `%`).
    private static func isDotSegment(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start < end, input[start] == UInt8(ascii: ".") || input[start] == UInt8(ascii: "%") else { return false }
        return DotSegment.isSingle(input, start, end) || DotSegment.isDouble(input, start, end)
    }

    /// Whether a host ends at `index`: the end, a port's `:` or what ends the authority.
    private static func isHostEnd(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index == input.count || input[index] == UInt8(ascii: ":") || endsAuthority(input[index])
    }

    /// `isHostEnd` for a special URL's domain, which a `\` ends too (host state, step 1).
    private static func isDomainEnd(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        isHostEnd(input, at: index) || input[index] == UInt8(ascii: "\\")
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// Scans a query or fragment up to `stop` (or the end): nil if anything would change.
    private static func scan(_ input: UnsafeBufferPointer<UInt8>, from start: Int, attention: ScanClass, stop: UInt8?) -> Int? {
        var index = start
        while index < input.count {
            let byte = input[index]
            if ScanClass(of: byte).contains(attention) {
                if byte == stop { return index }
                guard byte == UInt8(ascii: "%"), isPercentEncodedByte(input, at: index) else { return nil }
            }
            index += 1
        }
        return index
    }

    private static func isPercentEncodedByte(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < input.count && ASCII.hexValue(input[index + 1]) != nil && ASCII.hexValue(input[index + 2]) != nil
    }
}
