/// One `name=value` pair of a query, split on `&` only, as byte ranges of the input. Both
/// parts are known to decode once to strict UTF-8 (`LinkAnatomy.withQueryItems` checked them).
/// Twelve bytes: an anatomy's offsets fit in 32 bits, and a query's items are kept on the stack.
struct QueryItem {
    private let start: Int32
    /// Where `=` is; `end` when the pair has none.
    private let equals: Int32
    private let end: Int32

    init(start: Int, equals: Int?, end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.equals = Int32(truncatingIfNeeded: equals ?? end)
        self.end = Int32(truncatingIfNeeded: end)
    }

    var name: Range<Int> { Int(start)..<Int(equals) }
    /// After `=`; nil when the pair has none.
    var value: Range<Int>? { equals < end ? Int(equals + 1)..<Int(end) : nil }

    /// Where the pair starts in the input.
    var offset: Int { Int(start) }
    /// Where the value starts in the input (after `=`, or after the name when there is none).
    var valueOffset: Int { Int(equals) + 1 }
}

extension LinkAnatomy {
    /// Calls `body` with the query's items in order (empty pairs, as in `a=1&&b=2`, are
    /// skipped), kept on the stack for the call; the first item that breaks a rule rejects.
    @inline(__always)
    func withQueryItems<Result>(limit: Int, _ body: (UnsafeBufferPointer<QueryItem>) throws(Rejection) -> Result) throws(Rejection) -> Result {
        guard let query else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        // Each item takes at least one byte and a separator.
        let capacity = min(limit, (query.count + 1) / 2)
        return try withUnsafeTemporaryAllocation(of: QueryItem.self, capacity: capacity) { (items) throws(Rejection) -> Result in
            var count = 0  // QueryItem is trivial: nothing to deinitialize
            var start = query.lowerBound
            while start <= query.upperBound {
                let end = ByteSearch.first(UInt8(ascii: "&"), in: bytes, start..<query.upperBound) ?? query.upperBound
                defer { start = end + 1 }
                guard end > start else { continue }
                guard count < limit else {
                    throw Rejection(.tooManyParameters, at: start, "more than \(limit) query parameters")
                }
                let item = QueryItem(start: start, equals: ByteSearch.first(UInt8(ascii: "="), in: bytes, start..<end), end: end)
                try check(item)
                items.initializeElement(at: count, to: item)
                count += 1
            }
            return try body(UnsafeBufferPointer(rebasing: items[..<count]))
        }
    }

    /// The query's items in order, as an array.
    func queryItems(limit: Int) throws(Rejection) -> [QueryItem] {
        try withQueryItems(limit: limit) { Array($0) }
    }

    /// The encoding rule: name and value each decode once to strict UTF-8.
    @inline(__always)
    private func check(_ item: QueryItem) throws(Rejection) {
        guard StrictDecoding.isDecodable(self[item.name]) else {
            throw Rejection(.invalidEncoding, at: item.offset, "a query name does not decode to UTF-8")
        }
        if let value = item.value, !StrictDecoding.isDecodable(self[value]) {
            let name = name(item)
            throw Rejection(.invalidEncoding, at: value.lowerBound, "the value of '\(name)' does not decode to UTF-8")
        }
    }

    /// The item's name, decoded.
    func name(_ item: QueryItem) -> String { decoded(item.name) }

    /// The item's value, decoded; nil when it has no `=`.
    func value(_ item: QueryItem) -> String? { item.value.map(decoded) }

    /// Whether the item's decoded name is `name` (ASCII letter case ignored when asked).
    func nameIs(_ item: QueryItem, _ name: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false) -> Bool {
        StrictDecoding.decodedEquals(self[item.name], name, ignoringCase: ignoringCase)
    }

    func nameIs(_ item: QueryItem, _ name: [UInt8], ignoringCase: Bool = false) -> Bool {
        name.withUnsafeBufferPointer { nameIs(item, $0, ignoringCase: ignoringCase) }
    }

    /// Whether the item's decoded value is `value` (an item without `=` has the empty value).
    func valueIs(_ item: QueryItem, _ value: [UInt8]) -> Bool {
        value.withUnsafeBufferPointer { StrictDecoding.decodedEquals(self[item.value ?? item.name.upperBound..<item.name.upperBound], $0) }
    }

    /// A checked range, decoded.
    func decoded(_ range: Range<Int>) -> String {
        StrictDecoding.decode(self[range])
    }
}
