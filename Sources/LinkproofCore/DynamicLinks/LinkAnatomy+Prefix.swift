/// Where a link's path sits relative to a dynamic-link prefix.
enum PrefixPath: Equatable {
    /// Exactly the prefix (`/` or nothing after it): the bare domain, or a long link with `?link=`.
    case root
    /// One segment after the prefix: a short link's suffix, as a byte range of the input.
    case suffix(Range<Int>)
    /// Anything deeper.
    case other
}

extension LinkAnatomy {
    /// The path relative to `prefix`, or nil when the path is not under the prefix's path.
    func pathUnderPrefix(_ prefix: DynamicLinkPrefix) -> PrefixPath? {
        let path = bytes[self.path]
        guard path.starts(with: prefix.path.utf8) else { return nil }
        let rest = path.dropFirst(prefix.path.utf8.count)
        if rest.isEmpty || rest.elementsEqual([UInt8(ascii: "/")]) { return .root }
        guard rest.first == UInt8(ascii: "/") else { return nil }
        let segment = rest.dropFirst()
        return segment.contains(UInt8(ascii: "/")) ? .other : .suffix(segment.startIndex..<segment.endIndex)
    }
}
