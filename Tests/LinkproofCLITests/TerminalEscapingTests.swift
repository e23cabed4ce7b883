import Foundation
import Testing

/// DocC CommandLineTool, "Untrusted text on a terminal": whatever a link, a file or a server holds, no
/// command writes a character a terminal would act on (ESC, BEL, C1, bidi overrides).
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct TerminalEscapingTests {
    /// Retitles the window, clears the screen, reverses the text that follows.
    static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
    static let firebase = Scratch.goldenApp("firebase-example")

    /// The bytes of `output` a terminal acts on: C0 but line feed and tab, DEL, C1, bidi controls.
    static func actionable(_ output: [UInt8]) -> [Unicode.Scalar] {
        String(decoding: output, as: UTF8.self).unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    /// Each command with hostile text where it reads it (its files, and a command run first).
    static let runs: [(name: String, arguments: [String], files: [String: String], setup: [String]?)] = [
        ("route", ["route", "--manifest", firebase, "https://example.page.link/\(hostile)"], [:], nil),
        ("route params", ["route", "--manifest", Scratch.goldenApp("createwithswift"), "cws://com.createwithswift/notes/create?title=%1B%5B2J%C2%9B"], [:], nil),
        ("url", ["url", "https://a/\(hostile)", "--base", "https://b/"], [:], nil),
        ("manifest", ["manifest", "validate", "m.json"], ["m.json": #"{"name": "x\u001b[2J", "app": {"bundleID": "b"}, "schemes": ["c"], "routes": [{"name": "r\u009b", "templates": ["c://h/\u001b]0;x\u0007"]}]}"#], nil),
        ("aasa", ["aasa", "validate", "a.json"], ["a.json": #"{"applinks": {"details": []}, "k\u001b[2J\u202e": 1}"#], nil),
        ("diff", ["diff", "b.jsonl", "c.jsonl"], ["b.jsonl": #"{"input": "https://a/\u001b]0;x\u0007", "decision": "route"}"#,
                                                  "c.jsonl": #"{"input": "https://a/\u001b]0;x\u0007", "decision": "reject", "detail": "\u009b2J"}"#], nil),
        ("store import", ["store", "import", "--store", "s.sqlite", "i.txt"],
         ["i.txt": #"{"longLink": "https://example.page.link/?link=https://www.example.com/x&ibi=com.example.ios", "suffix": "\u001b[2J\u009b"}"# + "\nx\(hostile)\n"], nil),
        ("shorten", ["shorten", "--manifest", firebase, "--store", "s.sqlite", "https://example.page.link/?link=https://www.example.com/\(hostile)&ibi=com.example.ios"], [:], nil),
        ("resolve", ["resolve", "--manifest", firebase, "--store", "s.sqlite", "https://example.page.link/\(hostile)"],
         ["l.txt": "https://example.page.link/?link=https://www.example.com/x&ibi=com.example.ios\n"], ["store", "import", "--store", "s.sqlite", "l.txt"]),
        ("gen", ["gen", "--count", "300", "--seed", "7"], [:], nil),
        ("usage", ["route", "--manifest", firebase, "--via", hostile, "x"], [:], nil),
    ]

    @Test(arguments: runs.indices)
    func noCommandWritesACharacterATerminalActsOn(_ index: Int) throws {
        let run = Self.runs[index]
        let folder = Scratch.folder()
        for (name, contents) in run.files { try contents.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        if let setup = run.setup { #expect(try LinkproofProcess.run(setup, in: folder).status == 0) }
        let outcome = try LinkproofProcess.run(run.arguments, in: folder)
        #expect(!(outcome.output + outcome.errors).isEmpty, "\(run.name) wrote nothing")
        #expect(Self.actionable(outcome.output).isEmpty, "\(run.name) stdout: \(outcome.text)")
        #expect(Self.actionable(outcome.errors).isEmpty, "\(run.name) stderr: \(outcome.errorText)")
    }

    @Test func theEscapesNameTheCharacters() throws {
        let outcome = try LinkproofProcess.run(["route", "--manifest", Self.firebase, "https://example.page.link/\(Self.hostile)"])
        #expect(outcome.text.hasPrefix(#"https://example.page.link/\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{202E}"# + "\n"))
    }
}
