/// A record a batch line writes with one member of the line's own among the record's
/// (`route --jsonl`'s `input`), each conformance a concrete function, so that the member walk
/// is specialized where the record is (a generic walk called from another module pays for
/// its type metadata on every line).
package protocol JSONLineRecord {
    /// Writes the record as one JSON object, `member` among its members by its key.
    func write(to writer: inout JSONWriter, with member: JSONLineMember)
}

/// The one member a line adds to its record, handed over at its place among the record's keys.
package struct JSONLineMember: JSONInterleavedMembers {
    /// What the member's value is written from.
    package enum Value {
        /// Well-formed UTF-8 (a line's input), written as a string straight from its bytes,
        /// which outlive the member (no copy, no reference count on the batch path).
        case utf8(UnsafeBufferPointer<UInt8>)
        /// `utf8` found to have nothing to escape (`JSONEscaping.isPlain`), written as it is.
        case plainUTF8(UnsafeBufferPointer<UInt8>)
        case string(String)
    }

    private let key: JSONKey
    private let value: Value
    private var pending = true

    package init(_ key: JSONKey, _ value: Value) {
        self.key = key
        self.value = value
    }

    /// Whether the member's key sorts after `first` and before `next`: its place in a record
    /// written in one go (`Decision.write(to:with:)`).
    func sorts(after first: JSONKey, before next: JSONKey) -> Bool {
        first.sorts(before: key) && key.sorts(before: next)
    }

    /// Whether the value is `bytes` themselves (the same memory), found plain
    /// (`Value.plainUTF8`): then so is every run of them, such as a decided input's host.
    func isPlain(spanning bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .plainUTF8(let plain) = value else { return false }
        return plain.baseAddress == bytes.baseAddress && plain.count == bytes.count
    }

    /// The most bytes `put(to:)` writes.
    var room: Int {
        let count = switch value {
        case .utf8(let bytes), .plainUTF8(let bytes): bytes.count
        case .string(let text): text.utf8.count
        }
        return key.name.utf8CodeUnitCount + 4 + JSONEscaping.room(forQuoting: count)
    }

    /// Writes `,"key":` and the value, as `JSONWriter` writes the member after another: a
    /// member of a record written in one go (`Decision.write(to:with:)`).
    func put(to cursor: inout JSONOutputCursor) {
        cursor.put(",\"")
        cursor.put(key.name)
        cursor.put("\":")
        switch value {
        case .utf8(let bytes): cursor.putQuoted(bytes)
        case .plainUTF8(let bytes): cursor.putQuoted(plain: bytes)
        case .string(var text): text.withUTF8 { cursor.putQuoted($0) }
        }
    }

    package mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink) {
        guard pending, limit.map({ key.sorts(before: $0) }) ?? true else { return }
        pending = false
        switch value {
        case .utf8(let bytes): sink.member(key, UTF8Text(bytes: bytes, isPlain: false))
        case .plainUTF8(let bytes): sink.member(key, UTF8Text(bytes: bytes, isPlain: true))
        case .string(let text): sink.member(key, text)
        }
    }
}

/// Well-formed UTF-8, written as a JSON string straight from its bytes (as they are when
/// `isPlain`: nothing to escape).
private struct UTF8Text: JSONWritable, Encodable {
    let bytes: UnsafeBufferPointer<UInt8>
    let isPlain: Bool

    func write(to writer: inout JSONWriter) {
        if isPlain { writer.string(plainUTF8: bytes) } else { writer.string(utf8: bytes) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: bytes, as: UTF8.self))
    }
}
