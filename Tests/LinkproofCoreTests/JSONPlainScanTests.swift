@testable import LinkproofCore
import Testing

/// The eight-bytes-at-a-time scans of JSON strings: where they stop, and the batch lines
/// they read without the full reader.
@Suite struct JSONPlainScanTests {
    /// Every byte the escaper or the reader must look at: control, `"`, `\`, DEL, past ASCII.
    private static func needsALook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x7F
    }

    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    @Test func theCountStopsAtTheFirstByteThatNeedsALook() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                for after in [UInt8(ascii: "a"), 0x00, 0x1F, 0x20, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                    bytes[position] = byte
                    for later in (position + 1)..<8 { bytes[later] = after }
                    let expected = bytes.firstIndex(where: Self.needsALook) ?? 8
                    #expect(JSONEscaping.plainByteCount(Self.word(bytes)) == expected, "\(bytes)")
                    #expect(JSONEscaping.needsALook(Self.word(bytes)) == (expected < 8), "\(bytes)")
                }
            }
        }
    }

    @Test func aStringIsPlainWhenNoByteNeedsALook() {
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for byte in [UInt8(ascii: "a"), UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x1F, 0x7F, 0xC3] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "b"), count: length)
                    if length > 0 { bytes[position] = byte }
                    let plain = bytes.withUnsafeBufferPointer { JSONEscaping.isPlain($0) }
                    #expect(plain == !bytes.contains(where: Self.needsALook), "\(bytes)")
                }
            }
        }
    }

    /// The `input` member's content and whether it is plain, when `bytes` is a line of that member only.
    private static func soleInput(_ bytes: [UInt8]) -> (content: Range<Int>, isPlain: Bool)? {
        bytes.withUnsafeBufferPointer { JSONReader.soleStringMemberContent("input", in: $0) }
    }

    @Test func aLineWithOnePlainStringMemberIsReadInPlace() {
        for string in JSONWriterTests.hostile {
            let quoted = JSONWriter.text { $0.string(string) }
            for line in ["{\"input\":\(quoted)}", " {\t\"input\" :  \(quoted) }\r"] {
                let bytes = Array(line.utf8)
                if let found = Self.soleInput(bytes) {
                    let range = found.content
                    #expect(String(decoding: bytes[range], as: UTF8.self) == string)
                    // The same scan says whether the content has anything to escape.
                    let plain = bytes.withUnsafeBufferPointer { JSONEscaping.isPlain(UnsafeBufferPointer(rebasing: $0[range])) }
                    #expect(found.isPlain == plain, "\(line)")
                } else {
                    // Left to the full reader only when the string has an escape to read.
                    #expect(quoted.contains("\\"), "\(line)")
                }
            }
        }
    }

    @Test func anyOtherLineIsLeftToTheFullReader() {
        for line in [#"{"inputs": "a"}"#, #"{"inpu": "a"}"#, #"{"input": "a", "via": "direct"}"#, #"{"input": 1}"#,
                     #"["input", "a"]"#, #"{"input": "a"} x"#, #"{"input": "a"#, #"{"input": "a\"b"}"#, "{\"input\": \"a\u{1}\"}", ""] {
            #expect(Self.soleInput(Array(line.utf8)) == nil, "\(line)")
        }
    }
}
