import Foundation
import LinkproofCore
import Testing

/// Output is escaped in one place, `Sources/LinkproofCore/Escaping/`: no other source file
/// decides which characters are dangerous (`TerminalText.isHidden`) or writes an escape of its
/// own (an HTML entity, a `\u` escape). A new escaper elsewhere fails here; call the module's.
@Suite struct EscapingModuleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What an escaper's code holds: the rule, or the literal of an escape it writes.
    static let marks = ["isHidden(", #""&lt;""#, #""&gt;""#, #""&amp;""#, #""&quot;""#, #""\\u{"#, #""\\u""#, #""'\\''""#]

    @Test func noSourceOutsideTheModuleEscapesOutput() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let module = sources.appendingPathComponent("LinkproofCore/Escaping").path + "/"
        var found: [String] = []
        var files = 0
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in walker where file.pathExtension == "swift" && !file.path.hasPrefix(module) {
            files += 1
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Comments may name an escape.
                guard !line.drop(while: \.isWhitespace).hasPrefix("//") else { continue }
                for mark in Self.marks where line.contains(mark) {
                    found.append("\(file.path.dropFirst(sources.path.count + 1)):\(number + 1): \(mark)")
                }
            }
        }
        #expect(files > 100, "the sources were found")
        #expect(found.isEmpty, "escaping outside Sources/LinkproofCore/Escaping/:\n\(found.joined(separator: "\n"))")
    }

    /// C0 (NUL, ESC, CR), DEL, C1 (NEL, CSI), the BiDi override and isolates, zero-width and
    /// byte-order marks, a line separator, a no-break space, a tag character; beside them what
    /// each format treats as its own syntax, and characters no format may touch (é, 😀).
    static let hostile = "a\u{0}\u{1B}[2J\u{7F}\u{85}\u{9B}31m\u{202E}gpj\u{2066}x\u{2069}\u{200B}\u{FEFF}\u{2028}\u{A0}\u{E0001}"
        + "\"\\'<&>`|*%:,\n\r\té😀"

    /// Every format the module writes, on `hostile`: a line feed or tab kept only where the
    /// format lays out lines with them (a workflow command keeps tabs, and encodes line breaks).
    static let formats: [(name: String, text: String, keepsLines: Bool)] = [
        ("terminal field", TerminalText.escaped(hostile), false),
        ("terminal lines", TerminalText.escaped(hostile, layout: .lines), true),
        ("terminal bytes", TerminalText.escaped(bytes: Array(hostile.utf8) + [0xFF]), false),
        ("JSON", JSONValue.string(hostile).compactText, false),
        ("XML/HTML attribute", OutputEscaping.markup(hostile), false),
        ("XML/HTML text", OutputEscaping.markup(hostile, layout: .lines), true),
        ("Markdown", OutputEscaping.markdown(hostile), false),
        ("Markdown code span", OutputEscaping.markdownCode(hostile), false),
        ("Markdown block", OutputEscaping.markdownBlock([hostile, hostile]).joined(separator: "\n"), true),
        ("annotation message", OutputEscaping.gitHubCommandData(hostile), true),
        ("annotation property", OutputEscaping.gitHubCommandProperty(hostile), true),
        ("diagnostic", OutputEscaping.quoted(hostile), false),
        ("shell word", OutputEscaping.shellWord(hostile), false),
        ("libFuzzer dictionary", OutputEscaping.libFuzzerDictionaryEntry(hostile), false),
    ]

    @Test(arguments: formats.indices)
    func noFormatWritesAHiddenCharacterRaw(_ index: Int) {
        let (name, text, keepsLines) = Self.formats[index]
        let raw = text.unicodeScalars.filter { TerminalText.isHidden($0) && !(keepsLines && ($0 == "\n" || $0 == "\t")) }
        #expect(raw.isEmpty, "\(name) writes \(raw.map { "U+" + String($0.value, radix: 16, uppercase: true) }) raw: \(text)")
        // A workflow command is one line: its line breaks are percent-encoded, its tabs kept.
        if name.hasPrefix("annotation") { #expect(!text.contains("\n") && !text.contains("\r") && text.contains("%0A"), "\(name) stays one line") }
        if name != "libFuzzer dictionary" { #expect(text.contains("é😀"), "\(name) keeps printable characters as they are") }
    }

    /// The escapes are exact where the format can be read back: JSON reads back as the string,
    /// the shell word is the one argument Bash passes on.
    @Test func jsonAndShellReadBackAsTheText() throws {
        #expect(try JSONReader.read(Array(JSONValue.string(Self.hostile).compactText.utf8)) == .string(Self.hostile))
        for text in [Self.hostile.replacingOccurrences(of: "\u{0}", with: ""), "plain/path_1.json", "it's", ""] {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            bash.arguments = ["-c", "printf %s " + OutputEscaping.shellWord(text)]
            let output = Pipe()
            bash.standardOutput = output
            try bash.run()
            let bytes = output.fileHandleForReading.readDataToEndOfFile()
            bash.waitUntilExit()
            #expect(Array(bytes) == Array(text.utf8), "\(OutputEscaping.shellWord(text)) reads back")
        }
    }
}
