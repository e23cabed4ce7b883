import LinkproofURL

extension LinkAnatomy {
    /// Calls `body` with the query's items in order (empty pairs, as in `a=1&&b=2`, are
    /// skipped), kept on the stack for the call; the first item that breaks a rule rejects.
    /// (Always inlined: see `ByteWords`.)
    @inline(__always)
    func withQueryItems<Result>(limit: Int, _ body: (UnsafeBufferPointer<QueryItem>) throws(Rejection) -> Result) throws(Rejection) -> Result {
        guard let query else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        // Each item takes at least one byte and a separator.
        let capacity = min(limit, (query.count + 1) / 2)
        return try withUnsafeTemporaryAllocation(of: QueryItem.self, capacity: capacity) { (items) throws(Rejection) -> Result in
            var count = 0  // QueryItem is trivial: nothing to deinitialize
            var start = query.lowerBound
            while start <= query.upperBound {
                guard start < query.upperBound, bytes[start] != UInt8(ascii: "&") else {
                    start += 1
                    continue
                }
                guard count < limit else {
                    throw Rejection(.tooManyParameters, at: start, "more than \(limit) query parameters")
                }
                let item = try checkedItem(from: start, before: query.upperBound)
                items.initializeElement(at: count, to: item)
                count += 1
                start = item.endOffset + 1
            }
            return try body(UnsafeBufferPointer(rebasing: items[..<count]))
        }
    }

    /// The query's items in order, as an array.
    func queryItems(limit: Int) throws(Rejection) -> [QueryItem] {
        try withQueryItems(limit: limit) { Array($0) }
    }

    /// The item from `start` to the next `&` (or `end`), split at its first `=` and checked in
    /// the same pass: the name, then the value, must each decode once to strict UTF-8.
    /// (Always inlined: it runs once per query item of every link decided; DESIGN.md,
    /// "Performance".)
    @inline(__always)
    private func checkedItem(from start: Int, before end: Int) throws(Rejection) -> QueryItem {
        var index = start
        var equals: Int?
        var validator = UTF8Validator()
        while index < end {
            if validator.isComplete {
                // The usual bytes: ASCII that is none of `%`, `&`, `=`, between whole scalars.
                while index < end, !Self.endsOrEncodes(bytes[index]) { index += 1 }
                guard index < end else { break }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") { break }
            if byte == UInt8(ascii: "="), equals == nil {
                guard validator.isComplete else { throw notDecodable(start, equals) }
                equals = index
                index += 1
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < end, let decoded = StrictDecoding.escape(bytes, at: index), validator.accept(decoded) else {
                    throw notDecodable(start, equals)
                }
                index += 3
            } else {
                guard validator.accept(byte) else { throw notDecodable(start, equals) }
                index += 1
            }
        }
        guard validator.isComplete else { throw notDecodable(start, equals) }
        return QueryItem(start: start, equals: equals, end: index)
    }

    /// Whether `byte` ends a name or an item, starts an escape, or is not ASCII.
    /// (Always inlined: see `ByteWords`.)
    @inline(__always)
    private static func endsOrEncodes(_ byte: UInt8) -> Bool {
        let marks: UInt64 = 1 << 0x25 | 1 << 0x26 | 1 << 0x3D  // % & =
        return byte >= 0x80 || (byte < 64 && marks >> UInt64(byte) & 1 != 0)
    }

    /// The encoding rule broken by the item at `start`: in its name, or (past `equals`) its value.
    private func notDecodable(_ start: Int, _ equals: Int?) -> Rejection {
        guard let equals else { return Rejection(.invalidEncoding, at: start, "a query name does not decode to UTF-8") }
        let name = decoded(start..<equals)
        return Rejection(.invalidEncoding, at: equals + 1, "the value of '\(name)' does not decode to UTF-8")
    }

    /// The item's name, decoded.
    func name(_ item: QueryItem) -> String { decoded(item.name) }

    /// The item's value, decoded; nil when it has no `=`.
    func value(_ item: QueryItem) -> String? { item.value.map(decoded) }

    /// Whether the item's decoded name is `name` (ASCII letter case ignored when asked).
    func nameIs(_ item: QueryItem, _ name: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false) -> Bool {
        StrictDecoding.decodedEquals(self[item.name], name, ignoringCase: ignoringCase)
    }

    /// `nameIs` for a name held in an array.
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
