import LinkproofGen
import Testing
@testable import LinkproofURL

/// The fast path's eight-bytes-a-step reading (`EightBytes`) and the scans built on it
/// (`NormalizedURLScanner.pathEnd`, `domainEnd`, the `http(s)://` check) against byte-at-a-time
/// references: every word at every offset, every byte value at every position.
@Suite struct EightBytesTests {
    /// `bytes[index..<index + 8]`, zeros past the end, as a little-endian word.
    static func referenceWord(_ bytes: [UInt8], at index: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { word, offset in
            index + offset < bytes.count ? word | UInt64(bytes[index + offset]) << UInt64(8 * offset) : word
        }
    }

    @Test func wordsAtEveryOffsetOfBuffersUpTo40Bytes() {
        var random = SplitMix64(seed: 0x5EED_0043)
        var problems: [String] = []
        for count in 0...40 {
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes.withUnsafeBufferPointer { input in
                guard let reader = EightBytes(input) else {
                    if count >= 8 { problems.append("no reader for \(count) bytes") }
                    return
                }
                if count < 8 { problems.append("a reader for \(count) bytes") }
                for index in 0...count where reader.word(at: index) != Self.referenceWord(bytes, at: index) {
                    problems.append("\(bytes) at \(index): \(String(reader.word(at: index), radix: 16))")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// `inRange` and `equal` mark exactly the bytes below 0x80 in their range, whatever the
    /// byte's position and its neighbours (no carry between bytes).
    @Test func rangeTestsMarkEveryByteValueAtEveryPosition() {
        var random = SplitMix64(seed: 0x5EED_0044)
        let ranges: [(UInt8, UInt8)] = [(0x26, 0x3B), (0x40, 0x5A), (0x61, 0x7A), (0x30, 0x39), (0x2E, 0x2E), (0x2F, 0x2F), (0x5F, 0x5F), (0x00, 0x7F), (0x00, 0x00), (0x7F, 0x7F)]
        var problems: [String] = []
        for value in 0...255 {
            for position in 0..<8 {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    bytes[position] = UInt8(value)
                    let word = Self.referenceWord(bytes, at: 0)
                    for (low, high) in ranges {
                        let expected = bytes.enumerated().reduce(UInt64(0)) { marks, pair in
                            pair.element < 0x80 && low <= pair.element && pair.element <= high ? marks | 0x80 << UInt64(8 * pair.offset) : marks
                        }
                        let found = low == high ? EightBytes.equal(word, low) : EightBytes.inRange(word, low, high)
                        if found != expected { problems.append("\(bytes) in \(low)...\(high): \(String(found, radix: 16))") }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func httpWordsAreTheSchemesBytes() {
        #expect(NormalizedURLScanner.httpsWord == Self.referenceWord(Array("https://".utf8), at: 0))
        #expect(NormalizedURLScanner.httpWord == Self.referenceWord(Array("http://".utf8), at: 0))
    }

    /// Compares `fast` and `reference` from every start of `bytes`.
    static func compare<T: Equatable>(_ bytes: [UInt8], starts: some Sequence<Int>, _ fast: (UnsafeBufferPointer<UInt8>, Int) -> T,
                                      _ reference: (UnsafeBufferPointer<UInt8>, Int) -> T, into problems: inout [String]) {
        bytes.withUnsafeBufferPointer { input in
            for start in starts where fast(input, start) != reference(input, start) {
                problems.append("\(String(decoding: bytes, as: UTF8.self)) \(bytes) from \(start): \(fast(input, start)), expected \(reference(input, start))")
            }
        }
    }

    static func domainEnd(_ input: UnsafeBufferPointer<UInt8>, _ start: Int) -> [Int] {
        NormalizedURLScanner.domainEnd(input, from: start).map { [$0.0, $0.1 ? 1 : 0] } ?? []
    }

    static func labelDomainEnd(_ input: UnsafeBufferPointer<UInt8>, _ start: Int) -> [Int] {
        NormalizedURLScanner.labelDomainEnd(input, from: start).map { [$0.0, $0.1 ? 1 : 0] } ?? []
    }

    /// The word-at-a-time domain scan answers as the label-by-label one: random domains of 0
    /// to 40 bytes from every start, and every byte value at every position of a domain.
    @Test func domainEndAgreesWithLabelByLabel() {
        var random = SplitMix64(seed: 0x5EED_0045)
        let alphabet = Array("aaaaaZ09......--:/?#_x".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        var problems: [String] = []
        for count in 0...40 {
            for _ in 0..<60 {
                let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                Self.compare(bytes, starts: 0..<max(count, 1), Self.domainEnd, Self.labelDomainEnd, into: &problems)
            }
        }
        let domain = Array("www.example.com/index".utf8)
        for value in 0...255 {
            for position in 0..<domain.count {
                var bytes = domain
                bytes[position] = UInt8(value)
                Self.compare(bytes, starts: [0, 4], Self.domainEnd, Self.labelDomainEnd, into: &problems)
            }
        }
        // A last label of more than eight bytes, one label only, uppercase, a root label.
        for host in ["www.example.technology", "localhost", "localhosts:8080", "a.bcdefghi", "a.bcdefgh", "abcdefgh", "abcdefghi.c",
                     "WWW.Example.COM", "example.com.", "a..b", ".a", "1.2.3.4", "x.123", "a-b.c", "xn--nxasmm1c.com"] {
            let bytes = Array(("https://" + host + "/").utf8)
            Self.compare(bytes, starts: [8], Self.domainEnd, Self.labelDomainEnd, into: &problems)
        }
        // Lengths around the 63-byte bound of a label.
        for length in 60...66 {
            let bytes = Array(("https://" + String(repeating: "a", count: length) + "/").utf8)
            Self.compare(bytes, starts: [8], Self.domainEnd, Self.labelDomainEnd, into: &problems)
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// The word-at-a-time path scan answers as the segment-by-segment one: random paths of 0
    /// to 40 bytes from every `/`, and every byte value at every position of a path.
    @Test func pathEndAgreesWithSegmentBySegment() {
        var random = SplitMix64(seed: 0x5EED_0046)
        let alphabet = Array("aaaZ0//////....%2e?#!~_ =@:;&`^{".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]
        var problems: [String] = []
        for count in 1...40 {
            for _ in 0..<60 {
                var bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                bytes[0] = UInt8(ascii: "/")
                let slashes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "/") }
                Self.compare(bytes, starts: slashes, NormalizedURLScanner.pathEnd, NormalizedURLScanner.segmentPathEnd, into: &problems)
            }
        }
        let path = Array("/assets/img/photo-2024.jpg/a".utf8)
        for value in 0...255 {
            for position in 1..<path.count {
                var bytes = path
                bytes[position] = UInt8(value)
                Self.compare(bytes, starts: [0], NormalizedURLScanner.pathEnd, NormalizedURLScanner.segmentPathEnd, into: &problems)
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
