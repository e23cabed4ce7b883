import Foundation
import LinkproofCore

/// The words after a subcommand's name, taken apart by the command as it asks for them.
///
/// Options are `--name value` or `--name=value`; `--` ends the options. Whatever the command
/// did not ask for is an error when it collects its positional arguments. Words are kept as
/// the exact bytes the process received: a link is decided on them (`positionalBytes`), and
/// any other word must be UTF-8, never silently repaired to U+FFFD.
struct Arguments {
    private var words: [[UInt8]]
    /// Whether text for a person on standard output is coloured (`--color`, `NO_COLOR`; set by `CLI`).
    var colour = false

    init(bytes words: [[UInt8]]) { self.words = words }

    /// The process's arguments after the program name, byte for byte (`CommandLine.arguments`
    /// has already replaced bytes that are not UTF-8).
    static var processWords: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let word = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(word).assumingMemoryBound(to: UInt8.self), count: strlen(word)))
        }
    }

    /// True (and consumed) when any of `names` is present.
    mutating func flag(_ names: String...) -> Bool {
        let names = names.map { Array($0.utf8) }
        var found = false
        var index = 0
        while index < words.count, words[index] != terminator {
            if names.contains(words[index]) {
                words.remove(at: index)
                found = true
            } else {
                index += 1
            }
        }
        return found
    }

    /// The value of the last occurrence of the option, or nil when it is absent.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        try options(name).last
    }

    /// Every value given for a repeatable option, in order.
    mutating func options(_ name: String) throws(UsageError) -> [String] {
        let exact = Array(name.utf8), prefix = Array((name + "=").utf8)
        var values: [[UInt8]] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == terminator { break }
            if word == exact {
                guard index + 1 < words.count else { throw UsageError("\(name) needs a value") }
                values.append(words[index + 1])
                words.removeSubrange(index...(index + 1))
            } else if word.starts(with: prefix) {
                values.append(Array(word.dropFirst(prefix.count)))
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        var texts: [String] = []
        for value in values { texts.append(try Self.text(value, naming: "the value of \(name)")) }
        return texts
    }

    /// An option parsed as a whole number within `range`.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// The remaining words, each of which must be UTF-8; an unconsumed `--option` is
    /// reported as unknown.
    mutating func positionals() throws(UsageError) -> [String] {
        var texts: [String] = []
        for (index, word) in try positionalBytes().enumerated() { texts.append(try Self.text(word, naming: "argument \(index + 1)")) }
        return texts
    }

    /// The remaining words as their exact bytes (links to decide or parse: DocC:
    /// LinkproofCore, "The strict policy", "One decoding rule"); an unconsumed `--option` is reported as unknown.
    mutating func positionalBytes() throws(UsageError) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var pastTerminator = false
        for word in words {
            if pastTerminator { result.append(word); continue }
            if word == terminator { pastTerminator = true; continue }
            if word.first == UInt8(ascii: "-"), word.count > 1 {
                throw UsageError("unknown option '\(TerminalText.escaped(bytes: word))'")
            }
            result.append(word)
        }
        words.removeAll()
        return result
    }

    /// True (and consumed) when the first word is `word`: a subcommand's own subcommand (`fuzz store`).
    mutating func positionalPrefix(_ word: String) -> Bool {
        guard words.first == Array(word.utf8) else { return false }
        words.removeFirst()
        return true
    }

    /// The words after `--`, removed (another program's options, such as libFuzzer's); each must be UTF-8.
    mutating func passedThrough() throws(UsageError) -> [String] {
        guard let index = words.firstIndex(of: terminator) else { return [] }
        var texts: [String] = []
        for (offset, word) in words[(index + 1)...].enumerated() { texts.append(try Self.text(word, naming: "word \(offset + 1) after --")) }
        words.removeSubrange(index...)
        return texts
    }

    private let terminator = Array("--".utf8)

    /// `word` as text, or a usage error at its first byte that is not UTF-8.
    private static func text(_ word: [UInt8], naming what: String) throws(UsageError) -> String {
        if let text = String(validating: word, as: UTF8.self) { return text }
        throw UsageError("\(what) is not UTF-8 (byte offset \(TerminalText.firstInvalidUTF8Offset(word) ?? 0)): '\(TerminalText.escaped(bytes: word))'")
    }
}
