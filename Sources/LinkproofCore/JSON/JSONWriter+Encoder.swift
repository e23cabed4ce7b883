/// A record's JSON described once: its `Encodable` conformance (synthesized from its stored
/// properties, or written by hand for an enum) is what `JSONWriter` writes, so the fast
/// writer and `Codable` cannot drift. `write(to:)` runs the value's `encode(to:)` against an
/// `Encoder` that streams straight into the writer.
extension JSONWritable where Self: Encodable {
    /// Writes the value's `Encodable` form, each object's keys sorted, an absent optional
    /// left out: what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes.
    package func write(to writer: inout JSONWriter) { writer.encode(self) }
}

extension JSONWriter {
    /// Writes `value`'s `Encodable` form as one JSON value: each object's members sorted by
    /// the UTF-8 bytes of their keys (as `JSONEncoder`'s `.sortedKeys` sorts them), an absent
    /// optional left out (`encodeIfPresent`), a `Date` as its default strategy writes it
    /// (seconds since 2001-01-01), strings escaped as `string(_:)` escapes them.
    ///
    /// `encode(to:)` of the records the CLI prints does not throw; one that does is a bug in
    /// that record, and traps.
    package mutating func encode(_ value: some Encodable) {
        withUnsafeMutablePointer(to: &self) { writer in
            let encoder = JSONWriterEncoder(writer: writer)
            encoder.encodeValue(value)
        }
    }
}

/// The `Encoder` behind `JSONWriter.encode(_:)`. Containers are opened in the writer as the
/// value asks for them and closed when the value that opened them has been encoded (or when
/// an enclosing container is written to again); an object whose members came out of key
/// order has them put in order when it closes.
private final class JSONWriterEncoder: Encoder {
    let writer: UnsafeMutablePointer<JSONWriter>
    /// The open containers, outermost first.
    var open: [OpenContainer] = []
    /// How many containers were open when the value being encoded began: a container it
    /// asks for is the one at this depth.
    var valueDepth = 0

    /// Empty, in every container too: a record's `encode(to:)` writes its members, it does not
    /// ask where it is (`JSONEncoder`'s path serves its error messages; this encoder throws none).
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(writer: UnsafeMutablePointer<JSONWriter>) { self.writer = writer }

    /// An open object (with where each member begins and its key, to sort them) or array.
    struct OpenContainer {
        let isObject: Bool
        var keys: [String] = []
        var starts: [Int] = []
        /// True while the keys came in ascending order.
        var inOrder = true
    }

    // MARK: Values

    /// Encodes one value: its containers are closed when it is done; a value that asked for
    /// none and wrote nothing is an empty object, as `JSONEncoder` writes it.
    func encodeValue(_ value: some Encodable) {
        let outer = valueDepth
        let start = writer.pointee.byteCount
        valueDepth = open.count
        do {
            try value.encode(to: self)
        } catch {
            preconditionFailure("\(type(of: value)).encode(to:) threw while writing JSON: \(error)")
        }
        close(downTo: valueDepth)
        if writer.pointee.byteCount == start {
            writer.pointee.beginObject()
            writer.pointee.endObject()
        }
        valueDepth = outer
    }

    /// A container for the value being encoded: the one it already opened, or a new one.
    func openContainer(object: Bool) -> Int {
        let level = valueDepth + 1
        if open.count >= level {
            close(downTo: level)
        } else {
            if object { writer.pointee.beginObject() } else { writer.pointee.beginArray() }
            open.append(OpenContainer(isObject: object))
        }
        return level
    }

    /// Starts a member of the object at `level` (1 is the outermost): closes what is open
    /// inside it, notes where the member begins, writes the key.
    func key(_ key: some CodingKey, at level: Int) {
        close(downTo: level)
        let name = key.stringValue
        let start = writer.pointee.byteCount
        open[level - 1].noteMember(name, at: start)
        writer.pointee.key(escaping: name)
    }

    /// Before an element of the array at `level`: closes what is open inside it.
    func element(at level: Int) { close(downTo: level) }

    /// Opens a container nested as the next member or element of the container at `level`.
    func nested(object: Bool) -> Int {
        if object { writer.pointee.beginObject() } else { writer.pointee.beginArray() }
        open.append(OpenContainer(isObject: object))
        return open.count
    }

    /// Closes the open containers deeper than `level`, innermost first.
    func close(downTo level: Int) {
        while open.count > level {
            let container = open.removeLast()
            if container.isObject {
                if !container.inOrder { sortMembers(of: container) }
                writer.pointee.endObject()
            } else {
                writer.pointee.endArray()
            }
        }
    }

