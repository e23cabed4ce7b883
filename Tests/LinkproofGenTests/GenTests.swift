import LinkproofGen
import Testing

@Suite struct GenTests {
    @Test func zeroChoicesGiveTheSimplestValues() {
        #expect(Gen.int(in: -5...5).replay([]) == -5)
        #expect(Gen.element(of: ["first", "second"]).replay([]) == "first")
        #expect(Gen<[Int]>.array(of: .int(in: 3...9), length: 2...5).replay([]) == [3, 3])
        #expect(Gen.string(from: "xyz", length: 0...9).replay([]) == "")
        #expect(Gen.int(in: 0...9).optional.replay([]) == nil)
        #expect(Gen.oneOf([.constant("a"), .constant("b")]).replay([]) == "a")
        #expect(Gen.bool.replay([]) == false)
    }

    @Test func stringPiecesConcatenateInOrder() {
        let link = Gen.concatenation("https://", .element(of: ["a.io", "b.io"]), Gen.constant("/x").orEmpty)
        #expect(link.replay([]) == "https://a.io")
        #expect(link.replay([1, 255]) == "https://b.io/x")
    }

    @Test func integersStayInTheirRange() {
        for seed in UInt64(0)..<500 {
            var source = ChoiceSource(seed: seed)
            #expect((-3...12).contains(Gen.int(in: -3...12).generate(from: &source)))
        }
        var source = ChoiceSource(bytes: [UInt8](repeating: 0xFF, count: 8))
        #expect(Gen.int(in: Int.min...Int.max).generate(from: &source) == Int.max)
        #expect(Gen.int(in: Int.min...Int.max).replay([]) == Int.min)
    }

    @Test func arraysAndStringsRespectTheirLengths() {
        let strings = Gen.string(from: "ab", length: 2...4)
        let arrays = Gen<[Bool]>.array(of: .bool, length: 1...3)
        for seed in UInt64(0)..<500 {
            var source = ChoiceSource(seed: seed)
            let string = strings.generate(from: &source)
            #expect((2...4).contains(string.count) && string.allSatisfy { "ab".contains($0) })
            #expect((1...3).contains(arrays.generate(from: &source).count))
        }
    }

    @Test func frequencyFollowsTheWeights() {
        let weighted = Gen.frequency([(weight: 1, generator: .constant(0)), (weight: 9, generator: .constant(1))])
        let ones = (UInt64(0)..<2_000).reduce(0) { count, seed in
            var source = ChoiceSource(seed: seed)
            return count + weighted.generate(from: &source)
        }
        #expect((1_650...1_950).contains(ones))
    }

    @Test func filterRetriesAndRejectsWhenItMustGiveUp() {
        let even = Gen.int(in: 0...100).filter { $0.isMultiple(of: 2) }
        for seed in UInt64(0)..<200 {
            var source = ChoiceSource(seed: seed)
            #expect(even.generate(from: &source).isMultiple(of: 2))
            #expect(!source.isRejected)
        }
        var source = ChoiceSource(seed: 1)
        _ = Gen.int(in: 0...100).filter(maximumAttempts: 5) { $0 > 100 }.generate(from: &source)
        #expect(source.isRejected)
    }

    @Test func mapFlatMapAndZipComposeInOrder() {
        let sized = Gen.int(in: 1...3).flatMap { count in Gen<[Int]>.array(of: .int(in: 0...9), length: count...count) }
        #expect(sized.replay([2, 7, 8, 9]) == [7, 8, 9])
        let pair = zip(Gen.int(in: 0...255), Gen.int(in: 0...255).map { $0 * 2 })
        let (first, second) = pair.replay([4, 5])
        #expect(first == 4 && second == 10)
    }

    @Test func aSeedAlwaysGivesTheSameValueAndItsChoicesReplayIt() {
        let links = zip(Gen.string(from: "abc/:?#", length: 0...20), Gen<[Int]>.array(of: .int(in: -1000...1000)))
        for seed in UInt64(0)..<300 {
            var first = ChoiceSource(seed: seed)
            var second = ChoiceSource(seed: seed)
            let value = links.generate(from: &first)
            let again = links.generate(from: &second)
            let replayed = links.replay(first.choices)
            #expect(value == again && value == replayed)
        }
    }

    @Test func anyByteStringIsAValidCase() {
        let gen = Gen<[String?]>.array(of: Gen.string(from: "a%2F", length: 0...50).optional, length: 0...40)
        var bytes = SplitMix64(seed: 7)
        for length in 0..<300 {
            let input = (0..<length).map { _ in UInt8(truncatingIfNeeded: bytes.next()) }
            #expect(gen.replay(input).count <= 40)
        }
    }
}
