import Foundation
import Testing
import LinkproofURL

/// The examples of the URL Standard's validation-error table
/// (https://url.spec.whatwg.org/#validation-error, read at whatwg/url commit 6ae8486 of
/// 2026-07-02), each with the error's byte offset: the code point that caused it (for a host
/// error found after decoding, the host's first byte or the escape that produced the code
/// point). Where the table gives no example of a case (a space in an opaque path, a C1
/// control, a domain accepted although strict ToASCII fails), the example is the step's own
/// words applied to a table example, or the spec's note's domain (`xn--8i7caa`).
@Suite struct ValidationErrorTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let input: String
        var base: String?
        let code: URLValidationError.Code
        let offset: Int
        var testDescription: String { "\(input) → \(code.rawValue)@\(offset)" }
    }

    static let repaired: [Example] = [
        Example(input: "https://xn--8i7caa", code: .domainToASCII, offset: 8),
        Example(input: "https://exam%70le.org", code: .domainPercentEncoded, offset: 12),
        Example(input: "https://1.2.3/", code: .ipv4TooFewParts, offset: 8),
        Example(input: "https://[::01]", code: .ipv6PieceLeadingZero, offset: 11),
        Example(input: "mailto:user name@example.org", code: .invalidURLUnit, offset: 11),
        Example(input: "https://example.org/\u{85}", code: .invalidURLUnit, offset: 20),
        Example(input: "https://127.0.0.1./", code: .ipv4EmptyPart, offset: 18),
        Example(input: "https://127.0.0x0.1", code: .ipv4NonDecimalPart, offset: 14),
        Example(input: "https://0x7f.1", code: .ipv4NonDecimalPart, offset: 8),
        Example(input: "https://example.org/>", code: .invalidURLUnit, offset: 20),
        Example(input: " https://example.org ", code: .invalidURLUnit, offset: 0),
        Example(input: "ht\ntps://example.org", code: .invalidURLUnit, offset: 2),
        Example(input: "https://example.org/%s", code: .invalidURLUnit, offset: 20),
        Example(input: "https://example.org/" + String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self), code: .invalidURLUnit, offset: 20),
        Example(input: "https:example.org", code: .specialSchemeMissingFollowingSolidus, offset: 6),
        Example(input: "https:///example.org", code: .specialSchemeMissingFollowingSolidus, offset: 8),
        Example(input: "https://example.org\\path", code: .invalidReverseSolidus, offset: 19),
        Example(input: "https://user@example.org", code: .invalidCredentials, offset: 12),
        Example(input: "ssh://user@example.org", code: .invalidCredentials, offset: 10),
        Example(input: "C|", base: "file:///a/b", code: .fileInvalidWindowsDriveLetter, offset: 0),
        Example(input: "file://c:", code: .fileInvalidWindowsDriveLetterHost, offset: 7),
        Example(input: "file:c:/x", code: .specialSchemeMissingFollowingSolidus, offset: 5),
    ]

    static let fatal: [Example] = [
        Example(input: "https://exa%23mple.org", code: .domainToASCII, offset: 11),
        Example(input: "https://ex ample.org", code: .domainToASCII, offset: 10),
        Example(input: "https://\u{AD}/", code: .domainToASCII, offset: 8),
        Example(input: "foo://exa[mple.org", code: .hostInvalidCodePoint, offset: 9),
        Example(input: "https://1.2.3.4.5", code: .ipv4TooManyParts, offset: 8),
        Example(input: "https://test.42", code: .ipv4NonNumericPart, offset: 8),
        Example(input: "https://255.255.4000.1", code: .ipv4OutOfRangePart, offset: 16),
        Example(input: "https://[::1", code: .ipv6Unclosed, offset: 8),
        Example(input: "https://[:1]", code: .ipv6InvalidCompression, offset: 9),
        Example(input: "https://[1:2:3:4:5:6:7:8:9]", code: .ipv6TooManyPieces, offset: 25),
        Example(input: "https://[1::1::1]", code: .ipv6MultipleCompression, offset: 14),
        Example(input: "https://[1:2:3!:4]", code: .ipv6InvalidCodePoint, offset: 14),
        Example(input: "https://[1:2:3:]", code: .ipv6InvalidCodePoint, offset: 15),
        Example(input: "https://[1:2:3]", code: .ipv6TooFewPieces, offset: 14),
        Example(input: "https://[1:1:1:1:1:1:1:127.0.0.1]", code: .ipv4InIPv6TooManyPieces, offset: 23),
        Example(input: "https://[ffff::.0.0.1]", code: .ipv4InIPv6InvalidCodePoint, offset: 15),
        Example(input: "https://[ffff::127.0.xyz.1]", code: .ipv4InIPv6InvalidCodePoint, offset: 21),
        Example(input: "https://[ffff::127.00.0.1]", code: .ipv4InIPv6InvalidCodePoint, offset: 20),
        Example(input: "https://[ffff::127.0.0.1.2]", code: .ipv4InIPv6InvalidCodePoint, offset: 24),
        Example(input: "https://[ffff::127.0.0.4000]", code: .ipv4InIPv6OutOfRangePart, offset: 25),
        Example(input: "https://[ffff::127.0.0]", code: .ipv4InIPv6TooFewParts, offset: 22),
        Example(input: "💩", code: .missingSchemeNonRelativeURL, offset: 0),
        Example(input: "💩", base: "mailto:user@example.org", code: .missingSchemeNonRelativeURL, offset: 0),
        Example(input: "https://#fragment", code: .hostMissing, offset: 8),
        Example(input: "https://:443", code: .hostMissing, offset: 8),
        Example(input: "https://user:pass@", code: .hostMissing, offset: 18),
        Example(input: "https://example.org:70000", code: .portOutOfRange, offset: 20),
        Example(input: "https://example.org:7z", code: .portInvalid, offset: 21),
    ]

    static func base(_ example: Example) throws -> URLRecord? {
        try example.base.map { try URLParser.parse($0).url }
    }

    @Test(arguments: repaired)
    func recordsTheRepair(_ example: Example) throws {
        let result = try URLParser.parse(example.input, base: try Self.base(example))
        #expect(result.validationErrors.contains(URLValidationError(code: example.code, offset: example.offset)),
                "\(result.validationErrors)")
    }

    @Test(arguments: fatal)
    func failsWithTheError(_ example: Example) throws {
        let base = try Self.base(example)
        #expect {
            try URLParser.parse(example.input, base: base)
        } throws: { error in
            guard let failure = error as? URLParseFailure else { return false }
            return failure.error == URLValidationError(code: example.code, offset: example.offset)
                && failure.validationErrors.last == failure.error
        }
    }

    /// The errors added to the spec from 2026-06-30 to 07-01, each alone where the input has
    /// nothing else to report, and in the spec's order where it has.
    @Test func theNewErrorsAreRecordedOnceAndInOrder() throws {
        func errors(_ input: String) throws -> [URLValidationError] { Array(try URLParser.parse(input).validationErrors) }
        #expect(try errors("https://exam%70le.org") == [URLValidationError(code: .domainPercentEncoded, offset: 12)])
        #expect(try errors("https://1.2.3/") == [URLValidationError(code: .ipv4TooFewParts, offset: 8)])
        #expect(try errors("https://[::01]") == [URLValidationError(code: .ipv6PieceLeadingZero, offset: 11)])
        #expect(try errors("https://xn--8i7caa") == [URLValidationError(code: .domainToASCII, offset: 8)])
        // IPv4 parser, step 3 (too few parts) before step 6.3 (a part in hex).
        #expect(try errors("https://0x7f.1") == [URLValidationError(code: .ipv4TooFewParts, offset: 8),
                                                 URLValidationError(code: .ipv4NonDecimalPart, offset: 8)])
        // A forbidden domain code point fails with domain-to-ASCII, after the host parser's
        // step 4 reported the escape.
        #expect {
            try URLParser.parse("https://exa%23mple.org")
        } throws: { error in
            (error as? URLParseFailure)?.validationErrors == [URLValidationError(code: .domainPercentEncoded, offset: 11),
                                                              URLValidationError(code: .domainToASCII, offset: 11)]
        }
        // A space in an opaque path: reported however it is written (step 3.2 or 3.3).
        #expect(try errors("mailto:a b ?c") == [URLValidationError(code: .invalidURLUnit, offset: 8),
                                               URLValidationError(code: .invalidURLUnit, offset: 10)])
        #expect(try errors("mailto:ab?c d") == [URLValidationError(code: .invalidURLUnit, offset: 11)])
    }

    /// U+0080 to U+009F are not URL code points (which start again at U+00A0), in every
    /// component that checks for URL units.
    @Test(arguments: [0x80, 0x85, 0x9F] as [UInt32])
    func aC1ControlIsAnInvalidURLUnit(_ value: UInt32) throws {
        let control = String(Character(Unicode.Scalar(value)!))
        for (input, offset) in [("https://h/" + control, 10), ("https://h/?" + control, 11), ("https://h/#" + control, 11),
                                ("sc:" + control, 3), ("sc://h" + control + "/", 6)] {
            #expect(try URLParser.parse(input).validationErrors == [URLValidationError(code: .invalidURLUnit, offset: offset)], "\(input.debugDescription)")
        }
        #expect(try URLParser.parse("https://h/\u{A0}").validationErrors.isEmpty)
    }

    @Test func aCleanURLHasNoErrors() throws {
        #expect(try URLParser.parse("https://example.org/a/b?c=d#e").validationErrors.isEmpty)
    }

    @Test func offsetsCountBytesOfTheOriginalInput() throws {
        // "é" is two bytes; the tab before it is removed but offsets still count it.
        let result = try URLParser.parse("https://example.org/\té<")
        #expect(result.validationErrors == [
            URLValidationError(code: .invalidURLUnit, offset: 20),
            URLValidationError(code: .invalidURLUnit, offset: 23),
        ])
        #expect(result.url.pathname == "/%C3%A9%3C")
    }

    @Test func illFormedUTF8BecomesTheReplacementCharacter() throws {
        let result = try URLParser.parse(utf8: Array("https://example.org/a".utf8) + [0xFF, 0x62])
        #expect(result.url.pathname == "/a%EF%BF%BDb")
        #expect(result.validationErrors == [URLValidationError(code: .invalidURLUnit, offset: 21)])
    }

    @Test func theErrorsAreACollectionInTheOrderRecorded() throws {
        let errors = try URLParser.parse(" https://example.org/a b\\c ").validationErrors
        let expected = [
            URLValidationError(code: .invalidURLUnit, offset: 0),
            URLValidationError(code: .invalidURLUnit, offset: 26),
            URLValidationError(code: .invalidURLUnit, offset: 22),
            URLValidationError(code: .invalidReverseSolidus, offset: 24),
        ]
        #expect(Array(errors) == expected)
        #expect(errors.count == 4 && errors.first == expected[0] && errors.last == expected[3] && errors[2] == expected[2])
        #expect(errors == URLValidationErrors(expected))
        #expect(URLValidationErrors() == [] && URLValidationErrors().isEmpty && URLValidationErrors([expected[1]]).count == 1)
        #expect(errors.description == expected.description)
        // Encoded as an array, as the CLI's JSON shows it.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(errors)
        #expect(encoded == (try encoder.encode(expected)))
        #expect(try JSONDecoder().decode(URLValidationErrors.self, from: encoded) == errors)
    }
}
