import Testing
@testable import LinkproofCore

/// Diagnostics: each kind the issue lists, and bad input that must never trap.
@Suite struct AASAValidationTests {
    static func detail(_ body: String) -> String {
        "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.example.app\"], \(body)}]}}"
    }

    @Test(arguments: [
        ("{\"applinks\": {\"details\": [{\"appIDs\": [\"team.app\"], \"components\": []}]}}", "AASA112"),
        (detail("\"components\": [{\"/\": \"/a b\"}]"), "AASA194"),
        (detail("\"components\": [{\"/\": \"/a/*\"}, {\"/\": \"/a/private/*\", \"exclude\": true}]"), "AASA190"),
        (detail("\"components\": [{\"/\": 5}, {\"/\": \"/ok\"}]"), "AASA102"),
        (detail("\"components\": [{\"/\": \"/x\"}], \"defaults\": {\"paths\": [\"/y\"]}"), "AASA192"),
        ("{\"applinks\": {\"substitutionVariables\": {\"a(b\": [\"x\"], \"digit\": [\"1\"], \"e\": []}, \"details\": []}}", "AASA140"),
        ("{\"applinks\": {\"substitutionVariables\": {\"digit\": [\"1\"]}, \"details\": []}}", "AASA144"),
        ("{\"applinks\": {\"substitutionVariables\": {\"e\": []}, \"details\": []}}", "AASA143"),
        ("{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.example.app\"]}, {\"appIDs\": [\"ABCDE12345.com.example.app\"]}]}}", "AASA160"),
        ("{\"applinks\": {\"details\": []}, \"extra\": 1}", "AASA101"),
        ("[]", "AASA004"),
    ])
    func diagnosticKind(json: String, code: String) {
        #expect(aasaCodes(json).contains(code))
    }

    @Test func oneBrokenEntryNeverHidesTheRest() throws {
        let json = """
            {"applinks": {"details": [7, {"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": 5}, {"/": "/ok"}]}]}}
            """
        let parsed = try AASAParser.parse(Array(json.utf8))
        #expect(parsed.document.appLinks?.details.count == 1)
        #expect(parsed.document.appLinks?.details.first?.rules.map(\.path) == ["/ok"])
        #expect(parsed.diagnostics.map(\.path) == ["$.applinks.details[0]", "$.applinks.details[1].components[0][\"/\"]"])
    }

    @Test func notJSONGivesLineAndColumn() {
        let error = aasaParseError(Array("{\n  \"applinks\": {,}\n}".utf8))
        #expect(error?.diagnostic.code == "AASA001")
        #expect(error?.diagnostic.message.hasPrefix("line 2, column 16") == true)
    }

    @Test(arguments: [
        ("{\"applinks\": {\"details\": [", "AASA001"),
        (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "AASA005"),
        ("\"just a string\"", "AASA004"),
    ])
    func unreadableFiles(text: String, code: String) {
        #expect(aasaCodes(text) == [code])
    }

    /// A bad continuation, an overlong `/`, a surrogate, a truncated sequence, past U+10FFFF.
    @Test(arguments: [[0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
    func invalidUTF8IsADiagnostic(sequence: [UInt8]) {
        let bytes: [UInt8] = Array("{\"applinks\": \"".utf8) + sequence + Array("\"}".utf8)
        #expect(aasaParseError(bytes)?.diagnostic.code == "AASA002")
        #expect(aasaParseError(Array("{\"applinks\": \"é😀\"}".utf8))?.diagnostic.code != "AASA002")
    }

    @Test func tenMegabytesIsOverTheCapUnlessRaised() throws {
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: 10_000_000)
        let bytes = Array("{\"webcredentials\": {\"apps\": []}}".utf8) + padding
        #expect(aasaParseError(bytes)?.diagnostic.code == "AASA003")
        #expect(try AASAParser.parse(bytes, sizeCap: 11_000_000).document.webCredentials == [])
    }

    @Test func jsonReaderReadsEscapesAndNumbers() throws {
        let value = try JSONReader.read(Array(#"{"a": "\u00e9\ud83d\ude00\n\/", "b": [-1.5e2, 0, true, null]}"#.utf8))
        #expect(value["a"] == .string("é😀\n/"))
        #expect(value["b"] == .array([.number(-150), .number(0), .bool(true), .null]))
        #expect(throws: JSONReadError.self) { try JSONReader.read(Array("01".utf8)) }
        #expect(throws: JSONReadError.self) { try JSONReader.read(Array("{\"a\" 1}".utf8)) }
    }

    @Test func appIDShape() {
        #expect(AASAValidator.isWellFormedAppID("ABCDE12345.com.example.app"))
        #expect(!AASAValidator.isWellFormedAppID("A.b"))
        #expect(!AASAValidator.isWellFormedAppID("abcde12345.com.example"))
        #expect(!AASAValidator.isWellFormedAppID("ABCDE12345."))
    }
}
