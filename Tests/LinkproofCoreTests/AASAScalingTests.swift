@testable import LinkproofCore
import LinkproofGen
import Testing

/// Issue 21, item 4: the linear algorithms give what the pairwise definitions give. (How
/// they scale is `Scripts/bench --suite scaling`; these check the answers.)
@Suite struct AASAScalingTests {
    /// A rule from a small alphabet of patterns, so that covering rules are common.
    private func rule(_ random: inout SeededGenerator, _ index: Int) -> AASARule {
        let paths: [String?] = [nil, "*", "/a", "/a*", "/ab", "/ab*", "/a?", "/b", "a/", "/a/*", "/$(x)", ""]
        let fragments: [String?] = [nil, "*", "f", "g"]
        let queries: [AASAQueryPattern?] = [nil, .discarded, .whole("*"), .whole("q=1"), .items([AASAQueryItemPattern(name: "q", pattern: "1")])]
        var rule = AASARule(jsonPath: "$.r[\(index)]", path: paths.randomElement(using: &random)!)
        rule.fragment = fragments.randomElement(using: &random)!
        rule.query = queries.randomElement(using: &random)!
        rule.flags = [AASAFlags(), AASAFlags(caseSensitive: false), AASAFlags(percentEncoded: false)].randomElement(using: &random)!
        return rule
    }

    @Test func theCoverIndexFindsTheFirstCoveringRuleThePairwiseTestFinds() {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<200 {
            let rules = (0..<30).map { rule(&random, $0) }
            var index = AASACoverIndex()
            for (position, later) in rules.enumerated() {
                let flags = later.flags
                let expected = rules[..<position].firstIndex { earlier in
                    AASAValidator.covers(earlier, later, sameFlags: earlier.flags == flags)
                }
                #expect(index.firstCovering(later, flags: flags) == expected, "\(later) among \(rules[..<position])")
                index.add(later, flags: flags, index: position)
            }
        }
    }

    /// The length of a longest common subsequence, by the textbook table.
    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }

    @Test func theDiffPairingIsALongestCommonSubsequence() {
        var random = SeededGenerator(seed: 7)
        for round in 0..<300 {
            // Distinct keys: a rule list repeats no pattern (repeats pair in order; checked below).
            let keys = (0..<40).map { "k\($0)" }
            let old = Array(keys.shuffled(using: &random).prefix(Int.random(in: 0...30, using: &random)))
            let new = Array(keys.shuffled(using: &random).prefix(Int.random(in: 0...30, using: &random)))
            let pairs = AASASemanticDiff.pairing(old, new)
            #expect(pairs.allSatisfy { old[$0.0] == new[$0.1] }, "round \(round)")
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 }, "round \(round)")
            #expect(pairs.count == lcsLength(old, new), "round \(round): \(old) → \(new)")
        }
        #expect(AASASemanticDiff.pairing(["a", "b", "a"], ["a", "a", "b"]).map { [$0.0, $0.1] } == [[0, 0], [2, 1]])
    }
}
