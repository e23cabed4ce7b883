import LinkproofURL

/// A `pattern` parameter type's expression, compiled at load into a deterministic automaton
/// that decides a value in one table step a byte: time linear in the value, whatever the
/// pattern (there is no backtracking to blow up).
///
/// The syntax is small, and the whole value must match (no `^`, `$`: anchoring is implied):
/// - a literal: any printable ASCII character but `\ [ ] ( ) { } | * + ? . ^ $`, or one of
///   those escaped with `\` (`\.`, `\-`);
/// - a class `[A-Za-z0-9_-]`: ASCII ranges and characters, as in `characters` (`-` first or
///   last is literal; no negation, no escapes inside);
/// - a group `( … )`, alternation `a|b`;
/// - repetition after a literal, class or group: `?`, `*`, `+`, `{m}`, `{m,}`, `{m,n}`
///   (counts up to `maximumRepetition`).
/// Not supported, each refused with its reason: `.`, back-references (`\1`), other escapes
/// (`\d`, `\w`: write the class), lookaround and flags (`(?`). Values are matched as UTF-8
/// bytes against ASCII classes, so a value with a non-ASCII character never matches.
///
/// The compiled form is capped (`maximumNFAStates`, `maximumTransitions`): a pattern whose
/// automaton would be larger is refused when the manifest loads, not slow when a link arrives.
public struct ValuePattern: Hashable, Sendable {
    /// The pattern as the manifest wrote it.
    public let source: String
    /// The byte class of each byte (256 entries): bytes no part of the pattern tells apart share one.
    private let byteClasses: [UInt8]
    private let classCount: Int
    /// `transitions[state * classCount + class]` is the next state; state 0 is dead.
    private let transitions: [UInt16]
    private let accepting: [Bool]
    private let start: Int
    /// The steps compiling took (`maximumWork` at most), which a manifest adds up.
    public let compilationWork: Int
    /// For each state, the fewest printable bytes to a match (-1: never), for `example`.
    private let distance: [Int32]

    /// The most states the expanded pattern (before determinization) may have.
    public static let maximumNFAStates = 2048
    /// The most entries of the compiled table (automaton states × byte classes): 128 KiB of it.
    public static let maximumTransitions = 65_536
    /// The most NFA states compiling may visit (each subset's closure and moves), which bounds
    /// the time a hostile pattern costs when the manifest loads (under 0.1 s in a release build).
    public static let maximumWork = 1 << 20
    /// The largest count a repetition `{m,n}` may write.
    public static let maximumRepetition = 1000

    public static func == (lhs: ValuePattern, rhs: ValuePattern) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Compiles `source`; the error says what is wrong and where (a byte offset in it).
    public init(_ source: String) throws(PatternError) {
        var parser = PatternParser(bytes: Array(source.utf8))
        let tree = try parser.parse()
        var nfa = PatternNFA()
        let entry = try nfa.build(tree)
        let dfa = try PatternDFA(nfa: nfa, entry: entry)
        self.source = source
        byteClasses = dfa.byteClasses
        classCount = dfa.classCount
        transitions = dfa.transitions
        accepting = dfa.accepting
        start = dfa.start
        compilationWork = dfa.work
        distance = Self.distances(transitions: dfa.transitions, byteClasses: dfa.byteClasses, classCount: dfa.classCount, accepting: dfa.accepting)
    }

