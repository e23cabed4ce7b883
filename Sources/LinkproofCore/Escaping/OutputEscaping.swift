/// The one escaping rule for every output, applied per format: a character `TerminalText`
/// hides (C0 and C1 controls, DEL, the BiDi controls and other format characters, line and
/// paragraph separators, every space but U+0020) is never written raw — not on a terminal, not
/// in JSON, JUnit, HTML, Markdown or a GitHub annotation, report files included. Each format
/// says here how it writes such a character and its own special characters; none decides on
/// its own which characters are dangerous. (JSON's syntax is `JSONEscaping`, which
/// `JSONWriter` writes every string through; the terminal's is `TerminalText`.)
public enum OutputEscaping {
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
            case _ where TerminalText.isHidden(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += TerminalText.escaped(String(scalar))
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

    /// `text` with each of `special` (ASCII) as `%` and two upper-case hex digits.
    private static func percentEncoded(_ text: String, _ special: [Unicode.Scalar]) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if special.contains(scalar) {
                output += "%" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
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
