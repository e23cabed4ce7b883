/// One piece of a pattern after reading its text: a literal character, `?`, `*`, or a
/// substitution variable expanded into its alternatives.
enum AASAPatternToken: Sendable, Equatable {
    /// A literal character, as `AASAText.characterKey` encodes it.
    case character(UInt64)
    /// `?`: exactly one character.
    case one
    /// `*`: zero or more characters, `/` included.
    case star
    /// `$(name)`: any one of the variable's values (none, for an undefined variable).
    case choice(AASAChoice)
}

/// Something in a pattern's text worth a diagnostic.
enum AASAPatternIssue: Sendable, Equatable {
    case undefinedVariable(String)
    case unterminatedVariable
}

/// Reads pattern text into tokens. There is no escape syntax: `*` and `?` are always
/// wildcards and `$(` always begins a variable reference.
enum AASAPatternSyntax {
    /// Tokens of `pattern`, literal characters folded when `foldCase` (variable names never
    /// are); `variables` nil means the text is a variable's value, where `$(` is plain text.
    static func tokens(_ pattern: String, foldCase: Bool, variables: AASASubstitution?) -> (tokens: [AASAPatternToken], issues: [AASAPatternIssue]) {
        let bytes = Array(pattern.utf8)
        var tokens: [AASAPatternToken] = []
        tokens.reserveCapacity(bytes.count)
        var issues: [AASAPatternIssue] = []
        // A `$(` after the last `)` is unterminated without a search, so reading stays linear.
        let lastClose = bytes.lastIndex(of: UInt8(ascii: ")")) ?? -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") {
                tokens.append(.star)
                index += 1
            } else if byte == UInt8(ascii: "?") {
                tokens.append(.one)
                index += 1
            } else if let variables, byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
                      index + 2 <= lastClose, let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")) {
                let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                let alternatives = variables.alternatives(of: name, foldCase: foldCase)
                if alternatives == nil { issues.append(.undefinedVariable(name)) }
                tokens.append(.choice(alternatives ?? AASASubstitution.undefined))
                index = close + 1
            } else {
                if variables != nil, byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
                   !issues.contains(.unterminatedVariable) {
                    issues.append(.unterminatedVariable)
                }
                if byte < 0x80 {
                    tokens.append(.character(AASAText.characterKey(foldCase ? AASAText.folded(byte) : byte)))
                    index += 1
                } else {
                    let length = AASAText.characterLength(bytes, at: index)
                    var character = Array(bytes[index..<(index + length)])
                    if foldCase { character = AASAText.folded(character) }
                    tokens.append(.character(AASAText.characterKey(character, at: 0, length: character.count)))
                    index += length
                }
            }
        }
        return (tokens, issues)
    }
}
