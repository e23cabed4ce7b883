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
