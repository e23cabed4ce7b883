/// One `name=value` pair of a query, split on `&` only, as byte ranges of the input. Both
/// parts are known to decode once to strict UTF-8 (`LinkAnatomy.queryItems` checked them).
struct QueryItem {
    let name: Range<Int>
    /// After `=`; nil when the pair has none.
    let value: Range<Int>?

    /// Where the pair starts in the input.
    var offset: Int { name.lowerBound }
    /// Where the value starts in the input (after `=`, or after the name when there is none).
    var valueOffset: Int { value?.lowerBound ?? name.upperBound + 1 }
}

extension LinkAnatomy {
    /// The query's items in order; empty pairs (`a=1&&b=2`) are skipped.
    func queryItems(limit: Int) throws(Rejection) -> [QueryItem] {
        guard let query else { return [] }
        var items: [QueryItem] = []
        // Each item takes at least one byte and a separator; room for eight is one small
        // allocation for nearly every link (a long link's query would otherwise reserve kilobytes).
        items.reserveCapacity(min(limit, (query.count + 1) / 2, 8))
        // One pass over the lent buffer; the first problem, if any, ends it.
        var start = query.lowerBound
        while start <= query.upperBound {
            let end = ByteSearch.first(UInt8(ascii: "&"), in: bytes, start..<query.upperBound) ?? query.upperBound
            defer { start = end + 1 }
            guard end > start else { continue }
            guard items.count < limit else {
                throw Rejection(.tooManyParameters, at: start, "more than \(limit) query parameters")
            }
            let equals = ByteSearch.first(UInt8(ascii: "="), in: bytes, start..<end)
            let item = QueryItem(name: start..<(equals ?? end), value: equals.map { ($0 + 1)..<end })
            guard StrictDecoding.isDecodable(self[item.name]) else {
                throw Rejection(.invalidEncoding, at: start, "a query name does not decode to UTF-8")
            }
            if let value = item.value, !StrictDecoding.isDecodable(self[value]) {
                let name = name(item)
                throw Rejection(.invalidEncoding, at: value.lowerBound, "the value of '\(name)' does not decode to UTF-8")
            }
            items.append(item)
        }
        return items
    }

    /// The item's name, decoded.
    func name(_ item: QueryItem) -> String { decoded(item.name) }

    /// The item's value, decoded; nil when it has no `=`.
    func value(_ item: QueryItem) -> String? { item.value.map(decoded) }

    /// Whether the item's decoded name is `name` (ASCII letter case ignored when asked).
    func nameIs(_ item: QueryItem, _ name: [UInt8], ignoringCase: Bool = false) -> Bool {
        StrictDecoding.decodedEquals(self[item.name], name, ignoringCase: ignoringCase)
    }

    /// Whether the item's decoded value is `value` (an item without `=` has the empty value).
    func valueIs(_ item: QueryItem, _ value: [UInt8]) -> Bool {
        StrictDecoding.decodedEquals(self[item.value ?? item.name.upperBound..<item.name.upperBound], value)
    }

    /// A checked range, decoded.
    func decoded(_ range: Range<Int>) -> String {
        StrictDecoding.decode(self[range]) ?? ""
    }
}
