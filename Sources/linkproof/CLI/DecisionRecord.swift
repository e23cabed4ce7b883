import Foundation
import LinkproofCore

/// One line of `route --json`/`--jsonl` output (`--platform android` too): the link's input
/// among the decision's own members, keys sorted. The input is `input`, or `inputBase64` for
/// bytes that are not UTF-8 when `base64` allows it; it sorts after `decision` and `detail`
/// and before every other key of a decision.
enum DecisionRecord {
    /// Writes the line of `decision` and its `input`. When `base64` is false, bytes that are not
    /// UTF-8 are read as UTF-8, U+FFFD for each malformed sequence: what an Android rule saw
    /// and rejected. (Nothing is copied into a record value: a decision's copy on every line
    /// cost its reference counts.)
    static func write(_ decision: some JSONLineRecord, input: Input, base64: Bool = true, to writer: inout JSONWriter) {
        if !input.isBinary {
            let isPlain = input.isPlain
            input.bytes.withUnsafeBufferPointer { write(decision, utf8: $0, isPlain: isPlain, to: &writer) }
        } else if base64 {
            decision.write(to: &writer, with: JSONLineMember("inputBase64", .string(Data(input.bytes).base64EncodedString())))
        } else {
            decision.write(to: &writer, with: JSONLineMember("input", .string(String(decoding: input.bytes, as: UTF8.self))))
        }
    }

    /// Writes the line of `decision` and its input, UTF-8 `bytes` (`isPlain`: printable ASCII
    /// without `"` or `\`, as the line's scan found them), lent by the caller.
    static func write(_ decision: some JSONLineRecord, utf8 bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool, to writer: inout JSONWriter) {
        decision.write(to: &writer, with: JSONLineMember("input", isPlain ? .plainUTF8(bytes) : .utf8(bytes)))
    }
}