    /// Puts an object's members, written out of key order, in order: each member's text
    /// after its separator moves; the separators stay where they are.
    private func sortMembers(of container: OpenContainer) {
        let end = writer.pointee.byteCount
        let first = container.starts[0]
        writer.pointee.rewriteBytes(from: first) { text in
            let bytes = Array(text)
            // A member's text is its separator (commas, spaces, line breaks), then `"key":value`.
            var separators: [ArraySlice<UInt8>] = []
            var bodies: [ArraySlice<UInt8>] = []
            for (index, start) in container.starts.enumerated() {
                let memberEnd = (index + 1 < container.starts.count ? container.starts[index + 1] : end) - first
                let body = bytes[(start - first)..<memberEnd].firstIndex(of: UInt8(ascii: "\""))!
                separators.append(bytes[(start - first)..<body])
                bodies.append(bytes[body..<memberEnd])
            }
            let order = container.keys.indices.sorted { container.keys[$0].utf8.lexicographicallyPrecedes(container.keys[$1].utf8) }
            var offset = 0
            for (place, index) in order.enumerated() {
                for byte in separators[place] + bodies[index] {
                    text[offset] = byte
                    offset += 1
                }
            }
        }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self, level: openContainer(object: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        Unkeyed(encoder: self, level: openContainer(object: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(encoder: self) }
}

extension JSONWriterEncoder.OpenContainer {
    /// Notes a member `name` beginning at `start`, and whether the keys are still in order.
    mutating func noteMember(_ name: String, at start: Int) {
        if let last = keys.last, !last.utf8.lexicographicallyPrecedes(name.utf8) { inOrder = false }
        keys.append(name)
        starts.append(start)
    }
}

// MARK: Writing a value

extension JSONWriterEncoder {
    func writeNil() { writer.pointee.null() }
    func write(_ value: Bool) { writer.pointee.bool(value) }
    func write(_ value: String) { writer.pointee.string(value) }
    func write(_ value: Double) { writer.pointee.number(value) }
    /// A `Float` as `JSONEncoder` writes it: its own shortest decimal, not its `Double`'s.
    func write(_ value: Float) { writer.pointee.number(Double(value.description) ?? Double(value)) }

    func write(_ value: some FixedWidthInteger) {
        guard let value = Int(exactly: value) else { preconditionFailure("JSONWriter writes integers that fit an Int, not \(value)") }
        writer.pointee.int(value)
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONWriterEncoder
    /// The container's place among the open ones (1 is the outermost).
    let level: Int

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        encoder.key(key, at: level)
        encoder.writeNil()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.key(key, at: level)
        encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.key(key, at: level)
        return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, level: encoder.nested(object: true)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.key(key, at: level)
        return Unkeyed(encoder: encoder, level: encoder.nested(object: false))
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    /// The encoder, for a value written as the member `name` (a class's superclass's members).
    private func superEncoder(named name: String) -> any Encoder {
        encoder.key(SuperKey(stringValue: name), at: level)
        encoder.valueDepth = encoder.open.count
        return encoder
    }
}

/// The key of a superclass's member.
private struct SuperKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let encoder: JSONWriterEncoder
    let level: Int
    private(set) var count = 0

    init(encoder: JSONWriterEncoder, level: Int) {
        self.encoder = encoder
        self.level = level
    }

    var codingPath: [any CodingKey] { [] }

    /// Before an element: closes what is open inside the array, counts the element.
    private mutating func next() {
        encoder.element(at: level)
        count += 1
    }

    mutating func encodeNil() throws {
        next()
        encoder.writeNil()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        next()
        encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next()
        return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, level: encoder.nested(object: true)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next()
        return Unkeyed(encoder: encoder, level: encoder.nested(object: false))
    }

    mutating func superEncoder() -> any Encoder {
        next()
        encoder.valueDepth = encoder.open.count
        return encoder
    }
}

private struct SingleValue: SingleValueEncodingContainer {
    let encoder: JSONWriterEncoder

    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.writeNil() }
    mutating func encode(_ value: Bool) throws { encoder.write(value) }
    mutating func encode(_ value: String) throws { encoder.write(value) }
    mutating func encode(_ value: Double) throws { encoder.write(value) }
    mutating func encode(_ value: Float) throws { encoder.write(value) }
    mutating func encode(_ value: Int) throws { encoder.write(value) }
    mutating func encode(_ value: Int8) throws { encoder.write(value) }
    mutating func encode(_ value: Int16) throws { encoder.write(value) }
    mutating func encode(_ value: Int32) throws { encoder.write(value) }
    mutating func encode(_ value: Int64) throws { encoder.write(value) }
    mutating func encode(_ value: UInt) throws { encoder.write(value) }
    mutating func encode(_ value: UInt8) throws { encoder.write(value) }
    mutating func encode(_ value: UInt16) throws { encoder.write(value) }
    mutating func encode(_ value: UInt32) throws { encoder.write(value) }
    mutating func encode(_ value: UInt64) throws { encoder.write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.encodeValue(value) }
}
