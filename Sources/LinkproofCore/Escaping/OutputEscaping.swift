/// The one escaping rule for every output, applied per format: a character `TerminalText`
/// hides (C0 and C1 controls, DEL, the BiDi controls and other format characters, line and
/// paragraph separators, every space but U+0020) is never written raw — not on a terminal, not
/// in JSON, JUnit, HTML, Markdown, a GitHub annotation, a diagnostic's quoted text or a shell
/// command shown to be pasted, report files included. Each format says here how it writes such
/// a character and its own special characters; none decides on its own which characters are
/// dangerous. (JSON's syntax is `JSONEscaping`, which `JSONWriter` writes every string through;
/// the terminal's is `TerminalText`. A libFuzzer dictionary line, here too, writes every byte
/// past printable ASCII as `\xNN`.)
package enum OutputEscaping {
    /// `text` for XML or HTML (text or attribute value): `& < > " '` as entities, and every
    /// hidden character shown as `TerminalText` shows it (`\u{202E}`), since XML 1.0 allows no
    /// C0 control even as a reference. With `.lines`, LF and tab lay the text out and are kept
    /// (a failure body); with `.field` (an attribute, a name) they are shown escaped too.
    public static func markup(_ text: String, layout: TerminalText.Layout = .field) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n" where layout == .lines, "\t" where layout == .lines: output.unicodeScalars.append(scalar)
            case _ where TerminalText.isHidden(scalar):
                output += TerminalText.escaped(String(scalar))
            case "\u{FFFE}", "\u{FFFF}":
                // Not XML characters (XML 1.0 §2.2), and not hidden to TerminalText (they are
                // unassigned): shown escaped the same way.
                output += "\\u{" + TerminalText.hex(scalar.value, digits: 1) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` as Markdown prose on one line: hidden characters shown as `TerminalText` shows
    /// them, HTML's `& < >` as entities and every Markdown punctuation character behind a `\`.
    public static func markdown(_ text: String) -> String {
        var escaped = ""
        for character in TerminalText.escaped(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~": escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` as a Markdown code span: hidden characters shown as `TerminalText` shows them,
    /// between backtick strings longer than any run of backticks inside.
    public static func markdownCode(_ text: String) -> String {
        let shown = TerminalText.escaped(text)
        let ticks = String(repeating: "`", count: longestBacktickRun(shown) + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.hasPrefix(" ") ? " " : ""
        return ticks + padding + shown + padding + ticks
    }

    /// `lines` as a Markdown code block: each line's hidden characters shown as `TerminalText`
    /// shows them, inside a fence of at least three backticks, longer than any run inside.
    public static func markdownBlock(_ lines: [String]) -> [String] {
        let shown = lines.map { TerminalText.escaped($0) }
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(shown.joined(separator: "\n")) + 1))
        return [fence] + shown + [fence]
    }

    /// A GitHub Actions workflow command's message: hidden characters but line breaks shown as
    /// `TerminalText` shows them, then `%`, CR and LF percent-encoded (GitHub's own escaping),
    /// so the text can never end the command or start another.
    public static func gitHubCommandData(_ text: String) -> String {
        percentEncoded(TerminalText.escaped(text, layout: .lines), ["%", "\r", "\n"])
    }

    /// A workflow command's property value (`file=`, `title=`): as a message, and `:` and `,`
    /// percent-encoded too.
    public static func gitHubCommandProperty(_ text: String) -> String {
        percentEncoded(TerminalText.escaped(text, layout: .lines), ["%", "\r", "\n", ":", ","])
    }

    /// `text` in double quotes for a diagnostic (a fuzz finding, a property's counterexample):
    /// `"` and `\` behind a `\`, as a Swift literal writes them, so where the text ends is never
    /// in doubt; hidden characters shown as `TerminalText` shows them (`\u{202E}`).
    public static func quoted(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": output += "\\" + String(scalar)
            case _ where TerminalText.isHidden(scalar): output += TerminalText.escaped(String(scalar))
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `bytes` as `quoted` writes them when they are UTF-8; otherwise `bytes` and each byte in hex.
    public static func quoted(bytes: some Collection<UInt8>) -> String {
        String(validating: Array(bytes), as: UTF8.self).map(quoted)
            ?? "bytes " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// `token` as a line of a libFuzzer dictionary: in double quotes, `\` and `"` behind a `\`,
    /// and every byte that is not printable ASCII as `\xNN` (libFuzzer's own syntax).
    public static func libFuzzerDictionaryEntry(_ token: String) -> String {
        var output = "\""
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): output += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: output.unicodeScalars.append(UnicodeScalar(byte))
            default: output += "\\x" + TerminalText.hex(UInt32(byte), digits: 2)
            }
        }
        return output + "\""
    }

    /// `text` as one word of a POSIX shell command: as it is when it is plain (letters, digits
    /// and `/._-=:`), else between single quotes (a `'` inside as `'\''`). A hidden character
    /// is never written raw: text that holds one is written in `$'…'` quotes instead (Bash,
    /// zsh), each byte of the character's UTF-8 as `\xHH`, which the shell turns back into it.
    public static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "/._-=:".unicodeScalars.contains($0)) }
        if plain { return text }
        guard text.unicodeScalars.contains(where: TerminalText.isHidden) else {
            return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }
        var output = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "'": output += "\\" + String(scalar)
            case _ where TerminalText.isHidden(scalar):
                for byte in String(scalar).utf8 { output += "\\x" + TerminalText.hex(UInt32(byte), digits: 2) }
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "'"
    }

    /// `text` with each of `special` (ASCII) as `%` and two upper-case hex digits.
    private static func percentEncoded(_ text: String, _ special: [Unicode.Scalar]) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if special.contains(scalar) {
                output += "%" + TerminalText.hex(scalar.value, digits: 2)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The length of the longest run of backticks in `text`.
    static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
