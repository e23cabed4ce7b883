import LinkproofGen
import Testing

@Suite struct ChoiceSourceTests {
    @Test func splitMix64MatchesTheReferenceStream() {
        // The first outputs of SplitMix64 seeded with 0 (Vigna's reference splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func drawsReadTheFewestBigEndianBytes() {
        var source = ChoiceSource(bytes: [0x01, 0x02, 0x07, 0xFF])
        #expect(source.draw(atMost: 1000) == 0x0102)
        #expect(source.position == 2)
        // Bound 5 needs 3 bits: 7 is past it and folds back by 6.
        #expect(source.draw(atMost: 5) == 1)
        #expect(source.draw(atMost: 0) == 0)
        #expect(source.position == 3)
    }

    @Test func aFixedSourcePastItsEndReadsZeros() {
        var source = ChoiceSource(bytes: [0x09])
        #expect(source.draw(atMost: 255) == 9)
        #expect(source.draw(atMost: 255) == 0)
        #expect(source.draw(atMost: 65535) == 0)
        #expect(source.choices == [0x09, 0, 0, 0])
    }

    @Test func aSeededSourceRecordsTheBytesItSupplies() {
        var seeded = ChoiceSource(seed: 42)
        let drawn = (0..<20).map { _ in seeded.draw(atMost: 70_000) }
        var replayed = ChoiceSource(bytes: seeded.choices)
        #expect((0..<20).map { _ in replayed.draw(atMost: 70_000) } == drawn)
        #expect(seeded.choices.count == 60)
    }

    @Test func theZeroByteIsAlwaysFalse() {
        var source = ChoiceSource(bytes: [0, 255])
        #expect(source.drawBool(probability: 0.999) == false)
        #expect(source.drawBool(probability: 0.001) == true)
    }

    @Test func generationIsBoundedEvenFromAnEndlessStream() {
        let unbounded = Gen<[Int]>.array(of: .int(in: 0...255), length: 0...Int.max)
        var source = ChoiceSource(bytes: [UInt8](repeating: 0xFF, count: ChoiceSource.maximumLength + 100))
        let value = unbounded.generate(from: &source)
        #expect(value.count <= ChoiceSource.maximumLength / 2)
        #expect(source.choices.count == ChoiceSource.maximumLength)
    }
}
