/// `android.os.PatternMatcher`, ported from AOSP's `core/java/android/os/PatternMatcher.java`
/// as Android 15 ships it (read at `muhomorr/platform_frameworks_base-15`, commit
/// 61577715889e22a1c5b40c2daf75dce85fbd1502): `matchPattern`, `matchGlobPattern`,
/// `parseAndVerifyAdvancedPattern`, `matchAdvancedPattern`, `matchChars` and `matchChar`,
/// line for line, over UTF-16 code units as Java's `String.charAt` sees them.
///
/// What the port keeps that a reading of the documentation would not:
/// - In `pathPattern`, `\.` still matches **any** character: `matchGlobPattern` tests
///   `c != '.'` without looking at `escaped` (only the `.*` case does), so `/a\.html` matches
///   `/axhtml`. An escaped `*` is a literal `*`.
/// - `pathPattern` (`simpleGlob`) never backtracks: `.*` followed by `X` stops at the
///   **first** `X` of the path, so `.*abc` does not match `/xabyabc`; `x*` takes every `x`,
///   so `a*a` matches no string of `a`s.
/// - `pathAdvancedPattern` is greedy without backtracking too: `.*` eats the rest of the path,
///   so `/.*\.html` matches nothing; a `}` outside a range is dropped, not matched.
/// - Range counts are read by Java's `Integer.parseInt` (a sign, any Unicode decimal digit).
/// - `literal`, `prefix` and `suffix` compare UTF-16 code units exactly: no case folding,
///   no decoding (the path they see is `Uri.getPath()`, already decoded).
package struct AndroidPatternMatcher: Sendable, Equatable {
    /// The pattern types, with AOSP's numbers (`PATTERN_LITERAL` … `PATTERN_SUFFIX`).
    public enum Kind: Int, Sendable, CaseIterable, Codable {
        case literal = 0
        case prefix = 1
        case simpleGlob = 2
        case advancedGlob = 3
        case suffix = 4

        /// The manifest attribute for a path of this kind (`toPrettyString`).
        public var pathAttribute: String {
            switch self {
            case .literal: "path"
            case .prefix: "pathPrefix"
            case .simpleGlob: "pathPattern"
            case .advancedGlob: "pathAdvancedPattern"
            case .suffix: "pathSuffix"
            }
        }
    }

    /// The pattern as written (after the manifest is compiled: the XML's `\\.` is `\.`).
    public let pattern: String
    public let kind: Kind
    /// The pattern's UTF-16 code units.
    let units: [UInt16]
    /// `mParsedPattern`: the advanced pattern's tokens (negative placeholders, characters, counts).
    let parsed: [Int32]
    /// The advanced pattern's tokens as its match reads them.
    let advancedTokens: [AdvancedToken]

    /// `new PatternMatcher(pattern, type)`; an advanced pattern that AOSP's parser refuses
    /// throws with AOSP's message.
    public init(_ pattern: String, kind: Kind) throws(AndroidPatternError) {
        self.pattern = pattern
        self.kind = kind
        self.units = Array(pattern.utf16)
        self.parsed = kind == .advancedGlob ? try Self.parseAndVerifyAdvancedPattern(units) : []
        self.advancedTokens = Self.readAdvancedTokens(parsed)
    }

    /// `match(String)`: false for a missing string (`Uri.getPath()` of an opaque URI).
    public func matches(_ string: String?) -> Bool {
        guard let string else { return false }
        return matches(units: Array(string.utf16))
    }

    /// `matchPattern` over a string's UTF-16 code units.
    func matches(units match: [UInt16]) -> Bool {
        switch kind {
        case .literal: return units == match
        case .prefix: return match.starts(with: units)
        case .simpleGlob: return Self.matchGlobPattern(units, match)
        case .advancedGlob: return Self.matchAdvancedPattern(parsed, advancedTokens, match)
        case .suffix: return match.count >= units.count && match[(match.count - units.count)...].elementsEqual(units)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind && lhs.pattern == rhs.pattern }

    // MARK: PATTERN_SIMPLE_GLOB

    static let dot = UInt16(UInt8(ascii: "."))
    static let star = UInt16(UInt8(ascii: "*"))
    static let backslash = UInt16(UInt8(ascii: "\\"))

    /// `matchGlobPattern(pattern, match)`.
    static func matchGlobPattern(_ pattern: [UInt16], _ match: [UInt16]) -> Bool {
        let np = pattern.count
        if np <= 0 { return match.count <= 0 }
        let nm = match.count
        var ip = 0, im = 0
        var nextChar = pattern[0]
        func charAt(_ index: Int) -> UInt16 { index < np ? pattern[index] : 0 }
        while ip < np && im < nm {
            var c = nextChar
            ip += 1
            nextChar = charAt(ip)
            let escaped = c == backslash
            if escaped {
                c = nextChar
                ip += 1
                nextChar = charAt(ip)
            }
            if nextChar == star {
                if !escaped && c == dot {
                    // At the end with a pattern match: all is good without checking.
                    if ip >= np - 1 { return true }
                    ip += 1
                    nextChar = pattern[ip]
                    // Consume everything until the next character in the pattern is found.
                    if nextChar == backslash {
                        ip += 1
                        nextChar = charAt(ip)
                    }
                    repeat {
                        if match[im] == nextChar { break }
                        im += 1
                    } while im < nm
                    // The next character in the pattern did not exist in the match.
                    if im == nm { return false }
                    ip += 1
                    nextChar = charAt(ip)
                    im += 1
                } else {
                    // Consume only characters matching the one before '*'.
                    repeat {
                        if match[im] != c { break }
                        im += 1
                    } while im < nm
                    ip += 1
                    nextChar = charAt(ip)
                }
            } else {
                if c != dot && match[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        // The match string may be finished with a '.*' left at the end of the pattern.
        if ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star { return true }
        return false
    }

    // MARK: PATTERN_ADVANCED_GLOB

    // Parsed placeholders for advanced patterns (AOSP's values).
    private static let charSetStart: Int32 = -1
    private static let charSetInverseStart: Int32 = -2
    private static let charSetStop: Int32 = -3
    private static let charAny: Int32 = -4
    private static let rangeStart: Int32 = -5
    private static let rangeStop: Int32 = -6
    private static let zeroOrMore: Int32 = -7
    private static let oneOrMore: Int32 = -8
    /// `MAX_PATTERN_STORAGE`.
    private static let maxPatternStorage = 2048

    private static func isParsedModifier(_ token: Int32) -> Bool {
        token == oneOrMore || token == zeroOrMore || token == rangeStop || token == rangeStart
    }

    /// `parseAndVerifyAdvancedPattern(pattern)`: the token array, or AOSP's exception.
    static func parseAndVerifyAdvancedPattern(_ pattern: [UInt16]) throws(AndroidPatternError) -> [Int32] {
        let lp = pattern.count
        var ip = 0
        var out: [Int32] = []
        var inSet = false, inRange = false, inCharClass = false
        func charAt(_ index: Int) throws(AndroidPatternError) -> UInt16 {
            // Java's charAt past the end throws StringIndexOutOfBoundsException.
            guard index < lp else { throw AndroidPatternError(.indexOutOfBounds, offset: index) }
            return pattern[index]
        }
        while ip < lp {
            if out.count > maxPatternStorage - 3 { throw AndroidPatternError(.tooLarge, offset: ip) }
            var c = pattern[ip]
            var addToParsedPattern = false
            switch c {
            case UInt16(UInt8(ascii: "[")):
                if inSet {
                    addToParsedPattern = true  // literal or char class in a set
                } else {
                    if try charAt(ip + 1) == UInt16(UInt8(ascii: "^")) {
                        out.append(charSetInverseStart)
                        ip += 1  // skip over the '^'
                    } else {
                        out.append(charSetStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case UInt16(UInt8(ascii: "]")):
                if !inSet {
                    addToParsedPattern = true  // literal outside of a set
                } else {
                    let last = out[out.count - 1]
                    if last == charSetStart || last == charSetInverseStart {
                        throw AndroidPatternError(.emptySet, offset: ip)
                    }
                    out.append(charSetStop)
                    inSet = false
                    inCharClass = false
                }
            case UInt16(UInt8(ascii: "{")):
                if !inSet {
                    if out.isEmpty || isParsedModifier(out[out.count - 1]) { throw AndroidPatternError(.modifierWithoutToken, offset: ip) }
                    out.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case UInt16(UInt8(ascii: "}")):
                if inRange {  // only a range in progress ends here
                    out.append(rangeStop)
                    inRange = false
                }
            case star, UInt16(UInt8(ascii: "+")):
                if !inSet {
                    if out.isEmpty || isParsedModifier(out[out.count - 1]) { throw AndroidPatternError(.modifierWithoutToken, offset: ip) }
                    out.append(c == star ? zeroOrMore : oneOrMore)
                }
            case dot:
                if !inSet { out.append(charAny) }
            case backslash:
                if ip + 1 >= lp { throw AndroidPatternError(.escapeAtEnd, offset: ip) }
                ip += 1
                c = pattern[ip]
                addToParsedPattern = true
            default:
                addToParsedPattern = true
            }
            if inSet {
                if inCharClass {
                    out.append(Int32(c))
                    inCharClass = false
                } else if ip + 2 < lp && pattern[ip + 1] == UInt16(UInt8(ascii: "-")) && pattern[ip + 2] != UInt16(UInt8(ascii: "]")) {
                    // A character class: this is its lower end.
                    inCharClass = true
                    out.append(Int32(c))
                    ip += 1  // past the dash
                } else {
                    out.append(Int32(c))  // a literal is a class of one
                    out.append(Int32(c))
                }
            } else if inRange {
                guard let endOfSet = pattern[ip...].firstIndex(of: UInt16(UInt8(ascii: "}"))) else {
                    throw AndroidPatternError(.rangeNotEnded, offset: ip)
                }
                let range = Array(pattern[ip..<endOfSet])
                let bounds: (Int32, Int32)
                if let comma = range.firstIndex(of: UInt16(UInt8(ascii: ","))) {
                    guard let minimum = JavaText.parseInt(range[..<comma]) else { throw AndroidPatternError(.rangeFormat, offset: ip) }
                    if comma == range.count - 1 {  // {n,}: n or more
                        bounds = (minimum, Int32.max)
                    } else {
                        guard let maximum = JavaText.parseInt(range[(comma + 1)...]) else { throw AndroidPatternError(.rangeFormat, offset: ip) }
                        bounds = (minimum, maximum)
                    }
                } else {
                    guard let count = JavaText.parseInt(range[...]) else { throw AndroidPatternError(.rangeFormat, offset: ip) }
                    bounds = (count, count)
                }
                if bounds.0 > bounds.1 { throw AndroidPatternError(.rangeMinimumOverMaximum, offset: ip) }
                out.append(bounds.0)
                out.append(bounds.1)
                ip = endOfSet
                continue  // the '}' is read next
            } else if addToParsedPattern {
                out.append(Int32(c))
            }
            ip += 1
        }
        if inSet { throw AndroidPatternError(.setNotTerminated, offset: lp) }
        return out
    }

    enum TokenType { case literal, any, set, inverseSet }

    /// One token of a parsed advanced pattern as `matchAdvancedPattern` reads it: what it
    /// matches (a literal, any character, or a set whose ranges are `parsed[start..<end]`) and
    /// how many times (`{1,1}` when no modifier follows).
    struct AdvancedToken: Sendable {
        let type: TokenType
        let start: Int
        let end: Int
        let minimum: Int32
        let maximum: Int32
    }

    /// The tokens of a parsed advanced pattern, read as `matchAdvancedPattern`'s loop reads
    /// them (which depends on the pattern alone, not on the string matched).
    static func readAdvancedTokens(_ parsed: [Int32]) -> [AdvancedToken] {
        var tokens: [AdvancedToken] = []
        var ip = 0
        let lp = parsed.count
        var charSetStart = 0, charSetEnd = 0
        while ip < lp {
            let tokenType: TokenType
            switch parsed[ip] {
            case charAny:
                tokenType = .any
                ip += 1
            case Self.charSetStart, charSetInverseStart:
                tokenType = parsed[ip] == Self.charSetStart ? .set : .inverseSet
                charSetStart = ip + 1
                ip += 1
                while ip < lp && parsed[ip] != charSetStop { ip += 1 }
                charSetEnd = ip - 1  // on the set stop; the end is the entry before
                ip += 1
            default:
                charSetStart = ip
                tokenType = .literal
                ip += 1
            }
            let minimum: Int32, maximum: Int32
            if ip >= lp {
                (minimum, maximum) = (1, 1)
            } else {
                switch parsed[ip] {
                case zeroOrMore:
                    (minimum, maximum) = (0, Int32.max)
                    ip += 1
                case oneOrMore:
                    (minimum, maximum) = (1, Int32.max)
                    ip += 1
                case rangeStart:
                    minimum = parsed[ip + 1]
                    maximum = parsed[ip + 2]
                    ip += 4  // over both counts and the range stop
                default:
                    (minimum, maximum) = (1, 1)  // an implied single token
                }
            }
            tokens.append(AdvancedToken(type: tokenType, start: charSetStart, end: charSetEnd, minimum: minimum, maximum: maximum))
        }
        return tokens
    }

    /// `matchAdvancedPattern(parsedPattern, match)`, over the pattern's tokens.
    static func matchAdvancedPattern(_ parsed: [Int32], _ tokens: [AdvancedToken], _ match: [UInt16]) -> Bool {
        var im = 0
        for token in tokens {
            if token.minimum > token.maximum { return false }
            // Match as many characters as possible (matchChars): no backtracking.
            var matched: Int32 = 0
            while matched < token.maximum && im + Int(matched) < match.count && matchChar(match[im + Int(matched)], token, parsed) {
                matched += 1
            }
            if matched < token.minimum { return false }
            im += Int(matched)
        }
        return im >= match.count
    }

    /// `matchChar`, for a character of the string (one past its end never matches).
    static func matchChar(_ character: UInt16, _ token: AdvancedToken, _ parsed: [Int32]) -> Bool {
        let character = Int32(character)
        switch token.type {
        case .any:
            return true
        case .set, .inverseSet:
            var inSet = false
            var i = token.start
            while i < token.end {
                if character >= parsed[i] && character <= parsed[i + 1] { inSet = true; break }
                i += 2
            }
            return token.type == .set ? inSet : !inSet
        case .literal:
            return character == parsed[token.start]
        }
    }
}

/// Why AOSP's `PatternMatcher` refuses an advanced pattern: the exception its constructor
/// throws, with the UTF-16 offset in the pattern where the parser stopped.
package struct AndroidPatternError: Error, Sendable, Equatable {
    public enum Reason: String, Sendable {
        case tooLarge = "Pattern is too large!"
        case emptySet = "You must define characters in a set."
        case modifierWithoutToken = "Modifier must follow a token."
        case escapeAtEnd = "Escape found at end of pattern!"
        case rangeNotEnded = "Range not ended with '}'"
        case rangeFormat = "Range number format incorrect"
        case rangeMinimumOverMaximum = "Range quantifier minimum is greater than maximum"
        case setNotTerminated = "Set was not terminated!"
        /// `[` as the last character: Java's `charAt` throws StringIndexOutOfBoundsException.
        case indexOutOfBounds = "StringIndexOutOfBoundsException"
    }

    public let reason: Reason
    /// The UTF-16 offset in the pattern.
    public let offset: Int

    init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The exception as Android reports it.
    public var message: String {
        reason == .indexOutOfBounds
            ? "StringIndexOutOfBoundsException at offset \(offset)"
            : "IllegalArgumentException: \(reason.rawValue) (offset \(offset))"
    }
}
