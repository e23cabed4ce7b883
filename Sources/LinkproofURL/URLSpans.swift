/// Byte ranges of a URL's components in its serialization (`URLRecord.spans`), without the
/// punctuation around them.
public struct URLSpans: Hashable, Sendable {
    /// The `:` that ends the scheme.
    public var schemeEnd: Int
    /// The host; nil when it is null.
    public var host: Range<Int>?
    /// The port's digits; nil when the port is null (absent or the scheme's default).
    public var port: Range<Int>?
    /// The path.
    public var path: Range<Int>
    /// After `?`; nil when the query is null.
    public var query: Range<Int>?
    /// After `#`; nil when the fragment is null.
    public var fragment: Range<Int>?

    /// Where the components lie in a serialization of `count` bytes laid out as `layout`.
    init(_ layout: URLLayout, count: Int) {
        schemeEnd = layout.schemeEnd
        host = layout.hostRange
        port = layout.portRange
        path = layout.pathRange(count)
        query = layout.queryRange(count)
        fragment = layout.fragmentRange(count)
    }
}
