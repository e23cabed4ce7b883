@testable import LinkproofCore
import LinkproofURL
import Testing

/// `URLComponentsRecord` writes in one go what the writer's members, one call each, write:
/// the same object, byte for byte, for URLs whose components are not all plain runs of `href`.
struct URLComponentsRecordTests {
    /// Credentials, a port, a built origin (`blob:`, non-special, `file:`), bytes to escape in an
    /// opaque path and a fragment, validation errors, non-ASCII and hidden characters in the input.
    static let inputs: [(input: String, base: String?)] = [
        ("https://example.com/", nil), ("https://user:pa%20ss@example.com:8080/p/a?q=1#f", nil),
        ("blob:https://a.example/uuid", nil), ("mailto:a\"b\\c", nil), ("sms:+1?body=\u{1B}x#\"", nil),
        ("file:///C:/dir/file", nil), (" HTTPS://EXAMPLE.com:443/a/../b\t", nil), ("https://exämple.com/ü?ä#ö", nil),
        ("https://a.example/\u{202E}txt", nil), ("../x?y#z", "https://base.example/a/b"), ("//h/p", "foo://base/x"),
        ("https://user@host", nil), ("https://:pw@host/", nil), ("web+app://h:0/p", nil),
    ]

    @Test func theRecordIsTheMembersWrittenOneByOne() throws {
        for (input, base) in Self.inputs {
            let baseRecord = try base.map { try URLParser.parse($0).url }
            let parsed = try URLParser.parse(input, base: baseRecord)
            var utf8 = input
            let record = utf8.withUTF8 { bytes in JSONWriter.text { URLComponentsRecord.write(parsed, input: bytes, base: base, to: &$0) } }
            #expect(record == Self.membersOneByOne(parsed.url, input: input, base: base, errors: parsed.validationErrors), "\(input)")
        }
    }

    /// An input that is its own serialization is written from its bytes (`write(exact:)`, no
    /// `href` made) as its parse is: the fast path's inputs here, with a port, a query and a
    /// fragment, a non-special scheme (a built origin) and bytes to escape, whether or not the
    /// caller found the input plain.
    @Test func anExactInputIsWrittenAsItsParse() throws {
        let inputs = ["https://example.com/", "https://example.com:8080/p/a?q=1#f", "http://a.example/x?#",
                      "app://host/path?q#f", "web+app://h:1/p", "blob://host/https://a.example/", "https://a.example/\u{7F}",
                      "https://a.example/é?ü#\u{202E}"]
        var exact = 0
        for input in inputs {
            var utf8 = input
            let parsed = try URLParser.parse(input)
            try utf8.withUTF8 { bytes in
                guard case .exact(let layout) = try URLParser.read(bytes) else { return }
                exact += 1
                let expected = JSONWriter.text { URLComponentsRecord.write(parsed, input: bytes, base: nil, to: &$0) }
                let plain = JSONEscaping.isPlain(bytes)
                for inputIsPlain in [nil, plain] {
                    let record = JSONWriter.text { URLComponentsRecord.write(exact: layout, input: bytes, inputIsPlain: inputIsPlain, to: &$0) }
                    #expect(record == expected, "\(input)")
                }
            }
        }
        #expect(exact >= 5, "most of these inputs are their own serialization")
    }

    /// The object written a member at a time.
    static func membersOneByOne(_ url: URLRecord, input: String, base: String?, errors: URLValidationErrors) -> String {
        JSONWriter.text { writer in
            writer.beginObject()
            writer.key("base")
            writer.string(base)
            let members: [(StaticString, String)] = [
                ("hash", url.hash), ("host", url.host), ("hostname", url.hostname), ("href", url.href), ("input", input),
                ("origin", url.origin), ("password", url.password), ("pathname", url.pathname), ("port", url.port),
                ("protocol", url.protocol), ("search", url.search), ("username", url.username),
            ]
            for (key, value) in members {
                writer.key(key)
                writer.string(value)
            }
            writer.key("validationErrors")
            writer.beginArray()
            for error in errors {
                writer.beginObject()
                writer.key("code")
                writer.string(error.code.rawValue)
                writer.key("offset")
                writer.int(error.offset)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
    }
}
