/// The words after a subcommand's name, taken apart by the command as it asks for them.
///
/// Options are `--name value` or `--name=value`; `--` ends the options. Whatever the command
/// did not ask for is an error when it collects its positional arguments.
struct Arguments {
    private var words: [String]

    init(_ words: [String]) { self.words = words }

    /// True (and consumed) when any of `names` is present.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        var index = 0
        while index < words.count, words[index] != "--" {
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
        var values: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { break }
            if word == name {
                guard index + 1 < words.count else { throw UsageError("\(name) needs a value") }
                values.append(words[index + 1])
                words.removeSubrange(index...(index + 1))
            } else if word.hasPrefix(name + "=") {
                values.append(String(word.dropFirst(name.count + 1)))
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// An option parsed as a whole number within `range`.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// The remaining words; an unconsumed `--option` is reported as unknown.
    mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var pastTerminator = false
        for word in words {
            if pastTerminator { result.append(word); continue }
            if word == "--" { pastTerminator = true; continue }
            if word.hasPrefix("--") || (word.hasPrefix("-") && word.count > 1) {
                throw UsageError("unknown option '\(word)'")
            }
            result.append(word)
        }
        words.removeAll()
        return result
    }
}
