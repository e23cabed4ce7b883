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
/// advances one character at a time, so matching costs O(text × states).
struct AASAAutomaton: Sendable {
    private enum Instruction: Sendable {
        case character(UInt64)
        case one
        /// Consumes any character and stays, or moves on without consuming.
        case star
        case split([Int])
        case jump(Int)
        case accept
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
            case .choice(let alternatives):
                let split = program.count
                program.append(.split([]))
                var starts: [Int] = []
                var jumps: [Int] = []
                for alternative in alternatives {
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
        var pending: [Int] = []
        close(0, generation: 0, into: &current, stamp: &stamp, pending: &pending)
        for (offset, character) in text.enumerated() {
            var next: [Int] = []
            for state in current {
                switch program[state] {
                case .character(let key) where key == character:
                    close(state + 1, generation: offset + 1, into: &next, stamp: &stamp, pending: &pending)
                case .one:
                    close(state + 1, generation: offset + 1, into: &next, stamp: &stamp, pending: &pending)
                case .star:
                    close(state, generation: offset + 1, into: &next, stamp: &stamp, pending: &pending)
                default:
                    break
                }
            }
            if next.isEmpty { return false }
            current = next
        }
        return current.contains { if case .accept = program[$0] { true } else { false } }
    }

    /// Adds `state` and every state reachable from it without consuming a character.
    private func close(_ state: Int, generation: Int, into list: inout [Int], stamp: inout [Int], pending: inout [Int]) {
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
            default:
                list.append(state)
            }
        }
    }
}
