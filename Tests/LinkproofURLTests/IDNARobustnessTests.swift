import LinkproofGen
import Testing
@testable import LinkproofURL

/// Any input gives a domain or a typed error, without trapping, in time linear in its length:
/// the inputs here would take minutes if some step were quadratic without its bound.
@Suite struct IDNARobustnessTests {
    private static let lenient = IDNA.Options.urlStandard(beStrict: false)
    private static let bigCount = 200_000

    @Test func hugeASCIIDomainIsLowercased() throws {
        let domain = String(repeating: "A", count: Self.bigCount)
        #expect(try IDNA.domainToASCII(domain) == String(repeating: "a", count: Self.bigCount))
    }

    @Test func hugeUnicodeLabelIsRefusedAsTooLong() {
        #expect(throws: IDNAError(kind: .labelTooLong, scalarOffset: 0)) {
            try IDNA.domainToASCII(String(repeating: "é", count: Self.bigCount))
        }
    }

    @Test func hugeACELabelsAreRefused() {
        // Many basic code points, then digits: over Punycode's bound.
        #expect(throws: IDNAError(kind: .labelTooLong, scalarOffset: 2)) {
            try IDNA.toASCII("é.xn--" + String(repeating: "a", count: Self.bigCount) + "-tda", options: Self.lenient)
        }
        // Digits only: the variable-length integers overflow.
        #expect(throws: IDNAError(kind: .invalidPunycode, scalarOffset: 2)) {
            try IDNA.toASCII("é.xn--" + String(repeating: "9", count: Self.bigCount), options: Self.lenient)
        }
    }

    @Test func manyLabelsAreEachEncoded() throws {
        let domain = Array(repeating: "é", count: Self.bigCount / 2).joined(separator: ".")
        let expected = Array(repeating: "xn--9ca", count: Self.bigCount / 2).joined(separator: ".")
        #expect(try IDNA.domainToASCII(domain) == expected)
    }

    @Test func longRunsOfCombiningMarksAndJoinersStayLinear() {
        let marks = String(repeating: "\u{0301}\u{0323}", count: Self.bigCount / 2)
        #expect(throws: IDNAError(kind: .labelTooLong, scalarOffset: 0)) { try IDNA.domainToASCII("a" + marks) }
        // Runs of transparent marks around many non-joiners: each run is scanned a bounded number of times.
        let joiners = String(repeating: "\u{0628}\u{064E}\u{200C}\u{064E}", count: Self.bigCount / 4)
        #expect(throws: IDNAError(kind: .labelTooLong, scalarOffset: 0)) { try IDNA.domainToASCII(joiners + "\u{0628}") }
        #expect(ContextJ.firstDisallowedJoiner(in: Array((joiners + "\u{0627}\u{200C}").unicodeScalars)[...]) == Self.bigCount + 1)
    }

    @Test func randomInputsNeverTrapAndOutputsAreStable() {
        var generator = SplitMix64(seed: 0x1D4A)
        // Code points from the blocks the rules care about, plus any scalar at all.
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x300...0x36F, 0x590...0x6FF, 0x900...0x97F,
                                            0x200B...0x200F, 0xAC00...0xD7A3, 0xFF00...0xFFEF, 0...0x10FFFF]
        for _ in 0..<3_000 {
            var domain = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                let pool = pools[Int(generator.next() % UInt64(pools.count))]
                let value = pool.lowerBound + UInt32(generator.next() % UInt64(pool.count))
                domain.append(Unicode.Scalar(value) ?? ".")
            }
            let input = String(domain)
            guard let output = try? IDNA.toASCII(input, options: Self.lenient) else { continue }
            #expect(output.utf8.allSatisfy { $0 < 0x80 }, "\(input.debugDescription)")
            // ToASCII of its own output changes nothing (UTS #46 section 4.2's idempotence).
            #expect((try? IDNA.toASCII(output, options: Self.lenient)) == output, "\(input.debugDescription)")
        }
    }

    @Test func normalizationIsIdempotentAndCanonicallyEquivalent() {
        var generator = SplitMix64(seed: 0x0015)
        // Latin letters, combining marks (in and out of canonical order), Hangul jamo and
        // syllables, Devanagari with nukta: every path of decomposition, reordering and composition.
        let pools: [ClosedRange<UInt32>] = [0x41...0x7A, 0xC0...0x17F, 0x300...0x36F, 0x1100...0x1175,
                                            0x11A8...0x11C2, 0xAC00...0xAC40, 0x915...0x95F, 0x1E00...0x1EFF]
        for _ in 0..<2_000 {
            let scalars = (0..<Int(generator.next() % 12)).compactMap { _ -> Unicode.Scalar? in
                let pool = pools[Int(generator.next() % UInt64(pools.count))]
                return Unicode.Scalar(pool.lowerBound + UInt32(generator.next() % UInt64(pool.count)))
            }
            let normalized = NFC.normalize(scalars)
            #expect(NFC.normalize(normalized) == normalized)
            #expect(NFC.isNormalized(normalized[...]))
            // Swift's String compares by canonical equivalence.
            #expect(String(String.UnicodeScalarView(normalized)) == String(String.UnicodeScalarView(scalars)))
        }
    }

    @Test func randomPunycodeNeverTraps() {
        var generator = SplitMix64(seed: 0x3492)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-".unicodeScalars)
        var decodedCount = 0
        for _ in 0..<5_000 {
            let encoded = (0..<Int(generator.next() % 16)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            guard let decoded = try? Punycode.decode(encoded) else { continue }
            decodedCount += 1
            // Whatever decodes re-encodes to a string that decodes to the same scalars.
            #expect((try? Punycode.decode(Array(try IDNAPunycodeTests.encode(decoded).unicodeScalars))) == decoded)
        }
        #expect(decodedCount > 0)
    }
}
