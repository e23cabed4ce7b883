import Foundation
import Testing

/// Issue 21, item 5: `url --jsonl` and `route --jsonl` as a user runs them — a line over the
/// stated limit is answered by an error line naming its number, the stream goes on, exit 2.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct JSONLinesCommandTests {
    /// Runs `linkproof` with `arguments` and `input` on stdin: its status and stdout lines.
    private func run(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, lines: [String]) {
        let outcome = try LinkproofProcess.run(arguments, input: input)
        return (outcome.status, outcome.text.split(separator: "\n").map(String.init))
    }

    private func line(_ input: String) -> [UInt8] { Array(#"{"input": "\#(input)"}"#.utf8) + [0x0A] }

    @Test func anOverlongURLLineIsSkippedAndTheStreamGoesOn() throws {
        let long = line("https://a.example/" + String(repeating: "%", count: 100_000))
        let (status, lines) = try run(["url", "--jsonl"], input: line("https://a.example/x") + long + line("https://b.example/"))
        #expect(status == 2)
        #expect(lines.count == 3)
        #expect(lines[1] == #"{"error":{"code":"invalid-request","message":"line 2: line-too-long: \#(long.count - 1) bytes, over the limit of 65536 bytes a line; skipped"},"line":2}"#)
        #expect(lines[2].contains(#""href":"https://b.example/""#))
    }

    @Test func anOverlongRouteLineIsSkippedAndARepeatedKeyIsNamed() throws {
        let manifest = Scratch.goldenApp("raycipe")
        let long = line("raycipe://about?recipeID=1&x=" + String(repeating: "a", count: 3 << 20))
        let repeated = Array(#"{"input": "raycipe://about?recipeID=1", "input": "raycipe://about?recipeID=2"}"#.utf8) + [0x0A]
        let (status, lines) = try run(["route", "--manifest", manifest, "--jsonl"], input: long + repeated + line("raycipe://about?recipeID=1"))
        #expect(status == 2)
        #expect(lines.contains(#"{"error":"line 1: line-too-long: \#(long.count - 1) bytes, over the limit of 2097152 bytes a line; skipped","line":1}"#))
        #expect(lines.contains(#"{"error":"line 2, column 41: a key repeated (first at column 2)","line":2}"#))
        #expect(lines.last?.contains(#""route":"recipe""#) == true)
    }

    /// A line that is only `{"input": "..."}` with nothing to unescape is read without the
    /// general JSON reader: every way of writing the same request gives the same output line,
    /// and what only looks like such a line is still refused as the general reader refuses it.
    @Test func aPlainInputLineReadsAsTheGeneralReaderReadsIt() throws {
        let shapes = [
            #"{"input":"https://a.example/\#u{00E9}?q"}"#,                 // the plain reading
            #" {  "input" :"https://a.example/\#u{00E9}?q" }  "#,          // plain, with whitespace
            #"{"input":"https:\/\/a.example\/\u00e9?q"}"#,              // escapes: the general reader
            #"{"input":"https://a.example/\#u{00E9}?q","base":null}"#,     // two members: the general reader
        ]
        let input = shapes.flatMap { Array($0.utf8) + [UInt8(0x0A)] }
        for arguments in [["url", "--jsonl"], ["route", "--manifest", Scratch.goldenApp("raycipe"), "--jsonl"]] {
            let (status, lines) = try run(arguments, input: input)
            let answers = lines.filter { $0.contains("a.example") }
            #expect(status == 0)
            #expect(answers.count == shapes.count)
            #expect(Set(answers).count == 1, "\(answers)")
        }
        let malformed = [#"{"input":"https://a.example/"} x"#, #"{"input":"https://a.example/""#, #"{"input":"a\"}"#]
        let (status, lines) = try run(["url", "--jsonl"], input: malformed.flatMap { Array($0.utf8) + [UInt8(0x0A)] })
        #expect(status == 2)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"error":{"code":"invalid-request""#) })
    }
}