    /// Whether the whole of `bytes` matches: one table step a byte, stopping at the dead state.
    public func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        transitions.withUnsafeBufferPointer { table in
            byteClasses.withUnsafeBufferPointer { classes in
                var state = start
                for byte in bytes {
                    state = Int(table[state &* classCount &+ Int(classes[Int(byte)])])
                    if state == 0 { return false }
                }
                return accepting[state]
            }
        }
    }

    /// How many states the compiled automaton has (the dead state included).
    public var stateCount: Int { accepting.count }

    /// The next state from `state` on `byte`.
    private func step(_ state: Int, _ byte: UInt8) -> Int {
        Int(transitions[state * classCount + Int(byteClasses[Int(byte)])])
    }

    /// For each state, the fewest printable ASCII bytes that lead on to an accepting state
    /// (-1: none do, as from the dead state): a breadth-first search backwards from the
    /// accepting states.
    private static func distances(transitions: [UInt16], byteClasses: [UInt8], classCount: Int, accepting: [Bool]) -> [Int32] {
        var predecessors = Array(repeating: [Int](), count: accepting.count)
        for state in 1..<accepting.count {
            for classID in Set(printable.map { byteClasses[Int($0)] }) {
                predecessors[Int(transitions[state * classCount + Int(classID)])].append(state)
            }
        }
        var distance = accepting.map { $0 ? Int32(0) : -1 }
        var queue = accepting.indices.filter { accepting[$0] }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for previous in predecessors[state] where distance[previous] < 0 {
                distance[previous] = distance[state] + 1
                queue.append(previous)
            }
        }
        return distance
    }

    /// The printable ASCII bytes a value may be drawn from: digits and letters first, so that
    /// the simplest value is one a link carries as written (`tide-00`, not `tide-!!`).
    private static let printable: [UInt8] = {
        let all = Array(UInt8(0x20)...UInt8(0x7E))
        return all.filter(ASCII.isAlphanumeric) + all.filter { !ASCII.isAlphanumeric($0) }
    }()

    /// A value that matches, made of printable ASCII, built one byte at a time by `choose`:
    /// given a count of options, it returns one below it. Option 0 is always the step towards
    /// the shortest match (stop when the value matches, else the smallest byte that brings a
    /// match nearest, digits and letters before punctuation), so choosing 0 throughout gives the simplest value; past `freeSteps`
    /// bytes only option 0 is offered, so every walk ends.
    public func example(freeSteps: Int = 48, choosing choose: (Int) -> Int) -> String {
        var state = start
        var bytes: [UInt8] = []
        while true {
            let remaining = distance[state]
            guard remaining >= 0 else { return "" }  // unreachable: every pattern matches some value
            let live = Self.printable.filter { distance[step(state, $0)] >= 0 }
            // Option 0 first (stop, or the smallest byte nearest a match), then every other live byte.
            var options: [UInt8?] = [remaining == 0 ? nil : live.first { distance[step(state, $0)] == remaining - 1 }]
            if bytes.count < freeSteps { options += live.filter { $0 != options[0] }.map(Optional.some) }
            let chosen = options[min(max(0, choose(options.count)), options.count - 1)]
            guard let byte = chosen else { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
            state = step(state, byte)
        }
    }
}

/// What is wrong with a pattern: the message and the byte offset in the pattern.
public struct PatternError: Error, Hashable, Sendable {
    public var offset: Int
    public var message: String
}

/// The parsed pattern.
private indirect enum PatternTree {
    /// One byte of a set (a literal or a class): 128 bits, ASCII only.
    case set(low: UInt64, high: UInt64)
    case sequence([PatternTree])
    case alternation([PatternTree])
    /// `maximum` nil: unbounded.
    case repetition(PatternTree, minimum: Int, maximum: Int?)
}

/// Recursive descent over the pattern's bytes.
private struct PatternParser {
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

/// Thompson's construction: states that read one byte of a set, or split without reading.
private struct PatternNFA {
    enum State {
        case read(low: UInt64, high: UInt64, next: Int)
        case split([Int])
        case accept
    }

    var states: [State] = []

    /// Builds `tree` followed by the accepting state; returns the entry state.
    mutating func build(_ tree: PatternTree) throws(PatternError) -> Int {
        let accept = try add(.accept)
        return try build(tree, then: accept)
    }

    private mutating func add(_ state: State) throws(PatternError) -> Int {
        guard states.count < ValuePattern.maximumNFAStates else {
            throw PatternError(offset: 0, message: "the pattern expands to more than \(ValuePattern.maximumNFAStates) states: lower its repetition counts")
        }
        states.append(state)
        return states.count - 1
    }

