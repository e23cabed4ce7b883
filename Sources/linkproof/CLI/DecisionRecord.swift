import Foundation
import LinkproofCore

/// One line of `route --json`/`--jsonl` output (`--platform android` too): the link's input
/// among the decision's own members, keys sorted. The input is `input`, or `inputBase64` for
/// bytes that are not UTF-8 when `base64` allows it; it sorts after `decision` and `detail`
/// and before every other key of a decision.
struct DecisionRecord<Decided: JSONLineRecord>: JSONWritable {
    let input: Input
    let decision: Decided
    /// Whether bytes that are not UTF-8 are written as Base64. When false they are read as
    /// UTF-8, U+FFFD for each malformed sequence: what an Android rule saw and rejected.
    var base64 = true

    func write(to writer: inout JSONWriter) {
        if !input.isBinary {
            input.bytes.withUnsafeBufferPointer { decision.write(to: &writer, with: JSONLineMember("input", .utf8($0))) }
        } else if base64 {
            decision.write(to: &writer, with: JSONLineMember("inputBase64", .string(Data(input.bytes).base64EncodedString())))
        } else {
            decision.write(to: &writer, with: JSONLineMember("input", .string(String(decoding: input.bytes, as: UTF8.self))))
        }
    }
}
