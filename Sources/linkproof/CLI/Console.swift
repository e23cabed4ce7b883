import Foundation
import LinkproofCore

/// Standard output and error, with the JSON conventions of the CLI. Text for a person goes
/// through `out` and `error`, which show untrusted characters escaped (`TerminalText`);
/// JSON through `printJSON`, whose strings carry them as JSON escapes.
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

    /// Prints `value` as JSON, keys sorted and slashes unescaped, so output is byte-stable
    /// (DESIGN.md): on one line, or `pretty` (`JSONEncoder`'s `.prettyPrinted` layout).
    static func printJSON(_ value: some JSONWritable, pretty: Bool = false) {
        var writer = JSONWriter(layout: pretty ? .indented : .compact)
        value.write(to: &writer)
        writer.printLine()
    }
}
