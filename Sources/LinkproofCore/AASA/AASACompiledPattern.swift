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
