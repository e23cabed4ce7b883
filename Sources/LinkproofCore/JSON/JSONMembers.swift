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

/// Where a record's members go, one by one in key order (`JSONMembers.members(to:)`).
package protocol JSONMemberSink: ~Copyable {
    /// Takes the member `key` with its value.
    mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value)
}

extension JSONMemberSink where Self: ~Copyable {
    /// Takes the member `key` when it has a value; an absent one is left out, as
    /// `encodeIfPresent` leaves it out.
    package mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value?) {
        if let value { member(key, value) }
    }
}

/// A member's name: a literal of the program, ASCII with nothing to escape (`JSONWriter`
/// writes it as it is), and the `CodingKey` that `Codable` encodes and decodes it by.
package struct JSONKey: CodingKey, Sendable, ExpressibleByStringLiteral {
    package let name: StaticString

    package init(stringLiteral name: StaticString) { self.name = name }

    package var stringValue: String { name.description }
    package var intValue: Int? { nil }
    /// Nil: a key is a literal of the program, never read from a text.
    package init?(stringValue: String) { nil }
    package init?(intValue: Int) { nil }

    /// Whether this key sorts before `other`, by UTF-8 bytes as sorted JSON keys do.
    package func sorts(before other: JSONKey) -> Bool { name.utf8.lexicographicallyPrecedes(other.name.utf8) }
}

extension StaticString {
    /// The literal's UTF-8 (a `JSONKey`'s name is an ASCII literal).
    fileprivate var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount) }
}

extension JSONWriter: JSONMemberSink {
    /// Writes the member: its key, then its value.
    package mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value) {
        self.key(key.name)
        value.write(to: &self)
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

/// A `String`-backed enum written as its raw value: no `Encoder` between the value and the
/// writer (the decision's `linkKind`, `via`, `matchType`, `reason` on every batch line).
package protocol JSONRawString: RawRepresentable, JSONWritable, Encodable where RawValue == String {}

extension JSONRawString {
    /// Writes the raw value, as its `Codable` form is.
    package func write(to writer: inout JSONWriter) { writer.string(rawValue) }
}

extension Int: JSONWritable {
    /// Writes the integer in decimal.
    package func write(to writer: inout JSONWriter) { writer.int(self) }
}

/// A record's own members, handed over a few at a time among another record's
/// (`JSONMembers.members(interleaving:to:)`): a CLI line's `input` among its decision's,
/// Android's `platform`, `delivery`… among the strict decision's.
package protocol JSONInterleavedMembers {
    /// Hands to `sink` the members not handed yet whose keys sort before `limit` (all that
    /// are left when nil), keys sorted.
    mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink)
}

extension JSONMembers {
    /// Hands this record's members and `own`'s to `sink`, the keys of the two sorted as a whole.
    package func members<Sink: JSONMemberSink & ~Copyable, Own: JSONInterleavedMembers>(interleaving own: Own, to sink: inout Sink) {
        var interleaving = InterleavingSink(base: sink, own: own)
        members(to: &interleaving)
        interleaving.own.members(before: nil, to: &interleaving.base)
        sink = interleaving.base
    }
}

/// Passes members on to `base`, each after those of `own` whose keys sort before it.
private struct InterleavingSink<Base: JSONMemberSink & ~Copyable, Own: JSONInterleavedMembers>: JSONMemberSink, ~Copyable {
    var base: Base
    var own: Own

    mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value) {
        own.members(before: key, to: &base)
        base.member(key, value)
    }
}

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
        case string(String)
    }

    private let key: JSONKey
    private let value: Value
    private var pending = true

    package init(_ key: JSONKey, _ value: Value) {
        self.key = key
        self.value = value
    }

    package mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink) {
        guard pending, limit.map({ key.sorts(before: $0) }) ?? true else { return }
        pending = false
        switch value {
        case .utf8(let bytes): sink.member(key, UTF8Text(bytes: bytes))
        case .string(let text): sink.member(key, text)
        }
    }
}

/// Well-formed UTF-8, written as a JSON string straight from its bytes.
private struct UTF8Text: JSONWritable, Encodable {
    let bytes: UnsafeBufferPointer<UInt8>

    func write(to writer: inout JSONWriter) { writer.string(utf8: bytes) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: bytes, as: UTF8.self))
    }
}