    /// The entry of `tree`, built backwards so that each piece knows its continuation.
    private mutating func build(_ tree: PatternTree, then next: Int) throws(PatternError) -> Int {
        switch tree {
        case .set(let low, let high):
            return try add(.read(low: low, high: high, next: next))
        case .sequence(let items):
            var entry = next
            for item in items.reversed() { entry = try build(item, then: entry) }
            return entry
        case .alternation(let branches):
            var entries: [Int] = []
            for branch in branches { entries.append(try build(branch, then: next)) }
            return try add(.split(entries))
        case .repetition(let inner, let minimum, let maximum):
            var entry = next
            if let maximum {
                // The optional copies, innermost last: each either reads one more or stops.
                for _ in 0..<(maximum - minimum) {
                    let split = try add(.split([]))
                    let body = try build(inner, then: entry)
                    states[split] = .split([body, next])
                    entry = split
                }
            } else {
                // A loop: split into the body (which returns to the split) or on.
                let split = try add(.split([]))
                let body = try build(inner, then: split)
                states[split] = .split([body, next])
                entry = split
            }
            for _ in 0..<minimum { entry = try build(inner, then: entry) }
            return entry
        }
    }
}

/// The subset construction over byte classes, capped at `ValuePattern.maximumTransitions`.
private struct PatternDFA {
    var byteClasses: [UInt8] = []
    var classCount = 0
    var transitions: [UInt16] = []
    var accepting: [Bool] = []
    var start = 0
    /// The steps compiling took (each NFA state visited), at most `ValuePattern.maximumWork`.
    var work = 0

    init(nfa: PatternNFA, entry: Int) throws(PatternError) {
        // Bytes that every set of the pattern treats alike share a class.
        var sets: [(UInt64, UInt64)] = []
        for state in nfa.states { if case .read(let low, let high, _) = state { sets.append((low, high)) } }
        var classOfSignature: [[Bool]: UInt8] = [:]
        var representatives: [UInt8] = []
        for byte in 0...255 {
            let signature = sets.map { low, high in byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0 }
            if let known = classOfSignature[signature] {
                byteClasses.append(known)
            } else {
                let id = UInt8(representatives.count)
                classOfSignature[signature] = id
                representatives.append(UInt8(byte))
                byteClasses.append(id)
            }
        }
        classCount = representatives.count

        // Every NFA state visited counts against `maximumWork`, so that compiling is bounded too.
        var stamp = Array(repeating: 0, count: nfa.states.count)
        var generation = 0
        func closure(_ seeds: [Int]) throws(PatternError) -> [Int] {
            generation += 1
            var stack = seeds
            var reading: [Int] = []
            while let state = stack.popLast() {
                guard stamp[state] != generation else { continue }
                stamp[state] = generation
                work += 1
                switch nfa.states[state] {
                case .split(let targets): stack.append(contentsOf: targets)
                case .read, .accept: reading.append(state)
                }
            }
            guard work <= ValuePattern.maximumWork else {
                throw PatternError(offset: 0, message: "the pattern takes more than \(ValuePattern.maximumWork) steps to compile: simplify it")
            }
            return reading.sorted()
        }
        var index: [[Int]: Int] = [[]: 0]
        var subsets: [[Int]] = [[]]
        accepting = [false]
        transitions = Array(repeating: 0, count: classCount)
        func state(_ subset: [Int]) throws(PatternError) -> Int {
            if let known = index[subset] { return known }
            guard transitions.count + classCount <= ValuePattern.maximumTransitions, subsets.count < Int(UInt16.max) else {
                throw PatternError(offset: 0, message: "the pattern compiles to more than \(ValuePattern.maximumTransitions) transitions (\(subsets.count) states × \(classCount) byte classes): simplify it")
            }
            index[subset] = subsets.count
            subsets.append(subset)
            accepting.append(subset.contains { if case .accept = nfa.states[$0] { true } else { false } })
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            return subsets.count - 1
        }
        start = try state(try closure([entry]))
        var next = start
        while next < subsets.count {
            for (classID, byte) in representatives.enumerated() {
                var targets: [Int] = []
                work += subsets[next].count
                for member in subsets[next] {
                    guard case .read(let low, let high, let target) = nfa.states[member] else { continue }
                    let contains = byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
                    if contains { targets.append(target) }
                }
                transitions[next * classCount + classID] = UInt16(try state(try closure(targets)))
            }
            next += 1
        }
    }
}
