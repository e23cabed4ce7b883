/// The segments of a path, as byte ranges of the input (none for an empty path or `/`),
/// walked in place: a link's path is never copied into an array.
struct PathSegments: Sequence {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: Range<Int>

    struct Iterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        var start: Int

        mutating func next() -> Range<Int>? {
            guard start <= end else { return nil }
            var index = start
            while index < end, bytes[index] != UInt8(ascii: "/") { index += 1 }
            defer { start = index + 1 }
            return start..<index
        }
    }

    func makeIterator() -> Iterator {
        let isRoot = path.isEmpty || (path.count == 1 && bytes[path.lowerBound] == UInt8(ascii: "/"))
        let start = path.lowerBound + (!path.isEmpty && bytes[path.lowerBound] == UInt8(ascii: "/") ? 1 : 0)
        return Iterator(bytes: bytes, end: path.upperBound, start: isRoot ? path.upperBound + 1 : start)
    }
}
