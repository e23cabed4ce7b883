import LinkproofGen
import LinkproofURL
import Testing

/// The streaming validator must accept exactly the byte sequences the standard library's
/// strict UTF-8 decoding accepts.
@Suite struct UTF8ValidatorTests {
    static func validates(_ bytes: [UInt8]) -> Bool {
        var validator = UTF8Validator()
        return bytes.allSatisfy { validator.accept($0) } && validator.isComplete
    }

    @Test func agreesWithStringValidatingOnRandomBytes() {
        var random = SplitMix64(seed: 0x07F8_0001)
        // Bytes around every boundary of the lead and continuation ranges, so that random
        // sequences hit overlong forms, surrogates and values past U+10FFFF often.
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var disagreements: [[UInt8]] = []
        var valid = 0
        for _ in 0..<50_000 {
            let bytes = (0..<Int(random.next() % 6)).map { _ in interesting[Int(random.next() % UInt64(interesting.count))] }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            if Self.validates(bytes) != expected { disagreements.append(bytes) }
            if expected { valid += 1 }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(valid > 5_000, "the sample should hold many well-formed sequences too")
    }

    @Test func rejectsTheClassicIllFormedSequences() {
        for bytes: [UInt8] in [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
                               [0x80], [0xE2, 0x82], [0xFF]] {
            #expect(!Self.validates(bytes), "\(bytes)")
        }
        for bytes: [UInt8] in [[], [0x24], [0xC2, 0xA2], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF], [0xF0, 0x90, 0x8D, 0x88], [0xF4, 0x8F, 0xBF, 0xBF]] {
            #expect(Self.validates(bytes), "\(bytes)")
        }
    }
}
