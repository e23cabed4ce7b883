import LinkproofGen
import LinkproofURL
import Testing
@testable import LinkproofCore

/// The byte-level pieces the decision reads links with, each against the plain definition
/// it stands in for.
@Suite struct ByteLevelDecisionTests {
    /// Random text over the bytes percent-decoding cares about: escapes of ASCII, of UTF-8
    /// lead and continuation bytes, malformed escapes, letters in both cases, raw UTF-8.
    static func randomEncoded(_ random: inout SplitMix64) -> [UInt8] {
        let pieces = ["%41", "%61", "%2F", "%C3", "%A9", "%E2%82%AC", "%FF", "%ED%A0%80", "%4", "%zz", "%", "a", "A", "b", "é", "=", "+"]
        return (0..<Int(random.next() % 6)).flatMap { _ in Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
    }

    /// The definition: decode every escape, then require strict UTF-8.
    static func reference(_ bytes: [UInt8]) -> String? {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                let digits = bytes.dropFirst(index + 1).prefix(2)
                // Two hex digits exactly (`UInt8(_:radix:)` alone would also take a sign).
                guard digits.count == 2, digits.allSatisfy({ "0123456789abcdefABCDEF".utf8.contains($0) }),
                      let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
                output.append(value)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(validating: output, as: UTF8.self)
    }

    private static func decodedEquals(_ bytes: [UInt8], _ target: String, ignoringCase: Bool = false) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            Array(target.utf8).withUnsafeBufferPointer { StrictDecoding.decodedEquals(bytes, $0, ignoringCase: ignoringCase) }
        }
    }

    @Test func strictDecodingAgreesWithTheDefinition() {
        var random = SplitMix64(seed: 0xDEC0_0001)
        var decodable = 0
        for _ in 0..<20_000 {
            let bytes = Self.randomEncoded(&random)
            let expected = Self.reference(bytes)
            #expect(bytes.withUnsafeBufferPointer(StrictDecoding.isDecodable) == (expected != nil), "\(String(decoding: bytes, as: UTF8.self))")
            guard let expected else { continue }
            #expect(bytes.withUnsafeBufferPointer(StrictDecoding.decode) == expected, "\(String(decoding: bytes, as: UTF8.self))")
            decodable += 1
            let other = Self.reference(Self.randomEncoded(&random)) ?? ""
            for target in [expected, other, expected.uppercased(), expected + "x"] {
                #expect(Self.decodedEquals(bytes, target) == (Array(expected.utf8) == Array(target.utf8)))
                #expect(Self.decodedEquals(bytes, target, ignoringCase: true)
                        == (Array(expected.utf8).map(ASCII.lowercased) == Array(target.utf8).map(ASCII.lowercased)))
            }
        }
        #expect(decodable > 2_000)
    }

    /// Text of eight bytes or more compared with a target as long is read a word at a time:
    /// the bytes around `A`–`Z` and `a`–`z`, non-ASCII, and escapes that may or may not decode.
    @Test func wordWiseComparisonAgreesWithTheDefinition() {
        var random = SplitMix64(seed: 0xDEC0_0002)
        let pieces = ["a", "A", "z", "Z", "m", "@", "[", "`", "{", "_", "é", "%41", "%7A"]
        var wordWise = 0
        for _ in 0..<20_000 {
            let bytes = (0..<(6 + Int(random.next() % 14))).flatMap { _ in Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            guard let expected = Self.reference(bytes) else { continue }
            let written = String(decoding: bytes, as: UTF8.self)
            var flipped = Array(written.utf8)
            flipped[Int(random.next() % UInt64(flipped.count))] ^= 0x20
            for target in [expected, written, written.uppercased(), written.lowercased(), String(decoding: flipped, as: UTF8.self)] {
                wordWise += bytes.count >= 8 && target.utf8.count == bytes.count ? 1 : 0
                #expect(Self.decodedEquals(bytes, target) == (Array(expected.utf8) == Array(target.utf8)), "\(written) \(target)")
                #expect(Self.decodedEquals(bytes, target, ignoringCase: true)
                        == (Array(expected.utf8).map(ASCII.lowercased) == Array(target.utf8).map(ASCII.lowercased)), "\(written) \(target)")
            }
        }
        #expect(wordWise > 20_000)
    }

    /// The definition of the query rules: split on `&`, empty pairs skipped, at most `limit`
    /// pairs, then the name (before the first `=`) and the value must each decode.
    static func referenceItems(_ query: [UInt8], at base: Int, limit: Int) -> Result<[String], Rejection> {
        var items: [String] = []
        var start = 0
        for part in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            defer { start += part.count + 1 }
            guard !part.isEmpty else { continue }
            guard items.count < limit else { return .failure(Rejection(.tooManyParameters, at: base + start, "")) }
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            guard let name = reference(Array(part[..<(equals ?? part.endIndex)])) else {
                return .failure(Rejection(.invalidEncoding, at: base + start, ""))
            }
            guard let equals else {
                items.append(name)
                continue
            }
            guard let value = reference(Array(part[(equals + 1)...])) else {
                return .failure(Rejection(.invalidEncoding, at: base + equals + 1, ""))
            }
            items.append(name + "=" + value)
        }
        return .success(items)
    }

    @Test func queryItemsAgreeWithTheDefinition() {
        var random = SplitMix64(seed: 0x9E27_0001)
        let pieces = ["a", "B", "=", "&", "&", "%41", "%3D", "%26", "%C3", "%A9", "%FF", "%4", "%", "é", "+"]
        var outcomes: Set<String> = []
        for _ in 0..<20_000 {
            let query = (0..<Int(random.next() % 10)).flatMap { _ in Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            let link = Array("https://h/?".utf8) + query
            let limit = 1 + Int(random.next() % 4)
            let expected = Self.referenceItems(query, at: link.count - query.count, limit: limit)
            let found = link.withUnsafeBufferPointer { bytes -> Result<[String], Rejection> in
                guard let anatomy = LinkAnatomy(bytes) else { return .success(["no anatomy"]) }
                do throws(Rejection) {
                    let items = try anatomy.queryItems(limit: limit)
                    return .success(items.map { item in anatomy.name(item) + (anatomy.value(item).map { "=" + $0 } ?? "") })
                } catch {
                    return .failure(error)
                }
            }
            switch (found, expected) {
            case (.success(let found), .success(let expected)):
                #expect(found == expected, "\(String(decoding: query, as: UTF8.self))")
                outcomes.insert("items")
            case (.failure(let found), .failure(let expected)):
                #expect(found.reason == expected.reason && found.offset == expected.offset, "\(String(decoding: query, as: UTF8.self))")
                outcomes.insert(found.reason.rawValue)
            default:
                Issue.record("\(String(decoding: query, as: UTF8.self)): \(found) against \(expected)")
            }
        }
        #expect(outcomes == ["items", "invalid-encoding", "too-many-parameters"])
    }

    /// The table's value for the host `text` spells.
    static func lookup(_ text: String, in table: HostTable<Int>) -> Int? {
        text.withUTF8Bytes { table.value(for: $0) }
    }

    @Test func hostTableFindsEveryNameInAnyASCIICaseAndNothingElse() {
        var random = SplitMix64(seed: 0x4057_0001)
        // Enough names that many share a slot and must be told apart by comparison.
        let names = (0..<300).map { index in "h\(index).example\(random.next() % 7).com" }
        let table = HostTable(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }))
        for (index, name) in names.enumerated() {
            #expect(Self.lookup(name, in: table) == index)
            #expect(Self.lookup(name.uppercased(), in: table) == index)
            #expect(Self.lookup(name + ".", in: table) == nil)
            #expect(Self.lookup("x" + name, in: table) == nil)
        }
        #expect(Self.lookup("a", in: HostTable([String: Int]())) == nil)
        // Only ASCII letters fold: `É` (C3 89) is not `é` (C3 A9), though 0x89 | 0x20 is 0xA9.
        let accented = HostTable(["caf\u{E9}-long-enough.example": 1])
        #expect(Self.lookup("CAF\u{E9}-LONG-ENOUGH.EXAMPLE", in: accented) == 1)
        #expect(Self.lookup("caf\u{C9}-long-enough.example", in: accented) == nil)
    }

    @Test func aRejectionIsEqualByWhatItSays() {
        let written = Rejection(.noRoute, at: 3, "no route")
        let composed = Rejection(.noRoute, at: 3, "no " + ["route"].joined())
        #expect(written == composed)
        #expect(written.hashValue == composed.hashValue)
        #expect(written != Rejection(.noRoute, at: 3, "other words"))
        #expect(written != Rejection(.noRoute, at: 4, "no route"))
        #expect(written != Rejection(.noRoute, at: nil, "no route"))
    }
}
