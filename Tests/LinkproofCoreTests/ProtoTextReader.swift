/// The subset of protocol-buffer text format that Google's Digital Asset Links compatibility
/// suite is written in: `#` comments, `name: value`, `name { … }` / `name: { … }`, quoted
/// strings (adjacent ones concatenated), identifiers, and `[a, b]` lists.
enum ProtoText: Equatable {
    case scalar(String)
    case message([(name: String, value: ProtoText)])

    static func == (lhs: ProtoText, rhs: ProtoText) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): a == b
        case let (.message(a), .message(b)): a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        default: false
        }
    }

    /// Every value of the field `name`, in order (a list counts as its items).
    func all(_ name: String) -> [ProtoText] {
        guard case .message(let fields) = self else { return [] }
        return fields.filter { $0.name == name }.map(\.value)
    }

    func first(_ name: String) -> ProtoText? { all(name).first }

    var text: String? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        let message: String
        var description: String { "offset \(offset): \(message)" }
    }

    /// Reads a whole file as the fields of one message.
    static func read(_ source: String) throws -> ProtoText {
        var reader = Reader(Array(source.utf8))
        let fields = try reader.fields(until: nil)
        return .message(fields)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                    index += 1
                } else {
                    return
                }
            }
        }

        func fail(_ message: String) -> SyntaxError { SyntaxError(offset: index, message: message) }

        mutating func identifier() throws -> String {
            skipSpace()
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "-")
                || (bytes[index] >= 0x30 && bytes[index] <= 0x39) || (bytes[index] | 0x20 >= 0x61 && bytes[index] | 0x20 <= 0x7A) {
                index += 1
            }
            guard index > start else { throw fail("expected a name") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func fields(until close: UInt8?) throws -> [(name: String, value: ProtoText)] {
            var fields: [(name: String, value: ProtoText)] = []
            while true {
                skipSpace()
                if index >= bytes.count {
                    guard close == nil else { throw fail("unclosed message") }
                    return fields
                }
                if let close, bytes[index] == close { index += 1; return fields }
                let name = try identifier()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1; skipSpace() }
                guard index < bytes.count else { throw fail("expected a value") }
                if bytes[index] == UInt8(ascii: "[") {
                    index += 1
                    while true {
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; break }
                        fields.append((name, try value()))
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                    }
                } else {
                    fields.append((name, try value()))
                }
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ";") { index += 1 }
            }
        }

        mutating func value() throws -> ProtoText {
            skipSpace()
            guard index < bytes.count else { throw fail("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                return .message(try fields(until: UInt8(ascii: "}")))
            case UInt8(ascii: "<"):
                index += 1
                return .message(try fields(until: UInt8(ascii: ">")))
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") {
                    text += try quoted()
                    skipSpace()
                }
                return .scalar(String(decoding: text, as: UTF8.self))
            default:
                return .scalar(try identifier())
            }
        }

        mutating func quoted() throws -> [UInt8] {
            let quote = bytes[index]
            index += 1
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    default: out.append(bytes[index])
                    }
                } else {
                    out.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { throw fail("unterminated string") }
            index += 1
            return out
        }
    }
}
