import Foundation
import Testing

/// DocC StrictPolicy, "One decoding rule": the bytes of a link are decided as they are, whichever way
/// they arrive, and never repaired to U+FFFD.
@Suite(.enabled(if: LinkproofProcess.executable != nil, "the linkproof executable was not found next to the test bundle"))
struct DecodingChannelTests {
    static let manifest = Scratch.goldenApp("createwithswift")
    /// `title=ab\xFFcd`: a routable link but for one byte that is not UTF-8 (offset 47).
    static let link = Array("cws://com.createwithswift/notes/create?title=ab".utf8) + [0xFF] + Array("cd".utf8)
    static let rejection = #"{"decision":"reject","detail":"the URL parser had to repair it: invalid-URL-unit","inputBase64":"\#(Data(link).base64EncodedString())","offset":47,"reason":"url-validation-error"}"#

    @Test func anArgumentAndInputBase64DecideTheSameBytesTheSameWay() throws {
        let argument = try LinkproofProcess.run(["route", "--manifest", Self.manifest, "--json"], last: Self.link)
        #expect(argument.status == 0)
        #expect(argument.text == Self.rejection + "\n")
        let base64 = try LinkproofProcess.run(["route", "--manifest", Self.manifest, "--jsonl"],
                                               input: Array(#"{"inputBase64": "\#(Data(Self.link).base64EncodedString())"}"#.utf8) + [0x0A])
        #expect(base64.status == 0)
        #expect(base64.text.split(separator: "\n").last.map(String.init) == Self.rejection)
        let text = try LinkproofProcess.run(["route", "--manifest", Self.manifest], last: Self.link)
        #expect(text.text.hasPrefix(#"cws://com.createwithswift/notes/create?title=ab\xFFcd"# + "\n  reject url-validation-error at offset 47"))
    }

    @Test func aJSONLineThatIsNotUTF8IsRefusedNotRepaired() throws {
        let line = Array(#"{"input": ""#.utf8) + Self.link + Array(#""}"#.utf8) + [0x0A]
        let outcome = try LinkproofProcess.run(["route", "--manifest", Self.manifest, "--jsonl"], input: line)
        #expect(outcome.status == 2)
        #expect(outcome.text.contains(#"{"error":"line 1, byte offset 58: not UTF-8"#))
        #expect(!outcome.text.contains("create-note") && !outcome.text.contains("\u{FFFD}"))
        let url = try LinkproofProcess.run(["url", "--jsonl"], input: line)
        #expect(url.status == 2 && url.text.contains(#""message":"line 1, byte offset 58: not UTF-8"#))
    }

    @Test func otherArgumentsMustBeUTF8() throws {
        let outcome = try LinkproofProcess.run(["url"], last: Self.link)
        #expect(outcome.status == 2)
        #expect(outcome.errorText.contains(#"argument 1 is not UTF-8 (byte offset 47): 'cws://com.createwithswift/notes/create?title=ab\xFFcd'"#))
        #expect(outcome.output.isEmpty)
    }

    @Test func aDiffStreamThatIsNotUTF8IsPlaced() throws {
        let folder = Scratch.folder()
        try Data(Array(#"{"input": ""#.utf8) + Self.link + Array(#"", "decision": "route"}"#.utf8)).write(to: URL(fileURLWithPath: folder + "/before.jsonl"))
        try Data(#"{"input": "x", "decision": "route"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/after.jsonl"))
        let outcome = try LinkproofProcess.run(["diff", "before.jsonl", "after.jsonl"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.errorText.contains("before.jsonl:1:59: not JSON: bytes that are not UTF-8 inside a string"))
    }
}
