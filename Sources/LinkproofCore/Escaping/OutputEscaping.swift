/// The one escaping rule for every output, applied per format: a character `TerminalText`
/// hides (C0 and C1 controls, DEL, the BiDi controls and other format characters, line and
/// paragraph separators, every space but U+0020) is never written raw — not on a terminal, not
/// in JSON, JUnit, HTML or Markdown, report files included. Each writer asks here how its format
/// writes such a character; none decides on its own which characters are dangerous.
public enum OutputEscaping {
    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, LF, CR and tab as
    /// `\n`, `\r`, `\t`, and every other hidden character as `\uXXXX` (a surrogate pair past
    /// U+FFFF, lower-case hex). The same JSON value, which no terminal or viewer shows as anything but text.
    /// (The one JSON string escaper: streaming writers call it too.)
    public static func jsonString(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || TerminalText.isHidden(scalar):
                for unit in String(scalar).utf16 { output += "\\u" + hex(UInt32(unit)) }
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

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

    /// Four lower-case hex digits, as JSON writers (and the goldens) have always written them.
    private static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
