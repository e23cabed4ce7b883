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

    /// The next state from `state` on `byte` (0: the dead state).
    func step(_ state: Int, _ byte: UInt8) -> Int {
        Int(transitions[state * classCount + Int(byteClasses[Int(byte)])])
    }

    /// The state a value starts in, for a walk over the pattern's language (`AASAReachSearch`).
    var startState: Int { start }

    /// Whether a value that ends in `state` matches.
    func isAccepting(_ state: Int) -> Bool { accepting[state] }

    /// Whether printable bytes lead on from `state` to a match.
    func isLive(_ state: Int) -> Bool { distance[state] >= 0 }

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
