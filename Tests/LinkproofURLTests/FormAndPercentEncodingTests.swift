import Testing
import LinkproofURL

/// WPT `urlencoded-parser-data.json` and the UTF-8 column of `percent-encoding.json`.
@Suite struct FormAndPercentEncodingTests {
    @Test func urlencodedParserData() throws {
        var passed = 0
        var failures: [String] = []
        let cases = try Resources.wptCases("urlencoded-parser-data.json")
        for entry in cases {
            guard let input = entry["input"] as? String, let output = entry["output"] as? [[String]] else { continue }
            let actual = FormURLEncoded.parse(input).map { [$0.name, $0.value] }
            if actual == output { passed += 1 } else { failures.append("\(String(reflecting: input)): \(actual) != \(output)") }
        }
        print("urlencoded-parser-data: \(passed)/\(cases.count)")
        #expect(failures.isEmpty, "\(failures)")
        #expect(cases.count > 20)
    }

    /// WPT puts each input in both the query and the fragment of `https://doc.example/`; with
    /// UTF-8 (the only encoding this parser uses) both come out as the `utf-8` column.
    @Test func percentEncodingData() throws {
        var passed = 0
        var failures: [String] = []
        let cases = try Resources.wptCases("percent-encoding.json")
        for entry in cases {
            guard let input = entry["input"] as? String, let output = entry["output"] as? [String: String],
                  let utf8 = output["utf-8"] else { continue }
            let url = try URLParser.parse("https://doc.example/?\(input)#\(input)").url
            if url.search == "?" + utf8, url.hash == "#" + utf8 { passed += 1 } else { failures.append("\(input): \(url.href)") }
        }
        print("percent-encoding (utf-8): \(passed)/\(cases.count)")
        #expect(failures.isEmpty, "\(failures)")
        #expect(cases.count >= 7)
    }

    @Test func serializeWritesPlusForSpaceAndEncodesTheFormSet() {
        #expect(FormURLEncoded.serialize([(name: "a b", value: "c&d=é~"), (name: "", value: "")]) == "a+b=c%26d%3D%C3%A9%7E&=")
        #expect(FormURLEncoded.serialize([]) == "")
    }

    @Test func encodeUsesTheNamedSet() {
        #expect(PercentEncoding.encode("a b/c?d", using: .component) == "a%20b%2Fc%3Fd")
        #expect(PercentEncoding.encode("a b/c?d", using: .path) == "a%20b/c%3Fd")
        #expect(PercentEncoding.encode("a b~", using: .applicationXWWWFormURLEncoded, spaceAsPlus: true) == "a+b%7E")
        #expect(PercentEncoding.encode("é", using: .c0Control) == "%C3%A9")
        #expect(PercentEncoding.encode("'", using: .query) == "'")
        #expect(PercentEncoding.encode("'", using: .specialQuery) == "%27")
    }

    @Test func decodeKeepsStrayPercentSigns() {
        #expect(PercentEncoding.decode("%41%zz%4") == Array("A%zz%4".utf8))
        #expect(PercentEncoding.decodeToString("%C3%A9%FF") == "é\u{FFFD}")
    }
}
