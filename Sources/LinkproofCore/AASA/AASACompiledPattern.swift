/// A URL component as matching sees it: its bytes, and its characters as keys. The bytes
/// are lent by the `AASAMatchInput` that made the text, for as long as it matches.
struct AASAComponentText {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The keys, computed up front only for rules that need them (`AASACompiledPattern.needsCharacters`):
    /// literal, prefix and suffix patterns compare bytes, so most decisions never build them.
    private let keys: [UInt64]?

    init(_ bytes: UnsafeBufferPointer<UInt8>, withCharacters: Bool = true) {
        self.bytes = bytes
        self.keys = withCharacters ? AASAText.characterKeys(bytes) : nil
    }

    /// Every character as its key (computed here when the text was built without them).
    var characters: [UInt64] { keys ?? AASAText.characterKeys(bytes) }

    /// The empty text, which an absent query item is matched as.
    static var empty: AASAComponentText { AASAComponentText(UnsafeBufferPointer(start: nil, count: 0)) }
}

/// A pattern compiled once, matched many times, never backtracking exponentially. Literal,
/// prefix and suffix patterns (most real ones) are direct byte comparisons; other patterns
/// without variables run the greedy glob algorithm, which only ever revisits the latest `*`
/// (O(text × pattern) at worst); patterns with variables run as an NFA over a set of states.
struct AASACompiledPattern: Sendable {
    private enum Engine: Sendable {
        case anything
        case exact([UInt8])
        case prefix([UInt8])
        case suffix([UInt8])
        case glob([AASAPatternToken])
        case automaton(AASAAutomaton)
    }

    private let engine: Engine

    /// The largest `bound` a pattern may have; a file with a pattern over it is refused at load
    /// (`AASA145`), so no link costs more than its length × this many automaton steps per pattern.
    static let maximumBound = 2048

    /// How many states matching `tokens` can keep live at once, so one character of text costs at
    /// most this many steps: one per character, `?` and `*`, and for each variable use its
    /// `AASAChoice.bound` (the longest literal value + 1, plus the tokens of values with wildcards),
    /// whatever the number of values.
    static func bound(_ tokens: [AASAPatternToken]) -> Int {
        tokens.reduce(0) { total, token in
            if case .choice(let choice) = token { total + choice.bound } else { total + 1 }
        }
    }

    /// Compiles tokens from `AASAPatternSyntax`.
    init(_ tokens: [AASAPatternToken]) {
        var stars = 0
        var literals = 0
        var hasChoice = false
        for token in tokens {
            switch token {
            case .star: stars += 1
            case .character: literals += 1
            case .choice: hasChoice = true
            case .one: break
            }
        }
        if hasChoice {
            engine = .automaton(AASAAutomaton(tokens))
        } else if literals == 0 && stars > 0 && stars == tokens.count {
            engine = .anything
        } else if literals == tokens.count {
            engine = .exact(Self.literalBytes(tokens))
        } else if stars == 1 && literals == tokens.count - 1 && tokens.last == .star {
            engine = .prefix(Self.literalBytes(tokens))
        } else if stars == 1 && literals == tokens.count - 1 && tokens.first == .star {
            engine = .suffix(Self.literalBytes(tokens))
        } else {
            engine = .glob(tokens)
        }
    }

    /// The bytes of the literal characters among `tokens`, in order.
    private static func literalBytes(_ tokens: [AASAPatternToken]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tokens.count)
        for case .character(let key) in tokens {
            let length = Int(key >> 32)
            for offset in 0..<min(length, 4) { bytes.append(UInt8(truncatingIfNeeded: key >> (8 * UInt64(3 - offset)))) }
        }
        return bytes
    }

    /// Whether matching reads the text's character keys, not just its bytes.
    var needsCharacters: Bool {
        switch engine {
        case .glob, .automaton: true
        case .anything, .exact, .prefix, .suffix: false
        }
    }

    /// True when the pattern matches the whole of `text`.
    func matches(_ text: AASAComponentText) -> Bool {
        switch engine {
        case .anything: true
        case .exact(let literal): AASAText.equal(text.bytes, literal)
        case .prefix(let literal): AASAText.hasPrefix(text.bytes, literal)
        case .suffix(let literal): AASAText.hasSuffix(text.bytes, literal)
        case .glob(let tokens): Self.glob(tokens, text.characters)
        case .automaton(let automaton): automaton.matches(text.characters)
        }
    }

    /// The greedy wildcard algorithm: on a mismatch, let the most recent `*` take one more character.
    private static func glob(_ tokens: [AASAPatternToken], _ text: [UInt64]) -> Bool {
        var token = 0
        var position = 0
        var lastStar: Int?
        var starPosition = 0
        while position < text.count {
            if token < tokens.count {
                switch tokens[token] {
                case .star:
                    lastStar = token
                    starPosition = position
                    token += 1
                    continue
                case .one:
                    token += 1
                    position += 1
                    continue
                case .character(let key) where key == text[position]:
                    token += 1
                    position += 1
                    continue
                default:
                    break
                }
            }
            guard let star = lastStar else { return false }
            starPosition += 1
            position = starPosition
            token = star + 1
        }
        while token < tokens.count, tokens[token] == .star { token += 1 }
        return token == tokens.count
    }
}

