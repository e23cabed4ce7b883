import LinkproofCore
import Testing

@Suite("Suffixes")
struct SuffixTests {
    @Test("SHORT suffixes have the asked length, from the base-62 alphabet")
    func shortSuffixes() {
        var random = SeededGenerator(state: 1)
        for length in [4, 5, 12] {
            let suffix = SuffixGenerator.short(length: length, using: &random)
            #expect(suffix.utf8.count == length)
            #expect(suffix.utf8.allSatisfy { SuffixAlphabet.base62.contains($0) })
        }
    }

    @Test("The alphabet is the 62 ASCII digits and letters, each once, in digit-value order")
    func alphabet() {
        #expect(String(decoding: SuffixAlphabet.base62, as: UTF8.self)
            == "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        #expect(Set(SuffixAlphabet.base62).count == 62)
    }

    // Expected values: the 96-bit number written in base 62 with 17 digits, computed
    // independently with arbitrary-precision arithmetic.
    @Test("UNGUESSABLE writes 96 bits (32 from the first draw, 64 from the second) as 17 base-62 digits",
          arguments: [
              (UInt64(0), "00000000000000000"),
              (UInt64.max, "1f2SI9UJPXvb7vdJ1"),                      // 2^96 − 1, the largest value
              (0x0123_4567_89AB_CDEF, "0tPZKVB2kcLUMlIwp"),            // 0x89ABCDEF_0123456789ABCDEF
          ])
    func unguessable(word: UInt64, expected: String) {
        var random = RepeatingGenerator(word: word)
        #expect(SuffixGenerator.unguessable(using: &random) == expected)
    }

    @Test("UNGUESSABLE suffixes are 17 characters and do not repeat")
    func unguessableLength() {
        var random = SystemRandomNumberGenerator()
        let suffixes = (0..<1_000).map { _ in SuffixGenerator.unguessable(using: &random) }
        #expect(suffixes.allSatisfy { $0.utf8.count == 17 })
        #expect(Set(suffixes).count == suffixes.count)
    }

    @Test("Custom suffixes: 4 to 32 of A-Z a-z 0-9, the rule resolve serves by")
    func customSuffixes() {
        #expect(SuffixAlphabet.validateCustom("WXYZ") == nil)
        #expect(SuffixAlphabet.validateCustom("springSale2025") == nil)
        #expect(SuffixAlphabet.validateCustom(String(repeating: "a", count: 32)) == nil)
        // What the README once advertised and `resolve` never served:
        #expect(SuffixAlphabet.validateCustom("abc") == "is 3 characters, not 4 to 32")
        #expect(SuffixAlphabet.validateCustom("W-_Z") == "has a character other than A-Z, a-z or 0-9 at byte 1")
        #expect(SuffixAlphabet.validateCustom(String(repeating: "a", count: 64)) == "is 64 characters, not 4 to 32")
        #expect(SuffixAlphabet.validateCustom("") == "is 0 characters, not 4 to 32")
        #expect(SuffixAlphabet.validateCustom("abcd/ef")?.hasSuffix("at byte 4") == true)
        #expect(SuffixAlphabet.validateCustom("....") != nil)
        #expect(SuffixAlphabet.validateCustom("éabc") != nil)
    }

    @Test("Policies carry the REST API's option names")
    func optionNames() {
        #expect(SuffixPolicy.short.option == "SHORT")
        #expect(SuffixPolicy.unguessable.option == "UNGUESSABLE")
        #expect(SuffixPolicy.custom("x").option == "CUSTOM")
    }
}
