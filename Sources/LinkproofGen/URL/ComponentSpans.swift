/// Where a link's components lie, by RFC 3986 appendix B's split (with `\` also ending the
/// authority, as the WHATWG URL Standard reads it in special URLs). Total and linear; used
/// only to aim mutations at a component, never to decide anything about a link.
struct ComponentSpans {
    /// The scalar offsets of the scheme (without its `:`), if the link starts with one.
    let scheme: Range<Int>?
    /// The authority after `//`, if there is one.
    let authority: Range<Int>?
    /// The host inside the authority: after the last `@`, before a `:port` (a bracketed
    /// IPv6 literal is kept whole).
    let host: Range<Int>?
    /// The path (possibly empty).
    let path: Range<Int>
    /// The query after its `?`, if there is one.
    let query: Range<Int>?
    /// The fragment after its `#`, if there is one.
    let fragment: Range<Int>?

    init(_ scalars: [Unicode.Scalar]) {
        let end = scalars.count
        func firstIndex(from start: Int, of stops: String) -> Int {
            (start..<end).first { stops.unicodeScalars.contains(scalars[$0]) } ?? end
        }
        let schemeEnd = firstIndex(from: 0, of: ":/?#")
        scheme = schemeEnd > 0 && schemeEnd < end && scalars[schemeEnd] == ":" ? 0..<schemeEnd : nil
        var cursor = scheme.map { $0.upperBound + 1 } ?? 0
        if cursor + 1 < end && scalars[cursor] == "/" && scalars[cursor + 1] == "/" {
            let authority = (cursor + 2)..<firstIndex(from: cursor + 2, of: "/?#\\")
            self.authority = authority
            host = ComponentSpans.host(in: authority, of: scalars)
            cursor = authority.upperBound
        } else {
            authority = nil
            host = nil
        }
        let pathEnd = firstIndex(from: cursor, of: "?#")
        path = cursor..<pathEnd
        let fragmentStart = firstIndex(from: pathEnd, of: "#")
        query = pathEnd < end && scalars[pathEnd] == "?" ? (pathEnd + 1)..<fragmentStart : nil
        fragment = fragmentStart < end ? (fragmentStart + 1)..<end : nil
    }

    private static func host(in authority: Range<Int>, of scalars: [Unicode.Scalar]) -> Range<Int> {
        let start = authority.last { scalars[$0] == "@" }.map { $0 + 1 } ?? authority.lowerBound
        let rest = start..<authority.upperBound
        if start < authority.upperBound && scalars[start] == "[",
           let close = rest.first(where: { scalars[$0] == "]" }) {
            return start..<(close + 1)
        }
        return start..<(rest.first { scalars[$0] == ":" } ?? authority.upperBound)
    }
}
