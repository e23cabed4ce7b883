import Foundation
@testable import LinkproofGen
import Testing

/// Every mutation checked against its documentation, on links without escapes or
/// backslashes so that decoding and undoing a mutation are exact.
@Suite struct URLMutationTests {
    static let links = [
        "https://example.com/a/b?x=1&y=2#top", "mailto:ann@example.com", "cws://com.createwithswift/details?id=12345", "",
    ]

    /// The mutations of every link, 300 seeds each.
    func mutations(_ mutation: URLMutation) -> [(original: String, mutated: String)] {
        URLMutationTests.links.flatMap { link in
            (UInt64(0)..<300).map { seed in
                var source = ChoiceSource(seed: seed)
                return (link, mutation.applied(to: link).generate(from: &source))
            }
        }
    }

    /// The scalar that, removed from `mutated`, leaves `original`; nil if there is none.
    func insertedScalar(_ original: String, _ mutated: String) -> Unicode.Scalar? {
        let before = Array(original.unicodeScalars)
        let after = Array(mutated.unicodeScalars)
        guard after.count == before.count + 1 else { return nil }
        let index = before.indices.first { before[$0] != after[$0] } ?? before.count
        return Array(after[..<index] + after[(index + 1)...]) == before ? after[index] : nil
    }

    @Test func byteInsertionsAddOneASCIIOrControlScalar() {
        for (original, mutated) in mutations(.insertByte) {
            #expect(insertedScalar(original, mutated)?.isASCII == true, "\(mutated.debugDescription)")
        }
        for (original, mutated) in mutations(.insertControl) {
            let inserted = insertedScalar(original, mutated)
            #expect(inserted.map { $0.value < 0x21 || $0.value == 0x7F } == true, "\(mutated.debugDescription)")
        }
    }

    @Test func deletionsReplacementsAndTruncationsKeepTheRest() {
        for (original, mutated) in mutations(.deleteByte) where !original.isEmpty {
            #expect(insertedScalar(mutated, original) != nil, "\(mutated)")
        }
        for (original, mutated) in mutations(.replaceByte) {
            #expect(mutated.unicodeScalars.count == max(1, original.unicodeScalars.count), "\(mutated.debugDescription)")
        }
        for (original, mutated) in mutations(.truncate) {
            #expect(original.hasPrefix(mutated))
        }
    }

    @Test func backslashesStandInForSlashes() {
        for (original, mutated) in mutations(.backslashForSlash) {
            #expect(mutated.contains("\\"))
            #expect(mutated.replacing("\\", with: "/") == original || mutated.replacing("\\\\", with: "") == original, "\(mutated)")
        }
    }

    @Test func userinfoAndPortsLandAroundTheHost() {
        for (original, mutated) in mutations(.addUserinfo) where original.hasPrefix("https") {
            #expect(mutated.hasPrefix("https://") && mutated.filter { $0 == "@" }.count == 1, "\(mutated)")
            #expect(mutated.hasSuffix("example.com/a/b?x=1&y=2#top"), "\(mutated)")
        }
        for (original, mutated) in mutations(.addPort) where original.hasPrefix("https") {
            #expect(mutated.hasPrefix("https://example.com:") && mutated.hasSuffix("/a/b?x=1&y=2#top"), "\(mutated)")
        }
    }

    @Test func dotSegmentsGoIntoThePath() {
        let pieces = ["/.", "/..", "/./", "/../", "/%2e", "/%2E%2E", "/.%2e", "//"]
        for (original, mutated) in mutations(.addDotSegments) where original.hasPrefix("https") {
            #expect(mutated.hasPrefix("https://example.com/") || mutated.hasPrefix("https://example.com//")
                    || pieces.contains { mutated.hasPrefix("https://example.com" + $0) }, "\(mutated)")
            #expect(pieces.contains { mutated.replacingOccurrences(of: $0, with: "", options: [], range: nil) != mutated }, "\(mutated)")
            #expect(mutated.hasSuffix("?x=1&y=2#top"), "\(mutated)")
        }
    }

    @Test func encodingsDecodeBackToTheLink() {
        for (original, mutated) in mutations(.percentEncode) where !original.isEmpty {
            #expect(mutated.contains("%") && mutated.removingPercentEncoding == original, "\(mutated)")
        }
        for (original, mutated) in mutations(.doubleEncode) where !original.isEmpty {
            #expect(mutated.removingPercentEncoding != original, "\(mutated)")
            #expect(mutated.removingPercentEncoding?.removingPercentEncoding == original, "\(mutated)")
        }
    }

    @Test func aDuplicatedParameterRepeatsAKey() {
        for (original, mutated) in mutations(.duplicateQueryParameter) where !original.isEmpty {
            let names = URLComponents(string: mutated)?.queryItems?.map(\.name) ?? []
            #expect(Set(names).count < names.count, "\(mutated)")
        }
    }

    @Test func lookalikesReplaceOneCharacterWithANonASCIIOne() {
        for (original, mutated) in mutations(.unicodeLookalike) where !original.isEmpty {
            let differences = zip(original.unicodeScalars, mutated.unicodeScalars).filter { $0 != $1 }
            #expect(original.unicodeScalars.count == mutated.unicodeScalars.count, "\(mutated)")
            #expect(differences.count == 1 && differences.allSatisfy { $0.0.isASCII && !$0.1.isASCII }, "\(mutated)")
        }
    }

    @Test func invisibleCharactersAreFormatControls() {
        for (original, mutated) in mutations(.invisibleCharacter) {
            #expect(insertedScalar(original, mutated)?.properties.generalCategory == .format, "\(mutated.debugDescription)")
        }
    }

    @Test func theAnatomyFindsEachComponent() {
        let link = Array("https://u:p@example.com:8080/a/b?x=1#frag".unicodeScalars)
        let anatomy = ComponentSpans(link)
        func text(_ range: Range<Int>?) -> String? { range.map { String(String.UnicodeScalarView(link[$0])) } }
        #expect(text(anatomy.scheme) == "https" && text(anatomy.authority) == "u:p@example.com:8080")
        #expect(text(anatomy.host) == "example.com" && text(anatomy.path) == "/a/b")
        #expect(text(anatomy.query) == "x=1" && text(anatomy.fragment) == "frag")
        let ipv6 = ComponentSpans(Array("http://[::1]:80\\x".unicodeScalars))
        #expect(ipv6.host == 7..<12 && ipv6.path == 15..<17)
        let opaque = ComponentSpans(Array("mailto:a@b.com".unicodeScalars))
        #expect(opaque.authority == nil && opaque.path == 7..<14)
        let empty = ComponentSpans([])
        #expect(empty.scheme == nil && empty.path == 0..<0 && empty.query == nil)
    }
}
