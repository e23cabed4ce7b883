import Foundation
import LinkproofCore

/// One line of `route --json`/`--jsonl` output (`--platform android` too): the link's input
/// among the decision's own members, keys sorted. The input is `input`, or `inputBase64` for
/// bytes that are not UTF-8 when `base64` allows it; it sorts after `decision` and `detail`
/// and before every other key of a decision.
struct DecisionRecord<Decided: JSONMembers>: JSONWritable {
    let input: Input
    let decision: Decided
    /// Whether bytes that are not UTF-8 are written as Base64. When false they are read as
    /// UTF-8, U+FFFD for each malformed sequence: what an Android rule saw and rejected.
    var base64 = true

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        decision.members(interleaving: InputMember(input: input, base64: base64), to: &writer)
        writer.endObject()
    }
}

/// The input's member, handed over at its place among the decision's keys.
private struct InputMember: JSONInterleavedMembers {
    let input: Input
    let base64: Bool
    var pending = true

    mutating func members<Sink: JSONMemberSink & ~Copyable>(before limit: JSONKey?, to sink: inout Sink) {
        guard pending, limit.map({ ("input" as JSONKey).sorts(before: $0) }) ?? true else { return }
        pending = false
        if !input.isBinary {
            sink.member("input", UTF8Text(bytes: input.bytes))
        } else if base64 {
            sink.member("inputBase64", Data(input.bytes).base64EncodedString())
        } else {
            sink.member("input", String(decoding: input.bytes, as: UTF8.self))
        }
    }
}

/// Well-formed UTF-8 (a line's `input`), written as a JSON string straight from its bytes.
private struct UTF8Text: JSONWritable, Encodable {
    let bytes: [UInt8]

    func write(to writer: inout JSONWriter) {
        bytes.withUnsafeBufferPointer { writer.string(utf8: $0) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: bytes, as: UTF8.self))
    }
}
