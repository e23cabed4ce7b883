/// A record whose JSON members are described once, by `members(to:)`: a walk that hands
/// each member, keys in sorted order, to a sink. `JSONWriter` is one sink (the CLI's fast
/// lines), the `Encoder`'s keyed container another (`encode(to:)`, derived here); decoding
/// reads the same `JSONKey`s. For a record whose JSON is not its stored properties (an
/// enum's cases flattened into one object, `Decision`) and whose writing is on the batch
/// path; a record whose JSON is its stored properties is described by its synthesized
/// `Codable` alone (`JSONWriter.encode(_:)`).
package protocol JSONMembers: JSONWritable, Encodable {
    /// Hands each member to `sink`, keys sorted by their UTF-8 bytes, an absent optional left out.
    func members<Sink: JSONMemberSink & ~Copyable>(to sink: inout Sink)
}

extension JSONMembers {
    /// Writes the members as one JSON object.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        members(to: &writer)
        writer.endObject()
    }

    /// Encodes the members into a keyed container, in the order `members(to:)` walks them:
    /// the body of the record's `encode(to:)`.
    package func encodeMembers(to encoder: any Encoder) throws {
        var sink = EncodingSink(container: encoder.container(keyedBy: JSONKey.self))
        members(to: &sink)
        if let error = sink.error { throw error }
    }
}

/// The sink `encode(to:)` walks the members into.
private struct EncodingSink: JSONMemberSink {
    var container: KeyedEncodingContainer<JSONKey>
    /// The first error the container threw; the members after it are not encoded.
    var error: (any Error)?

    mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value) {
        guard error == nil else { return }
        do {
            try container.encode(value, forKey: key)
        } catch {
            self.error = error
        }
    }
}
