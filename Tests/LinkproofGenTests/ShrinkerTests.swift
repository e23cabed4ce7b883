import LinkproofGen
import Testing

@Suite struct ShrinkerTests {
    /// The first failing case of `property` over seeds from 0, shrunk.
    func shrunkCounterexample<Value>(_ generator: Gen<Value>, _ property: (Value) -> Bool) -> ShrinkResult<Value>? {
        for seed in UInt64(0)..<10_000 {
            var source = ChoiceSource(seed: seed)
            if !property(generator.generate(from: &source)) {
                return Shrinker().shrink(source.choices, of: generator) { !property($0) }
            }
        }
        return nil
    }

    @Test func anArrayThatSumsPast1000ShrinksToOneElementOf1001() throws {
        let arrays = Gen<[Int]>.array(of: .int(in: 0...10_000), length: 0...20)
        let result = try #require(shrunkCounterexample(arrays) { $0.reduce(0, +) <= 1000 })
        #expect(result.value == [1001])
        #expect(arrays.replay(result.choices) == [1001])
    }

    @Test func aStringWithAnAtSignShrinksToTheAtSignAlone() throws {
        let strings = Gen.string(from: "abc.-@/xyz", length: 0...30)
        let result = try #require(shrunkCounterexample(strings) { !$0.contains("@") })
        #expect(result.value == "@")
        #expect(strings.replay(result.choices) == "@")
    }

    @Test func anIntegerShrinksToTheBoundaryOfTheFailure() throws {
        let result = try #require(shrunkCounterexample(Gen.int(in: -50_000...50_000)) { $0 <= 37 })
        #expect(result.value == 38)
    }

    @Test func likeValuesAreSortedAndMinimized() throws {
        // Fails when two elements are at least 10: the simplest such array is [10, 10].
        let arrays = Gen<[Int]>.array(of: .int(in: 0...200), length: 0...12)
        let result = try #require(shrunkCounterexample(arrays) { $0.filter { $0 >= 10 }.count < 2 })
        #expect(result.value == [10, 10])
    }

    @Test func shrinkingIsDeterministicAndWithinBudget() throws {
        let strings = Gen.string(from: "ab:/?#@", length: 0...40)
        let fails: (String) -> Bool = { $0.count >= 3 }
        let seed = try #require((UInt64(0)..<100).first { seed in
            var source = ChoiceSource(seed: seed)
            return fails(strings.generate(from: &source))
        })
        var source = ChoiceSource(seed: seed)
        _ = strings.generate(from: &source)
        let first = try #require(Shrinker(budget: 50).shrink(source.choices, of: strings, while: fails))
        let second = try #require(Shrinker(budget: 50).shrink(source.choices, of: strings, while: fails))
        #expect(first.choices == second.choices)
        #expect(first.attempts <= 50)
    }

    @Test func choicesThatDoNotFailAreNotShrunk() {
        #expect(Shrinker().shrink([5], of: Gen.int(in: 0...255)) { $0 > 100 } == nil)
    }
}

extension ShrinkResult: Equatable where Value: Equatable {
    public static func == (left: ShrinkResult, right: ShrinkResult) -> Bool {
        left.value == right.value && left.choices == right.choices
    }
}
