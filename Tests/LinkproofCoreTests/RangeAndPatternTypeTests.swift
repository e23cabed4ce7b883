import LinkproofCore
import Testing

/// Issue 29, item 1: `integer` with a range and `pattern`, as a manifest declares them and as
/// a link's decision applies them.
@Suite struct RangeAndPatternTypeTests {
    private func manifest(_ parameters: String, template: String = "parking://pay?minutes={minutes}") -> String {
        #"{"name": "parking", "app": {"bundleID": "com.example.parking"}, "schemes": ["parking"], "routes": [{"name": "pay", "templates": ["\#(template)"], "parameters": {\#(parameters)}}]}"#
    }

    private func issues(_ text: String) -> [String] {
        do {
            _ = try LinkManifest.load(json: Array(text.utf8))
            return []
        } catch {
            guard case .invalid(let issues) = error else { return ["\(error)"] }
            return issues.map { "\($0.path): \($0.message)" }
        }
    }

    private func decide(_ parameters: String, _ value: String) throws -> Decision {
        let parser = DeepLinkParser(manifest: try LinkManifest.load(json: Array(manifest(parameters).utf8)))
        return parser.decide("parking://pay?minutes=" + value)
    }

    @Test func theParkingAppsMinutesAreOneToSixHundred() throws {
        let minutes = #""minutes": {"type": "integer", "minimum": 1, "maximum": 600}"#
        let offset = "parking://pay?minutes=".utf8.count
        for value in ["0", "601", "999", "0600", "99999999999999999999", "-1", "%2B1", "", "1.0", "1e2", "0x1", "%201", "%EF%BC%91"] {
            guard case .reject(let rejection) = try decide(minutes, value) else { Issue.record("\(value) was not rejected"); continue }
            #expect(rejection.reason == .invalidParameter && rejection.offset == offset, "\(value): \(rejection)")
        }
        // Refused before the type is read: a raw space or non-ASCII is not a valid URL as written.
        for value in [" 1", "１", "+1"] { #expect(try decide(minutes, value).rejection != nil, "\(value)") }
        for value in ["1", "600", "42"] {
            guard case .route(let routed) = try decide(minutes, value) else { Issue.record("\(value) did not route"); continue }
            #expect(routed.params["minutes"] == value)
        }
    }

    @Test func eachRefusalSaysWhy() {
        let type = ParameterType.integer(IntegerRange(minimum: 1, maximum: 600)!)
        #expect(type.check("0") == "below the minimum 1")
        #expect(type.check("601") == "above the maximum 600")
        #expect(type.check("99999999999999999999") == "above the maximum 600")
        #expect(type.check("0600") == "a leading zero (write the number without it)")
        #expect(type.check("-5")?.hasPrefix("a sign is not accepted") == true)
        #expect(type.check("6a") == "not a decimal integer (ASCII digits)")
    }

    @Test func signsAndLeadingZerosFollowTheDeclaration() {
        let signed = ParameterType.integer(IntegerRange(minimum: -500, maximum: 500)!)
        #expect(signed.check("-500") == nil && signed.check("500") == nil && signed.check("0") == nil)
        #expect(signed.check("-501") == "below the minimum -500" && signed.check("-0") != nil && signed.check("-05") != nil && signed.check("+5") != nil)
        #expect(signed.check("-99999999999999999999") == "below the minimum -500")
        let padded = ParameterType.integer(IntegerRange(minimum: 0, maximum: 600, leadingZeros: true)!)
        #expect(padded.check("0600") == nil && padded.check("000000000000000000000000000001") == nil && padded.check("0601") != nil)
        let extreme = ParameterType.integer(IntegerRange(minimum: -IntegerRange.boundLimit, maximum: IntegerRange.boundLimit)!)
        #expect(extreme.check("9007199254740991") == nil && extreme.check("9007199254740992") != nil)
        #expect(extreme.check("-9007199254740991") == nil && extreme.check("-9007199254740992") != nil)
        #expect(extreme.check("18446744073709551616") != nil && extreme.check("9223372036854775808") != nil)
    }

    @Test func integersReachTheWholeSigned64BitRange() throws {
        // Issue 41: 18- and 19-digit snowflake IDs; a bound beyond ±2⁵³−1 is a string of digits.
        let snowflake = #""minutes": {"type": "integer", "minimum": 0, "maximum": "9223372036854775807"}"#
        for value in ["1163726544311238656", "9223372036854775807", "0", "123456789012345678"] {
            #expect(try decide(snowflake, value).routedLink?.params["minutes"] == value, "\(value)")
        }
        for value in ["9223372036854775808", "18446744073709551615", "18446744073709551616", "99999999999999999999", "-1"] {
            #expect(try decide(snowflake, value).rejection?.reason == .invalidParameter, "\(value)")
        }
        let full = ParameterType.integer(IntegerRange(minimum: Int.min, maximum: Int.max)!)
        #expect(full.check("-9223372036854775808") == nil && full.check("9223372036854775807") == nil)
        #expect(full.check("-9223372036854775809") == "below the minimum -9223372036854775808")
        #expect(full.check("9223372036854775808") == "above the maximum 9223372036854775807")
        #expect(full.check("-18446744073709551616") != nil && full.check("-0") != nil)
        let edge = #""minutes": {"type": "integer", "minimum": "-9223372036854775808", "maximum": "-9223372036854775800"}"#
        #expect(try decide(edge, "-9223372036854775808").routedLink != nil)
        #expect(try decide(edge, "-9223372036854775799").rejection?.reason == .invalidParameter)
        // A JSON number past 2⁵³−1 is not read exactly: refused, with the way to write it.
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807}"#))
                == ["$.routes[0].parameters.minutes.maximum: expected a whole number from -9007199254740991 to 9007199254740991, or a string of digits from -9223372036854775808 to 9223372036854775807"])
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": 0, "maximum": "9223372036854775808"}"#)).count == 1)
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": "+1", "maximum": "9"}"#)).count == 1)
    }

    @Test func integerDeclarationsAreChecked() {
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": 1}"#)) == ["$.routes[0].parameters.minutes.maximum: 'maximum' is required: an integer's range is the app's decision"])
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": 9, "maximum": 1}"#)) == ["$.routes[0].parameters.minutes: minimum 9 is above maximum 1"])
        #expect(issues(manifest(#""minutes": {"type": "integer", "minimum": 1.5, "maximum": 9}"#)).first?.hasPrefix("$.routes[0].parameters.minutes.minimum: expected a whole number") == true)
        // A key of another type would silently change nothing.
        #expect(issues(manifest(#""minutes": {"type": "digits", "minimum": 1, "maximum": 600}"#)).map { $0.prefix(46) }.sorted() == ["$.routes[0].parameters.minutes.maximum: unknow", "$.routes[0].parameters.minutes.minimum: unknow"])
        #expect(issues(manifest(#""minutes": 3"#)) == [#"$.routes[0].parameters.minutes: a parameter type is an object such as {"type": "digits"}, found a number"#])
    }

    @Test func patternsMatchTheWholeValue() throws {
        let cases: [(String, [String], [String])] = [
            ("[A-Z]{1,3}-[0-9]{1,4}", ["A-1", "ABC-1234"], ["", "A-", "ABCD-1", "A-12345", "a-1", "A-1 ", "xA-1"]),
            ("a|b(c|d)*", ["a", "b", "bcdc"], ["ab", "", "c"]),
            ("(ab){2,3}x?", ["abab", "abababx"], ["ab", "abababab", "ababxx"]),
            ("[a-c-]+\\.[0-9]{0,2}", ["a-.", "cc.42"], ["a-", "a.123", "d.1"]),
            ("x{3,}", ["xxx", String(repeating: "x", count: 5000)], ["xx"]),
            ("[a-z]+", ["abc"], ["é", "abcé", "ab\u{0}"]),
        ]
        for (source, matching, refused) in cases {
            let type = ParameterType.pattern(try ValuePattern(source))
            for value in matching { #expect(type.check(value) == nil, "\(source) \(value)") }
            for value in refused { #expect(type.check(value) == "does not match the pattern \(source)", "\(source) \(value)") }
        }
    }

    @Test func patternsOutsideTheSyntaxOrPastTheCapAreManifestErrors() {
        let refused: [(String, String)] = [
            ("(a)\\\\1", "back-references"), (".+", "'.' is not supported"), ("\\\\d+", "is not supported"), ("^a$", "always matches the whole value"),
            ("(?i)a", "'(?'"), ("[^a]", "negated class"), ("a**", "a quantifier after a quantifier"), ("a{2,1}", "below the minimum"),
            ("a{1001}", "above 1000"), ("(a", "never closed"), ("a)", "unbalanced"), ("", "empty pattern"), ("[z-a]", "not an ASCII character class"),
            ("(a{1000}){1000}", "more than 2048 states"), ("[ab]*a[ab]{20}", "transitions"),
        ]
        for (pattern, reason) in refused {
            let found = issues(manifest(#""minutes": {"type": "pattern", "pattern": "\#(pattern)"}"#))
            #expect(found.count == 1 && found[0].hasPrefix("$.routes[0].parameters.minutes.pattern: ") && found[0].contains(reason), "\(pattern): \(found)")
        }
    }

    @Test func theSimplestExampleIsTheShortestMatch() throws {
        #expect(try ValuePattern("[A-Z]{1,3}-[0-9]{1,4}").example { _ in 0 } == "A-0")
        #expect(try ValuePattern("(ab){2,3}x?").example { _ in 0 } == "abab")
        let long = try ValuePattern("[a-z]{1,100}").example { $0 - 1 }
        #expect(long.count == 48 && long.allSatisfy { $0 == "z" })
    }
}
