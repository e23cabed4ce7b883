/// Why a byte sequence is not a JSON document, and where (1-based line and column).
public struct JSONReadError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: String, Sendable, Codable {
        /// Not JSON grammar: a stray character, a missing comma, trailing text.
        case syntax
        /// The input ended inside a value.
        case truncated
        /// A string holds bytes that are not UTF-8.
        case invalidUTF8
        /// Arrays and objects nest deeper than `JSONReader.maximumDepth`.
        case tooDeep
        /// An object names a member twice; `earlierKey` is where it first appears.
        case duplicateKey
    }
    /// The kind of problem.
    public let reason: Reason
    /// What was found, in words ("expected ',' or '}'").
    public let detail: String
    /// Byte offset of the problem.
    public let offset: Int
    /// 1-based line of `offset`.
    public let line: Int
    /// 1-based column of `offset`, in bytes.
    public let column: Int
    /// For `.duplicateKey`: the first occurrence of the key (`offset`, `line` and `column` are the second's).
    package let earlierKey: JSONTextPosition?

    /// `line 3, column 7: detail`.
    public var description: String { "line \(line), column \(column): \(detail)" }
}

/// A place in JSON text: a byte offset with its 1-based line and column (in bytes).
package struct JSONTextPosition: Sendable, Equatable, Codable, CustomStringConvertible {
    public let offset: Int
    public let line: Int
    public let column: Int

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }
}

/// A strict RFC 8259 reader over UTF-8 bytes: total (any bytes give a value or a
/// `JSONReadError`), linear in the input, and bounded in depth. A member name repeated in
/// one object is an error naming both places (RFC 8259 leaves it to readers; most silently
/// keep the last, so two readers of one file could disagree about what it says).
package struct JSONReader {
    /// Deeper nesting is refused; real association files nest about six levels.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads one JSON document that fills `bytes` (surrounding whitespace allowed).
    public static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipWhitespace()
        let value = try reader.value()
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.failure(.syntax, "unexpected text after the document") }
        return value
    }

    private func failure(_ reason: JSONReadError.Reason, _ detail: String, at offset: Int? = nil,
                         earlierKey: JSONTextPosition? = nil) -> JSONReadError {
        let place = position(min(offset ?? index, bytes.count))
        return JSONReadError(reason: reason, detail: detail, offset: place.offset, line: place.line, column: place.column,
                             earlierKey: earlierKey)
    }

    /// Line and column of `offset`, counted only when an error needs them.
    private func position(_ offset: Int) -> JSONTextPosition {
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONTextPosition(offset: offset, line: line, column: offset - lineStart + 1)
    }

    private func duplicate(_ key: String, at offset: Int, earlier: Int) -> JSONReadError {
        let first = position(earlier)
        return failure(.duplicateKey, "duplicate key \(JSONPath.quoted(key)) (first at \(first))", at: offset, earlierKey: first)
    }

    /// The index of an earlier member named `key`: a scan while the object is small, a table
    /// (built on first need) once it is not, so an object of n members costs O(n).
    private static func earlierMember(named key: String, in members: [(key: String, value: JSONValue)],
                                      table: inout [String: Int]) -> Int? {
        if members.count < 8 { return members.firstIndex { $0.key == key } }
        if table.isEmpty { for (position, member) in members.enumerated() { table[member.key] = position } }
        if let found = table[key] { return found }
        table[key] = members.count
        return nil
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONReadError) {
        guard let found = current else { throw failure(.truncated, "the document ends where \(what) was expected") }
        guard found == byte else { throw failure(.syntax, "expected \(what)") }
        index += 1
    }

    private mutating func value() throws(JSONReadError) -> JSONValue {
        guard let byte = current else { throw failure(.truncated, "the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try keyword("true"); return .bool(true)
        case UInt8(ascii: "f"): try keyword("false"); return .bool(false)
        case UInt8(ascii: "n"): try keyword("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure(.syntax, "expected a value")
        }
    }

    private mutating func keyword(_ word: StaticString) throws(JSONReadError) {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard let byte = current else { throw failure(.truncated, "the document ends inside '\(word)'") }
            guard byte == expected else { throw failure(.syntax, "expected a value", at: start) }
            index += 1
        }
    }

    private mutating func nest() throws(JSONReadError) {
        depth += 1
        if depth > Self.maximumDepth { throw failure(.tooDeep, "nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(JSONReadError) -> JSONValue {
        try nest()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keyOffsets: [Int] = []
        var table: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current != nil else { throw failure(.truncated, "the document ends inside an object") }
            guard current == UInt8(ascii: "\"") else { throw failure(.syntax, "expected a member name in quotes") }
            let keyOffset = index
            let key = try string()
            if let earlier = Self.earlierMember(named: key, in: members, table: &table) {
                throw duplicate(key, at: keyOffset, earlier: keyOffsets[earlier])
            }
            keyOffsets.append(keyOffset)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            members.append((key, try value()))
            skipWhitespace()
            guard let byte = current else { throw failure(.truncated, "the document ends inside an object") }
            index += 1
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: ",") else { throw failure(.syntax, "expected ',' or '}'", at: index - 1) }
        }
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(JSONReadError) -> JSONValue {
        try nest()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            guard let byte = current else { throw failure(.truncated, "the document ends inside an array") }
            index += 1
            if byte == UInt8(ascii: "]") { break }
            guard byte == UInt8(ascii: ",") else { throw failure(.syntax, "expected ',' or ']'", at: index - 1) }
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func number() throws(JSONReadError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current else { throw failure(.truncated, "the document ends inside a number") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else if isDigit(first) {
            skipDigits()
        } else {
            throw failure(.syntax, "expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { throw failure(.syntax, "expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw failure(.syntax, "expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return Double(text) ?? .nan
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private mutating func string() throws(JSONReadError) -> String {
        index += 1
        var text: [UInt8] = []
        var runStart = index
        while true {
            // Eight bytes at a time up to the first that ends the string, escapes or needs decoding.
            index = bytes.withUnsafeBytes { JSONEscaping.firstByteNeedingALook(in: $0, from: index) }
            guard let byte = current else { throw failure(.truncated, "the document ends inside a string") }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure(.syntax, "control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                text += bytes[runStart..<index]
                index += 1
                try escape(into: &text)
                runStart = index
                continue
            }
            if byte >= 0x80 {
                var scalar = bytes[index...].makeIterator()
                var parser = Unicode.UTF8.ForwardParser()
                guard case .valid(let encoded) = parser.parseScalar(from: &scalar) else {
                    throw failure(.invalidUTF8, "bytes that are not UTF-8 inside a string")
                }
                index += encoded.count
                continue
            }
            index += 1
        }
        defer { index += 1 }
        if text.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
        text += bytes[runStart..<index]
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func escape(into text: inout [UInt8]) throws(JSONReadError) {
        guard let byte = current else { throw failure(.truncated, "the document ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800...0xDBFF).contains(scalar), current == UInt8(ascii: "\\"),
               index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                let resume = index
                index += 2
                let low = try hexQuad()
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = resume
                }
            }
            // A lone surrogate has no UTF-8 form; it reads as U+FFFD, as most readers do.
            text += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        default:
            throw failure(.syntax, "unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: index - 1)
        }
    }

    private mutating func hexQuad() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure(.truncated, "the document ends inside a \\u escape") }
            guard let digit = hexDigit(byte) else { throw failure(.syntax, "expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
