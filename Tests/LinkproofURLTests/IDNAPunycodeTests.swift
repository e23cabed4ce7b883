import Testing
@testable import LinkproofURL

/// Punycode against the sample strings of RFC 3492 section 7.1, and its failure modes.
@Suite struct IDNAPunycodeTests {
    /// RFC 3492 section 7.1: (label, code points, Punycode). In the RFC, "U+" marks a code point
    /// whose case annotation is uppercase; only sample (I) carries that annotation into its
    /// Punycode ("D"), which this encoder (like IDNA) does not produce.
    static let rfcSamples: [(String, String, String)] = [
        ("A Arabic", "0644 064A 0647 0645 0627 0628 062A 0643 0644 0645 0648 0634 0639 0631 0628 064A 061F",
         "egbpdaj6bu4bxfgehfvwxn"),
        ("B Chinese (simplified)", "4ED6 4EEC 4E3A 4EC0 4E48 4E0D 8BF4 4E2D 6587", "ihqwcrb4cv8a8dqg056pqjye"),
        ("C Chinese (traditional)", "4ED6 5011 7232 4EC0 9EBD 4E0D 8AAA 4E2D 6587", "ihqwctvzc91f659drss3x8bo0yb"),
        ("D Czech", "0050 0072 006F 010D 0070 0072 006F 0073 0074 011B 006E 0065 006D 006C 0075 0076 00ED 010D 0065 0073 006B 0079",
         "Proprostnemluvesky-uyb24dma41a"),
        ("E Hebrew", "05DC 05DE 05D4 05D4 05DD 05E4 05E9 05D5 05D8 05DC 05D0 05DE 05D3 05D1 05E8 05D9 05DD 05E2 05D1 05E8 05D9 05EA",
         "4dbcagdahymbxekheh6e0a7fei0b"),
        ("F Hindi", "092F 0939 0932 094B 0917 0939 093F 0928 094D 0926 0940 0915 094D 092F 094B 0902 0928 0939 0940 0902 092C 094B 0932 0938 0915 0924 0947 0939 0948 0902",
         "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"),
        ("G Japanese", "306A 305C 307F 3093 306A 65E5 672C 8A9E 3092 8A71 3057 3066 304F 308C 306A 3044 306E 304B",
         "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),
        ("H Korean", "C138 ACC4 C758 BAA8 B4E0 C0AC B78C B4E4 C774 D55C AD6D C5B4 B97C C774 D574 D55C B2E4 BA74 C5BC B9C8 B098 C88B C744 AE4C",
         "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"),
        ("I Russian", "043F 043E 0447 0435 043C 0443 0436 0435 043E 043D 0438 043D 0435 0433 043E 0432 043E 0440 044F 0442 043F 043E 0440 0443 0441 0441 043A 0438",
         "b1abfaaepdrnnbgefbaDotcwatmq2g4l"),
        ("J Spanish", "0050 006F 0072 0071 0075 00E9 006E 006F 0070 0075 0065 0064 0065 006E 0073 0069 006D 0070 006C 0065 006D 0065 006E 0074 0065 0068 0061 0062 006C 0061 0072 0065 006E 0045 0073 0070 0061 00F1 006F 006C",
         "PorqunopuedensimplementehablarenEspaol-fmd56a"),
        ("K Vietnamese", "0054 1EA1 0069 0073 0061 006F 0068 1ECD 006B 0068 00F4 006E 0067 0074 0068 1EC3 0063 0068 1EC9 006E 00F3 0069 0074 0069 1EBF 006E 0067 0056 0069 1EC7 0074",
         "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"),
        ("L 3nenBgumi", "0033 5E74 0042 7D44 91D1 516B 5148 751F", "3B-ww4c5e180e575a65lsy2b"),
        ("M -with-SUPER-MONKEYS", "5B89 5BA4 5948 7F8E 6075 002D 0077 0069 0074 0068 002D 0053 0055 0050 0045 0052 002D 004D 004F 004E 004B 0045 0059 0053",
         "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
        ("N Hello-Another-Way", "0048 0065 006C 006C 006F 002D 0041 006E 006F 0074 0068 0065 0072 002D 0057 0061 0079 002D 305D 308C 305E 308C 306E 5834 6240",
         "Hello-Another-Way--fc4qua05auwb3674vfr0b"),
        ("O hitotsu yane 2", "3072 3068 3064 5C4B 6839 306E 4E0B 0032", "2-u9tlzr9756bt3uc0v"),
        ("P MajiKoi5", "004D 0061 006A 0069 3067 004B 006F 0069 3059 308B 0035 79D2 524D", "MajiKoi5-783gue6qz075azm5e"),
        ("Q pafii de runba", "30D1 30D5 30A3 30FC 0064 0065 30EB 30F3 30D0", "de-jg4avhby1noc0d"),
        ("R sono supiido de", "305D 306E 30B9 30D4 30FC 30C9 3067", "d9juau41awczczp"),
        ("S -> $1.00 <-", "002D 003E 0020 0024 0031 002E 0030 0030 0020 003C 002D", "-> $1.00 <--"),
    ]

    static func scalars(_ hex: String) -> [Unicode.Scalar] {
        hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }

    /// The Punycode encoding of `scalars` as a string.
    static func encode(_ scalars: [Unicode.Scalar]) throws(PunycodeError) -> String {
        var output: [UInt8] = []
        try Punycode.encode(scalars[...], into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: rfcSamples)
    func encodesRFCSample(_ sample: (String, String, String)) throws {
        let encoded = try Self.encode(Self.scalars(sample.1))
        // Sample (I)'s "D" is a case annotation; without annotations every digit is lowercase.
        let expected = sample.0.hasPrefix("I ") ? sample.2.lowercased() : sample.2
        #expect(encoded == expected, "\(sample.0)")
    }

    @Test(arguments: rfcSamples)
    func decodesRFCSample(_ sample: (String, String, String)) throws {
        let decoded = try Punycode.decode(Array(sample.2.unicodeScalars))
        #expect(decoded == Self.scalars(sample.1), "\(sample.0)")
    }

    @Test func decodingIsCaseInsensitiveForDigits() throws {
        #expect(try Punycode.decode(Array("TDA".unicodeScalars)) == ["ü"])
    }

    @Test func rejectsAnInvalidDigit() {
        #expect(throws: PunycodeError.invalidCharacter) { try Punycode.decode(Array("a=b".unicodeScalars)) }
    }

    @Test func rejectsNonASCIIBasicCodePoints() {
        #expect(throws: PunycodeError.invalidCharacter) { try Punycode.decode(Array("é-tda".unicodeScalars)) }
    }

    @Test func rejectsATruncatedInteger() {
        // "z" is digit 25, not below the threshold t = 1 of the first two positions: the integer goes on.
        #expect(throws: PunycodeError.truncated) { try Punycode.decode(Array("zz".unicodeScalars)) }
    }

    @Test func rejectsOverflow() {
        // Each "9" (digit 35) is at or above every threshold, so the weight w grows by a factor
        // of at least 10 per digit: it passes 2^32 before the input ends.
        #expect(throws: PunycodeError.overflow) { try Punycode.decode(Array("99999999999999".unicodeScalars)) }
    }

    @Test func rejectsDecodedSurrogatesAndValuesBeyondUnicode() {
        // "ib9b" is the RFC 3492 encoding of U+D800; "99999a" stands for 0x48A3C1 (computed
        // by hand from section 6.2 with unbounded integers).
        #expect(throws: PunycodeError.invalidScalar) { try Punycode.decode(Array("ib9b".unicodeScalars)) }
        #expect(throws: PunycodeError.invalidScalar) { try Punycode.decode(Array("99999a".unicodeScalars)) }
    }

    @Test func rejectsInputLongerThanTheLimit() {
        // 256 basic code points, then one encoded code point: 257 in all.
        let long = Array((String(repeating: "a", count: Punycode.maxLength) + "-tda").unicodeScalars)
        #expect(throws: PunycodeError.tooLong) { try Punycode.decode(long) }
        #expect(throws: PunycodeError.tooLong) { try Self.encode(Array(repeating: "é", count: Punycode.maxLength + 1)) }
    }

    @Test func encodesAndDecodesTheLongestAcceptedLabel() throws {
        let label = (0..<Punycode.maxLength).compactMap { Unicode.Scalar(0x4E00 + UInt32($0) * 7) }
        #expect(try Punycode.decode(Array(try Self.encode(label).unicodeScalars)) == label)
    }
}
