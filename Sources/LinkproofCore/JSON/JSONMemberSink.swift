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

extension JSONWriter: JSONMemberSink {
    /// Writes the member: its key, then its value.
    package mutating func member<Value: JSONWritable & Encodable>(_ key: JSONKey, _ value: Value) {
        self.key(key.name)
        value.write(to: &self)
    }
}
