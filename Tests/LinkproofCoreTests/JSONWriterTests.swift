import Foundation
import LinkproofCore
import Testing

/// The streaming writer against what the CLI wrote before it: Foundation's `JSONEncoder`
/// (sorted keys, unescaped slashes), its text then with every character `TerminalText` hides
/// (but its own line breaks) written as a `\u` escape in upper-case hex.
@Suite struct JSONWriterTests {
    /// Strings with every kind of character the escaping treats apart, at every position
    /// relative to the eight-byte blocks the scan reads at once.
    static let hostile: [String] = {
        var characters: [String] = ["a", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1B}",
                                    "\u{1F}", " ", "~", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{AD}", "é",
                                    "\u{61C}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}",
                                    "\u{3000}", "\u{FEFF}", "\u{FFFD}", "日", "😀", "\u{E0001}", "\u{1D173}", "\u{10FFFF}", "e\u{301}"]
        var strings = [""] + characters
        for character in characters {
            for prefix in 0..<10 { strings.append(String(repeating: "x", count: prefix) + character + "yz") }
        }
        characters.reverse()
        strings.append(characters.joined())
        strings.append("https://example.com/a?b=c#d" + characters.joined(separator: "0123456789"))
        return strings
    }()

    /// The text the CLI wrote before the writer: `JSONEncoder`, then the terminal escapes.
    static func encoderText(_ value: some Encodable, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return Self.hidingEscaped(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// What the CLI did to `JSONEncoder`'s text before the writer: each hidden character but a
    /// line feed as `\u` escapes (a surrogate pair past U+FFFF), upper-case hex.
    private static func hidingEscaped(_ json: String) -> String {
        var shown = ""
        for scalar in json.unicodeScalars {
            guard TerminalText.isHidden(scalar), scalar != "\n" else {
                shown.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let digits = String(unit, radix: 16, uppercase: true)
                shown += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            }
        }
        return shown
    }

    @Test func hiddenCharactersAreEscapesOfTheSameValue() throws {
        let text = "x\u{9B}31m\u{202E}\u{7F}\u{E0001}\u{1B}\u{8}\u{C}"
        let written = JSONWriter.text { $0.string(text) }
        // C0 as JSON's own escapes (`\b`, `\f`, else lower-case hex, as `JSONEncoder` writes
        // them); DEL and every other hidden character in upper-case hex.
        #expect(written == #""x\u009B31m\u202E\u007F\uDB40\uDC01\u001b\b\f""#)
        #expect(try JSONReader.read(Array(written.utf8)) == .string(text))
    }

    /// The golden files' and reports' layout, as `JSONValue.prettyText` and `compactText` write it.
    @Test func theReadableLayoutBreaksLinesToItsDepth() {
        let value = JSONValue.object([
            ("a", .array([.number(1), .number(0.5), .object([("b", .null), ("c", .array([]))])])),
            ("d", .object([])), ("e\u{202E}", .string("f\u{2028}")), ("g", .bool(false)),
        ])
        #expect(value.compactText == #"{"a": [1, 0.5, {"b": null, "c": []}], "d": {}, "e\u202E": "f\u2028", "g": false}"#)
        #expect(value.prettyText(depth: 1) == #"""
            {
              "a": [1, 0.5, {"b": null, "c": []}],
              "d": {},
              "e\u202E": "f\u2028",
              "g": false
            }
            """#)
        #expect(value.prettyText() == #"""
            {
              "a": [
                1,
                0.5,
                {
                  "b": null,
                  "c": []
                }
              ],
              "d": {},
              "e\u202E": "f\u2028",
              "g": false
            }
            """#)
        #expect(JSONValue.array([]).prettyText() == "[]")
    }

    @Test func stringsAreWrittenAsTheEncoderAndTheTerminalRuleWroteThem() throws {
        for string in Self.hostile {
            let written = JSONWriter.text { writer in
                writer.beginArray()
                writer.string(string)
                writer.endArray()
            }
            #expect(written == (try Self.encoderText([string])), "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            // And the text reads back as the same string.
            #expect(try JSONReader.read(Array(written.utf8)) == .array([.string(string)]))
        }
    }

    private struct Sample: Encodable {
        let name: String
        let count: Int
        let flag: Bool
        let missing: String?
        let list: [Int]
        let nested: [String: [String]]
        let empty: [String]
        let emptyObject: [String: Int]
    }

    private func write(_ sample: Sample, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("count")
        writer.int(sample.count)
        writer.key("empty")
        writer.beginArray()
        writer.endArray()
        writer.key("emptyObject")
        writer.beginObject()
        writer.endObject()
        writer.key("flag")
        writer.bool(sample.flag)
        writer.key("list")
        writer.beginArray()
        for number in sample.list { writer.int(number) }
        writer.endArray()
        writer.key("name")
        writer.string(sample.name)
        writer.key("nested")
        writer.beginObject()
        for (key, values) in sample.nested.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            writer.key(escaping: key)
            writer.beginArray()
            for value in values { writer.string(value) }
            writer.endArray()
        }
        writer.endObject()
        writer.endObject()
    }

    @Test(arguments: [JSONWriter.Layout.compact, .indented])
    func bothLayoutsAreTheEncoders(_ layout: JSONWriter.Layout) throws {
        let sample = Sample(name: "a\u{202E}b", count: -42, flag: true, missing: nil, list: [0, Int.max, Int.min],
                            nested: ["b": ["x"], "a\"": [], "Z": ["\u{1B}[31m", "é"], "é": ["1"]], empty: [], emptyObject: [:])
        var writer = JSONWriter(layout: layout, capacity: 1)
        write(sample, to: &writer)
        #expect(writer.text == (try Self.encoderText(sample, pretty: layout == .indented)))
        // The buffer is reused: the same value again after a reset gives the same text.
        let first = writer.text
        writer.reset()
        write(sample, to: &writer)
        #expect(writer.text == first)
    }

    @Test func aWriterGrowsPastItsFirstSizeKeepingItsText() {
        var writer = JSONWriter(capacity: 1)
        writer.beginArray()
        writer.string("first")
        writer.string("long enough to grow the buffer past its first size, more than once: " + String(repeating: "x", count: 300))
        writer.int(Int.min)
        writer.endArray()
        #expect(writer.text == "[\"first\",\"long enough to grow the buffer past its first size, more than once: \(String(repeating: "x", count: 300))\",\(Int.min)]")
    }

    @Test func substringsAndBytesAreWrittenAsTheirStrings() {
        for string in Self.hostile {
            let whole = JSONWriter.text { $0.string(string) }
            let padded = "«" + string + "»"
            // Sliced by scalars: a string that begins with a joiner makes one character with "«".
            let slice = Substring(padded.unicodeScalars.dropFirst().dropLast())
            #expect(JSONWriter.text { $0.string(slice) } == whole)
            #expect(JSONWriter.text { writer in Array(string.utf8).withUnsafeBufferPointer { writer.string(utf8: $0) } } == whole)
        }
    }

    @Test func aDecisionIsWrittenAsItsCodableFormWithSortedKeys() throws {
        let decisions: [Decision] = [
            .route(RoutedLink(route: "recipe", params: ["recipeID": "002", "b": "\u{2066}", "A": "x"], linkKind: .universalLink, via: .direct, matchType: .unique)),
            .confirm(RoutedLink(route: "pay", params: [:], linkKind: .customScheme, via: .direct, matchType: .weak)),
            .shortLink(ShortLinkReference(prefix: "https://x.page.link", suffix: "WXYZ")),
            .reject(Rejection(.hostNotDeclared, at: 8, "the host \u{9B} is not declared")),
            .reject(Rejection(.matchTypeTooWeak, at: nil, "weak")),
        ]
        for decision in decisions {
            #expect(JSONWriter.text(of: decision.write) == (try Self.encoderText(decision)))
        }
    }
}
