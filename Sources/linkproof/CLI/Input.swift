import Foundation
import LinkproofCore

/// A link to decide: its bytes, and how the output names it.
struct Input {
    /// The link's bytes: for a `--jsonl` line `{"input": "…"}` with nothing to unescape, a
    /// slice of the line itself (not copied).
    let bytes: ArraySlice<UInt8>
    /// True when the bytes are not UTF-8, so JSON carries them as Base64.
    let isBinary: Bool
    /// True when the bytes were found to be printable ASCII without `"` or `\` (by the scan
    /// that read them from a line), so JSON writes them as they are.
    var isPlain = false
    /// The line's own `via` and `matchType` (`--jsonl`), nil where it gives none.
    var arrival: Arrival?
    var matchType: MatchType?

    /// `base` (the command's `--via` and `--match-type`) with what the
    /// line gives instead.
    func context(over base: LinkContext) -> LinkContext {
        var context = base
        context.arrival = arrival ?? base.arrival
        context.matchType = matchType ?? base.matchType
        return context
    }

    init(_ text: String) {
        bytes = ArraySlice(text.utf8)
        isBinary = false
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes[...]
        isBinary = TerminalText.firstInvalidUTF8Offset(bytes) != nil
    }

    private init(plain bytes: ArraySlice<UInt8>, isPlain: Bool) {
        self.bytes = bytes
        isBinary = false
        self.isPlain = isPlain
    }

    /// `{"input": "..."}` or `{"inputBase64": "..."}`.
    init(jsonLine line: [UInt8], number: Int) throws(UsageError) {
        if let (input, isPlain) = line.withUnsafeBufferPointer({ JSONReader.soleStringMemberContent("input", in: $0) }) {
            // A string's content in a UTF-8 line (`JSONLines` checks it) is UTF-8. (Made by an
            // initializer of its own: set here, the fields were copied into the result, a
            // retain and a release of the line a line.)
            self.init(plain: line[input], isPlain: isPlain)
            return
        }
        self = try Self(object: JSONLines.object(line, number: number), number: number)
    }

    /// A line that is not `{"input": "…"}` alone with nothing to unescape, read as `object`.
    private init(object: JSONValue, number: Int) throws(UsageError) {
        if case .string(let text)? = object["input"] {
            bytes = ArraySlice(text.utf8)
            isBinary = false
        } else if case .string(let encoded)? = object["inputBase64"], let data = Data(base64Encoded: encoded) {
            bytes = ArraySlice(data)
            isBinary = TerminalText.firstInvalidUTF8Offset(bytes) != nil
        } else {
            throw UsageError("line \(number): needs \"input\" (a string) or \"inputBase64\"")
        }
        func text(_ key: String) throws(UsageError) -> String? {
            switch object[key] {
            case nil: return nil
            case .string(let text)?: return text
            case let other?: throw UsageError("line \(number): \"\(key)\" is a string, not \(other.kind)")
            }
        }
        if let via = try text("via") { arrival = try ContextNames.arrival(via, given: "line \(number): \"via\"") }
        if let type = try text("matchType") { matchType = try ContextNames.matchType(type, given: "line \(number): \"matchType\"") }
    }
}

/// The names `--via`/`"via"` and `--match-type`/`"matchType"` take, read into their values.
enum ContextNames {
    /// The arrival named `name`, refused by the name of the place it was `given` in (with what
    /// to write instead of an old spelling).
    static func arrival(_ name: String, given place: String) throws(UsageError) -> Arrival {
        switch Arrival.named(name) {
        case .success(let arrival): return arrival
        case .failure(let error): throw UsageError("\(place): \(error)")
        }
    }

    /// The match type named `name`, refused by the name of the place it was `given` in.
    static func matchType(_ name: String, given place: String) throws(UsageError) -> MatchType {
        guard let type = MatchType(rawValue: name) else { throw UsageError("\(place) is unique, default, weak or none, not '\(name)'") }
        return type
    }
}
