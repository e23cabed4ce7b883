@testable import LinkproofCore
import LinkproofGen
import Testing

/// The fallback that platforms without a C library use gives `memchr`'s and `memcmp`'s answers.
@Suite struct ByteSearchTests {
    @Test func theFallbackFindsWhatMemchrFinds() {
        let bytes = Gen<[UInt8]>.array(of: .element(of: Array("a?#/&=%".utf8)), length: 0...40)
        var source = ChoiceSource(seed: 15)
        var searches = 0
        var disagreements: [([UInt8], Range<Int>, UInt8)] = []
        for _ in 0..<500 {
            let buffer = bytes.generate(from: &source)
            buffer.withUnsafeBufferPointer { pointer in
                for start in 0...buffer.count {
                    for byte in Array("?#/".utf8) {
                        let range = start..<buffer.count
                        searches += 1
                        if ByteSearch.portableFirst(byte, in: pointer, range) != ByteSearch.first(byte, in: pointer, range) {
                            disagreements.append((buffer, range, byte))
                        }
                    }
                }
            }
        }
        #expect(searches > 5_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    @Test func theFallbackComparesAsMemcmpDoes() {
        let pairs: [([UInt8], [UInt8])] = [([], []), ([1], [1]), ([1, 2], [1, 3]), ([1], [1, 1]), (Array("https://a/".utf8), Array("https://a/".utf8))]
        for (left, right) in pairs {
            left.withUnsafeBufferPointer { lhs in
                right.withUnsafeBufferPointer { rhs in
                    #expect(ByteSearch.portableEqual(lhs, rhs) == ByteSearch.equal(lhs, rhs))
                    #expect(ByteSearch.portableEqual(lhs, rhs) == (left == right))
                }
            }
        }
    }
}
