/// A value with one JSON form that `JSONWriter` writes member by member, keys sorted as in its
/// `Codable` form encoded with sorted keys: what the CLI prints for it.
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes the elements as a JSON array, in order.
    public func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}

extension String: JSONWritable {
    /// Writes the string, escaped.
    public func write(to writer: inout JSONWriter) { writer.string(self) }
}
