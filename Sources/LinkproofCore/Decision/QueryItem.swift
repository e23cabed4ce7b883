/// One `name=value` pair of a query, split on `&` only, as byte ranges of the input. Both
/// parts are known to decode once to strict UTF-8 (`LinkAnatomy.withQueryItems` checked them).
/// Twelve bytes: an anatomy's offsets fit in 32 bits, and a query's items are kept on the stack.
struct QueryItem {
    private let start: UInt32
    /// Where `=` is; `end` when the pair has none.
    private let equals: UInt32
    private let end: UInt32

    /// (The anatomy's input is shorter than 4 GiB: its offsets fit.)
    init(start: Int, equals: Int?, end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.equals = UInt32(truncatingIfNeeded: equals ?? end)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    var name: Range<Int> { Int(start)..<Int(equals) }
    /// After `=`; nil when the pair has none.
    var value: Range<Int>? { equals < end ? Int(equals + 1)..<Int(end) : nil }

    /// Where the pair starts in the input.
    var offset: Int { Int(start) }
    /// Where the value starts in the input (after `=`, or after the name when there is none).
    var valueOffset: Int { Int(equals) + 1 }
    /// Where the pair ends: at the next `&`, or where the query does.
    var endOffset: Int { Int(end) }
}