/// A Thompson automaton for patterns with substitution variables: the set of live states
/// advances one character at a time. A variable's literal values are one `values` state over
/// their shared trie, whose live nodes are at most the trie's depth + 1 (one per position a value
/// may have started at), however many values there are; so matching costs
/// O(text × `AASACompiledPattern.bound`) trie steps, each a binary search among a node's edges.
struct AASAAutomaton: Sendable {
    private enum Instruction: Sendable {
        case character(UInt64)
        case one
        /// Consumes any character and stays, or moves on without consuming.
        case star
        /// One of a variable's literal values, read through its trie; then the next instruction.
        case values(AASAValueTrie)
        case split([Int])
        case jump(Int)
        case accept
    }

    /// A live node of the trie of the `values` instruction at `instruction`.
    private struct TrieState {
        let instruction: Int
        let node: Int
    }

    private var program: [Instruction] = []

    init(_ tokens: [AASAPatternToken]) {
        emit(tokens)
        program.append(.accept)
    }

    private mutating func emit(_ tokens: [AASAPatternToken]) {
        for token in tokens {
            switch token {
            case .character(let key): program.append(.character(key))
            case .one: program.append(.one)
            case .star: program.append(.star)
            case .choice(let choice) where choice.wildcardAlternatives.isEmpty:
                program.append(.values(choice.trie))
            case .choice(let choice):
                let split = program.count
                program.append(.split([]))
                var starts = [program.count]
                program.append(.values(choice.trie))
                var jumps = [program.count]
                program.append(.jump(0))
                for alternative in choice.wildcardAlternatives {
                    starts.append(program.count)
                    emit(alternative)
                    jumps.append(program.count)
                    program.append(.jump(0))
                }
                for jump in jumps { program[jump] = .jump(program.count) }
                program[split] = .split(starts)
            }
        }
    }

    func matches(_ text: [UInt64]) -> Bool {
        var stamp = [Int](repeating: -1, count: program.count)
        var current: [Int] = []
        var currentNodes: [TrieState] = []
        var pending: [Int] = []
        close(0, generation: 0, into: &current, nodes: &currentNodes, stamp: &stamp, pending: &pending)
        for (offset, character) in text.enumerated() {
            var next: [Int] = []
            var nextNodes: [TrieState] = []
            for state in current {
                switch program[state] {
                case .character(let key) where key == character:
                    close(state + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                case .one:
                    close(state + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                case .star:
                    close(state, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                default:
                    break
                }
            }
            for live in currentNodes {
                guard case .values(let trie) = program[live.instruction], let child = trie.child(live.node, character) else { continue }
                if trie.hasChildren(child) { nextNodes.append(TrieState(instruction: live.instruction, node: child)) }
                if trie.isTerminal(child) {
                    close(live.instruction + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                }
            }
            if next.isEmpty && nextNodes.isEmpty { return false }
            current = next
            currentNodes = nextNodes
        }
        return current.contains { if case .accept = program[$0] { true } else { false } }
    }

    /// Adds `state` and every state reachable from it without consuming a character; a
    /// `values` state adds its trie's root (once a generation: the stamp), and what follows it
    /// when a value is empty.
    private func close(_ state: Int, generation: Int, into list: inout [Int], nodes: inout [TrieState],
                       stamp: inout [Int], pending: inout [Int]) {
        pending.append(state)
        while let state = pending.popLast() {
            guard state < program.count, stamp[state] != generation else { continue }
            stamp[state] = generation
            switch program[state] {
            case .split(let targets): pending += targets.reversed()
            case .jump(let target): pending.append(target)
            case .star:
                list.append(state)
                pending.append(state + 1)
            case .values(let trie):
                if trie.hasChildren(AASAValueTrie.root) { nodes.append(TrieState(instruction: state, node: AASAValueTrie.root)) }
                if trie.isTerminal(AASAValueTrie.root) { pending.append(state + 1) }
            default:
                list.append(state)
            }
        }
    }
}
