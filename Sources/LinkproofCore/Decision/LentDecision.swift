/// A decision on bytes lent to it (`DeepLinkParser.decide(lent:context:)`: a batch line's
/// input), used while they are: its record reads a `host-not-declared` rejection's host from
/// them, where a `Decision` would hold it copied into a string (made and freed for nearly every
/// line of a batch of other sites' links, about a tenth of the line; DESIGN.md, issue 43).
///
/// Not `Sendable`, and it does not outlive the bytes: take `decision` for a value to keep.
package struct LentDecision: JSONLineRecord {
    /// The decision, its rejection's host perhaps still a range of `bytes`.
    private let lent: Decision
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ decision: Decision, over bytes: UnsafeBufferPointer<UInt8>) {
        lent = decision
        self.bytes = bytes
    }

    /// The decision, owning all it says.
    package var decision: Decision { lent.resolvingHost(in: bytes) }

    package func write(to writer: inout JSONWriter, with member: JSONLineMember) {
        lent.write(to: &writer, with: member, over: bytes)
    }
}

@available(*, unavailable)
extension LentDecision: Sendable {}
