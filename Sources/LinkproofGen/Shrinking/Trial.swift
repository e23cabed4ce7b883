/// One run of a generator over a candidate choice sequence, with what it consumed.
struct Trial<Value> {
    /// The choices the generator consumed (zeros where it read past the candidate's end):
    /// the canonical form of the case, which replays to `value`. Trailing zeros are kept,
    /// so a draw's bytes keep their width and its value orders as its bytes do.
    let choices: [UInt8]
    /// The byte range of every draw, for minimizing values one at a time.
    let draws: [Range<Int>]
    /// The byte range of every span (array element, chosen branch), for deleting them whole.
    let spans: [Range<Int>]
    let value: Value
    /// Whether the source was rejected (a filter gave up); such a case never counts as failing.
    let isRejected: Bool

    /// Runs `generator` over `candidate`, recording its structure.
    init(_ generator: Gen<Value>, over candidate: [UInt8]) {
        var source = ChoiceSource(fixed: candidate, recordsStructure: true)
        value = generator.generate(from: &source)
        choices = source.choices
        draws = source.draws
        spans = source.spans
        isRejected = source.isRejected
    }
}

extension Array where Element == UInt8 {
    /// Shortlex order, the shrinker's measure of simplicity: fewer choices first, then the
    /// lexicographically smaller.
    func isSimpler(than other: [UInt8]) -> Bool {
        count != other.count ? count < other.count : lexicographicallyPrecedes(other)
    }
}
