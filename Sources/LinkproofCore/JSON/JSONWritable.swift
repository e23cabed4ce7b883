/// A value with one JSON form that `JSONWriter` writes, keys sorted as in its `Codable` form
/// encoded with sorted keys: what the CLI prints for it. An `Encodable` record declares the
/// conformance and nothing else: `write(to:)` is derived from `encode(to:)`
/// (`JSONWriter+Encoder.swift`); a batch line's decision walks its members (`JSONMembers`).
package protocol JSONWritable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes the elements as a JSON array, in order.
    package func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}

extension String: JSONWritable {
    /// Writes the string, escaped.
    package func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONWritable {
    /// Writes the integer in decimal.
    package func write(to writer: inout JSONWriter) { writer.int(self) }
}

extension JSONValue {
    /// `value`'s JSON form as a JSON value (a golden case's outcome), members in the order
    /// written: keys sorted.
    public init(writing value: some JSONWritable) {
        var writer = JSONWriter(capacity: 256)
        value.write(to: &writer)
        do {
            self = try JSONReader.read(writer.bytes)
        } catch {
            preconditionFailure("JSONWriter wrote a text JSONReader refuses: \(error.detail)")
        }
    }
}
