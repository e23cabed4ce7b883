import LinkproofURL

/// Recursive descent over the pattern's bytes.
struct PatternParser {
    let bytes: [UInt8]
    var index = 0
    /// Groups open now: the parser's recursion is bounded by the pattern's own nesting,
    /// which is capped so that a hostile pattern cannot exhaust the stack.
    var depth = 0
    static let maximumDepth = 32

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(PatternError) -> PatternTree {
        guard !bytes.isEmpty else { throw PatternError(offset: 0, message: "an empty pattern matches only the empty value; write a pattern") }
        let tree = try alternation()
        if index < bytes.count { throw PatternError(offset: index, message: "unbalanced ')'") }
        return tree
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func alternation() throws(PatternError) -> PatternTree {
        var branches = [try sequence()]
        while peek == UInt8(ascii: "|") {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternTree {
        var items: [PatternTree] = []
        while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            items.append(try repeated(try atom()))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func atom() throws(PatternError) -> PatternTree {
        let at = index
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            if peek == UInt8(ascii: "?") { throw PatternError(offset: at, message: "'(?' (lookaround, flags, named groups) is not supported") }
            depth += 1
            guard depth <= Self.maximumDepth else { throw PatternError(offset: at, message: "groups nested more than \(Self.maximumDepth) deep") }
            let inner = try alternation()
            guard peek == UInt8(ascii: ")") else { throw PatternError(offset: at, message: "'(' is never closed") }
            index += 1
            depth -= 1
            return inner
        case UInt8(ascii: "["):
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) else { throw PatternError(offset: at, message: "'[' is never closed") }
            let body = String(decoding: bytes[index..<close], as: UTF8.self)
            if body.hasPrefix("^") { throw PatternError(offset: at, message: "a negated class '[^…]' is not supported: list the characters allowed") }
            guard let characterClass = CharacterClass(body) else {
                throw PatternError(offset: at, message: "'[\(body)]' is not an ASCII character class like [A-Za-z0-9_-]")
            }
            index = close + 1
            var low: UInt64 = 0
            var high: UInt64 = 0
            for member in UInt8(0x21)...UInt8(0x7E) where characterClass.contains(member) {
                if member < 64 { low |= 1 << UInt64(member) } else { high |= 1 << UInt64(member - 64) }
            }
            return .set(low: low, high: high)
        case UInt8(ascii: "\\"):
            guard let escaped = peek else { throw PatternError(offset: at, message: "'\\' ends the pattern") }
            index += 1
            if ASCII.isDigit(escaped) { throw PatternError(offset: at, message: "back-references ('\\\(Character(Unicode.Scalar(escaped)))') are not supported") }
            guard Self.metacharacters.contains(escaped) || escaped == UInt8(ascii: "-") else {
                throw PatternError(offset: at, message: "'\\\(Character(Unicode.Scalar(escaped)))' is not supported: escape only \\ [ ] ( ) { } | * + ? . ^ $ -, and write classes such as [0-9]")
            }
            return Self.literal(escaped)
        case UInt8(ascii: "."):
            throw PatternError(offset: at, message: "'.' is not supported: write '\\.' for a dot, or a class such as [A-Za-z0-9]")
        case UInt8(ascii: "^"), UInt8(ascii: "$"):
            throw PatternError(offset: at, message: "a pattern always matches the whole value: remove '\(Character(Unicode.Scalar(byte)))' (or write '\\\(Character(Unicode.Scalar(byte)))')")
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"):
            throw PatternError(offset: at, message: "'\(Character(Unicode.Scalar(byte)))' repeats nothing")
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw PatternError(offset: at, message: "unbalanced '\(Character(Unicode.Scalar(byte)))' (write '\\\(Character(Unicode.Scalar(byte)))')")
        default:
            guard byte >= 0x20, byte < 0x7F else { throw PatternError(offset: at, message: "only printable ASCII may be written in a pattern") }
            return Self.literal(byte)
        }
    }

    private static let metacharacters = Set("\\[](){}|*+?.^$".utf8)

    private static func literal(_ byte: UInt8) -> PatternTree {
        byte < 64 ? .set(low: 1 << UInt64(byte), high: 0) : .set(low: 0, high: 1 << UInt64(byte - 64))
    }

    /// `tree` followed by at most one quantifier.
    private mutating func repeated(_ tree: PatternTree) throws(PatternError) -> PatternTree {
        let at = index
        let bounds: (Int, Int?)
        switch peek {
        case UInt8(ascii: "?"): index += 1; bounds = (0, 1)
        case UInt8(ascii: "*"): index += 1; bounds = (0, nil)
        case UInt8(ascii: "+"): index += 1; bounds = (1, nil)
        case UInt8(ascii: "{"): index += 1; bounds = try counts(at)
        default: return tree
        }
        if let next = peek, [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{")].contains(next) {
            throw PatternError(offset: index, message: "a quantifier after a quantifier: group the first, '(a{2})*'")
        }
        return .repetition(tree, minimum: bounds.0, maximum: bounds.1)
    }

    /// The body of `{m}`, `{m,}` or `{m,n}` after the `{` at `at`.
    private mutating func counts(_ at: Int) throws(PatternError) -> (Int, Int?) {
        let minimum = try number(at)
        var maximum: Int? = minimum
        if peek == UInt8(ascii: ",") {
            index += 1
            maximum = peek == UInt8(ascii: "}") ? nil : try number(at)
        }
        guard peek == UInt8(ascii: "}") else { throw PatternError(offset: at, message: "a repetition is {m}, {m,} or {m,n}") }
        index += 1
        if let maximum, maximum < minimum { throw PatternError(offset: at, message: "{\(minimum),\(maximum)}: the maximum is below the minimum") }
        return (minimum, maximum)
    }

    private mutating func number(_ at: Int) throws(PatternError) -> Int {
        var value = 0
        let first = index
        while let byte = peek, ASCII.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            guard value <= ValuePattern.maximumRepetition else {
                throw PatternError(offset: at, message: "a repetition count above \(ValuePattern.maximumRepetition)")
            }
            index += 1
        }
        guard index > first else { throw PatternError(offset: at, message: "a repetition is {m}, {m,} or {m,n}") }
        return value
    }
}
