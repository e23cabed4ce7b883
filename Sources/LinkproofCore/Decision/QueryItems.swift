/// One `name=value` pair of a query, split on `&` only and decoded once.
struct QueryItem {
    let name: String
    /// nil when the pair has no `=`.
    let value: String?
    /// Where the pair starts in the input.
    let offset: Int
    /// Where the value starts in the input (after `=`).
    let valueOffset: Int
}

extension LinkAnatomy {
    /// The query's items in order; empty pairs (`a=1&&b=2`) are skipped.
    func queryItems(limit: Int) -> Result<[QueryItem], Rejection> {
        guard let query else { return .success([]) }
        var items: [QueryItem] = []
        // Each item takes at least one byte and a separator: one allocation, no regrowth.
        items.reserveCapacity(min(limit, (query.count + 1) / 2))
        var start = query.lowerBound
        for index in query.lowerBound...query.upperBound where index == query.upperBound || bytes[index] == UInt8(ascii: "&") {
            defer { start = index + 1 }
            guard index > start else { continue }
            guard items.count < limit else {
                return .failure(Rejection(.tooManyParameters, at: start, "more than \(limit) query parameters"))
            }
            let pair = bytes[start..<index]
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            guard let name = StrictDecoding.decode(bytes[start..<(equals ?? index)]) else {
                return .failure(Rejection(.invalidEncoding, at: start, "a query name does not decode to UTF-8"))
            }
            var value: String?
            if let equals {
                guard let decoded = StrictDecoding.decode(bytes[(equals + 1)..<index]) else {
                    return .failure(Rejection(.invalidEncoding, at: equals + 1, "the value of '\(name)' does not decode to UTF-8"))
                }
                value = decoded
            }
            items.append(QueryItem(name: name, value: value, offset: start, valueOffset: (equals ?? index) + 1))
        }
        return .success(items)
    }
}
