import Foundation
import LinkproofCore

/// Standard output and error, with the JSON conventions of the CLI. Text for a person goes
/// through `out` and `error`, which show untrusted characters escaped (`TerminalText`);
/// JSON through `json`, whose strings carry them as JSON escapes.
enum Console {
    /// Prints a command's text output; control and format characters in it are shown
    /// escaped, its own line breaks and tabs kept.
    static func out(_ text: String) {
        print(TerminalText.escaped(text, layout: .lines))
    }

    /// Writes a message to standard error, escaped as `out` escapes.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(message, layout: .lines) + "\n").utf8))
    }

    /// JSON with sorted keys and unescaped slashes, so output is byte-stable (DESIGN.md);
    /// DEL, C1 and format characters in its strings are JSON escapes (`TerminalText`).
    static func json(_ value: some Encodable, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return TerminalText.escaped(json: String(decoding: data, as: UTF8.self))
    }
}
