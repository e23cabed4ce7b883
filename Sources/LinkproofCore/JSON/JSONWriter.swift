// `@preconcurrency`: `printLine` writes to the C library's `stdout`, a global the C
// headers declare mutable; the C library locks the stream itself.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Android)
@preconcurrency import Android
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A streaming JSON writer: values written straight into a byte buffer that is reused from
/// one output to the next (`reset`), with no intermediate dictionaries or `Encodable`
/// machinery. The caller writes an object's members in the order they are to appear (the
/// CLI's outputs: keys sorted, as DESIGN.md fixes them); the writer puts the commas, the
/// colons and, for `.indented`, the line breaks.
///
/// `.compact` and `.indented` are byte for byte Foundation's `JSONEncoder` with
/// `.withoutEscapingSlashes` (and `.prettyPrinted` for `.indented`), which the CLI's outputs
/// had before; `.readable` is the layout of golden files and reports. Strings are written by
/// `JSONEscaping.writeQuoted`, the one JSON string escaper.
///
/// A writer owns its bytes and cannot be copied (a function that writes takes it `inout`):
/// no other value can share the buffer, so a write needs no check that it is shared, only
/// that it has room.
package struct JSONWriter: ~Copyable {
    /// How the text is laid out.
    public enum Layout: Sendable, Equatable {
        /// One line: `{"a":1,"b":[true,null]}`.
        case compact
        /// `JSONEncoder`'s `.prettyPrinted`: one member or element a line, two spaces an
        /// indent level, `"key" : value`; an empty container is `[` and `]` two lines apart.
        case indented
        /// The golden files' and reports' layout (`JSONValue.prettyText`): a container less
        /// than `lineDepth` levels deep that is not empty has one member or element a line, two
        /// spaces an indent level; deeper ones are on one line, `, ` between members, and a key
        /// is followed by `: ` at every level. `.readable(lineDepth: 0)` is one line.
        case readable(lineDepth: Int)
    }

    /// The text in the first `count` bytes, then room to write up to `capacity`; allocated
    /// by the writer, freed by its `deinit`.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private let layout: Layout
    /// `layout == .compact`, the CLI's lines: looked up once, not at every member.
    private let isCompact: Bool
    /// How many containers are open.
    private var depth = 0
    /// True while the innermost open container has no member or element yet.
    private var isEmpty = true
    /// True between a key and its value.
    private var afterKey = false
    /// Where the line being written begins: the bytes before it are whole lines kept by
    /// `endLine` to go to standard output in one write.
    private var lineStart = 0

    public init(layout: Layout = .compact, capacity: Int = 4096) {
        self.layout = layout
        isCompact = layout == .compact
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text written since the last `reset`, UTF-8.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The text as a `String`.
    public var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// How many bytes of text are written: where a member begins (`encode(_:)` notes it, to
    /// sort an object's members).
    package var byteCount: Int { count }

    /// Lets `rewrite` change the text from `offset` (at most `byteCount`) on in place, its
    /// length kept: an object's members put in key order.
    package mutating func rewriteBytes(from offset: Int, _ rewrite: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        precondition(offset >= 0 && offset <= count, "JSONWriter.rewriteBytes: offset outside the text")
        rewrite(UnsafeMutableBufferPointer(start: base + offset, count: count - offset))
    }

    /// Empties the text since the last line kept by `endLine` (all of it, when none is kept),
    /// keeping the buffer for the next output.
    public mutating func reset() {
        count = lineStart
        depth = 0
        isEmpty = true
        afterKey = false
    }

    // MARK: Containers

    /// Opens an object: `key`s and values follow, then `endObject`.
    public mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array: values follow, then `endArray`.
    public mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes a member's name, whose value is written next. `name` is written as it is: a
    /// literal of the program, ASCII with nothing to escape (checked in debug builds).
    public mutating func key(_ name: StaticString) {
        assert(Self.isPlainKey(name), "a key literal is ASCII with nothing to escape")
        let separator = separator()
        var cursor = cursor(room: separator.room + name.utf8CodeUnitCount + 2 + Self.colonRoom)
        separator.put(to: &cursor)
        cursor.put(UInt8(ascii: "\""))
        cursor.put(name)
        cursor.put(UInt8(ascii: "\""))
        putColon(to: &cursor)
        count = cursor.offset
        afterKey = true
    }

    /// Writes a member's name given at run time (a parameter's name), escaped. (Not an
    /// overload of `key(_:)`: a literal would pick the `String` one.)
    public mutating func key(escaping name: String) {
        string(name)
        var cursor = cursor(room: Self.colonRoom)
        putColon(to: &cursor)
        count = cursor.offset
        afterKey = true
    }

    // MARK: Values

    /// Writes a string, escaped by `JSONEscaping.writeQuoted`.
    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { quoted($0) }
    }

    /// Writes a string given as a slice (a URL's component in its `href`), escaped.
    public mutating func string(_ value: Substring) {
        var value = value
        value.withUTF8 { quoted($0) }
    }

    /// Writes a string given as its UTF-8, which must be well-formed (a `String`'s, a valid
    /// line's), escaped.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        assert(TerminalText.firstInvalidUTF8Offset(utf8) == nil, "JSONWriter.string(utf8:) takes well-formed UTF-8")
        quoted(utf8)
    }

    /// Writes UTF-8 found to have nothing to escape (`JSONEscaping.isPlain`: a batch line's
    /// input whose scan found it so) as a string, as it is.
    public mutating func string(plainUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        assert(JSONEscaping.isPlain(utf8), "JSONWriter.string(plainUTF8:) takes UTF-8 with nothing to escape")
        writeAfterSeparator(room: utf8.count + 2) { JSONEscaping.writeQuoted(plain: utf8, to: &$0) }
    }

    /// Writes the string `head`, `middle`, `tail` from its parts, as `string(_:)` writes
    /// them made into one (a rejection's detail that is a sentence about the input's host,
    /// written without the sentence made: `Rejection.DetailText`). `head` and `tail` are
    /// literals of the program, ASCII with nothing to escape (checked in debug builds);
    /// `middle` is well-formed UTF-8.
    public mutating func string(_ head: StaticString, _ middle: UnsafeBufferPointer<UInt8>, _ tail: StaticString) {
        writeAfterSeparator(room: Self.room(forQuoting: head, middle, tail)) { Self.putQuoted(head, middle, tail, to: &$0) }
    }

    /// The most bytes `putQuoted(_:_:_:to:)` writes.
    static func room(forQuoting head: StaticString, _ middle: UnsafeBufferPointer<UInt8>, _ tail: StaticString) -> Int {
        head.utf8CodeUnitCount + JSONEscaping.room(forQuoting: middle.count) + tail.utf8CodeUnitCount
    }

    /// Writes the string `head`, `middle`, `tail` quoted and escaped (`string(_:_:_:)`), with
    /// no separator: a member of a record written in one go (`Decision.write(to:with:)`).
    static func putQuoted(_ head: StaticString, _ middle: UnsafeBufferPointer<UInt8>, _ tail: StaticString, to cursor: inout JSONOutputCursor) {
        assert(isPlainKey(head) && isPlainKey(tail), "a literal part of a string is ASCII with nothing to escape")
        assert(TerminalText.firstInvalidUTF8Offset(middle) == nil, "the middle of a string is well-formed UTF-8")
        cursor.put(UInt8(ascii: "\""))
        cursor.put(head)
        // (Most middles, hosts, have nothing to escape: looked at eight bytes at a time, then copied.)
        if JSONEscaping.isPlain(middle) { cursor.put(middle) } else { JSONEscaping.writeEscaped(middle, to: &cursor) }
        cursor.put(tail)
        cursor.put(UInt8(ascii: "\""))
    }

    /// Writes a string, or `null` when there is none.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes an integer in decimal.
    public mutating func int(_ value: Int) {
        writeAfterSeparator(room: JSONOutputCursor.decimalRoom) { $0.putDecimal(value) }
    }

    /// Writes a number as `JSONValue` holds it: an integer (below 9e15 in magnitude, no
    /// fraction) in decimal, any other value as Swift describes it (`0.5`, `1e+20`).
    public mutating func number(_ value: Double) {
        if value.rounded() == value, abs(value) < 9e15 {
            int(Int(value))
        } else {
            var digits = String(value)
            digits.withUTF8 { literal($0) }
        }
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        (value ? "true" as StaticString : "false").withUTF8Buffer { literal($0) }
    }

    /// Writes `null`.
    public mutating func null() {
        ("null" as StaticString).withUTF8Buffer { literal($0) }
    }

    /// Writes a whole value of a fixed shape at the top level of a `.compact` writer through
    /// one cursor: `write` puts at most `room` bytes (its keys, punctuation and values, as
    /// JSON text) after one check that the buffer has that room. For a record written for
    /// every line of a batch, whose members are known in advance (`URLComponentsRecord`).
    mutating func write(room: Int, _ write: (inout JSONOutputCursor) -> Void) {
        precondition(writesWholeValues, "JSONWriter.write(room:_:) writes a whole value into a compact writer")
        var cursor = cursor(room: room)
        write(&cursor)
        count = cursor.offset
    }

    /// Whether `write(room:_:)` may write: a compact writer at its top level.
    var writesWholeValues: Bool { isCompact && depth == 0 && !afterKey }

    // MARK: Layout

    /// What is due before a value or a key.
    private struct Separator {
        /// A comma: not first in its container.
        let comma: Bool
        /// The depth to indent a new line to; nil for no line break.
        let indent: Int?
        /// A space after the comma (`.readable` on one line).
        var space = false

        /// The most bytes `put` writes.
        var room: Int { 2 + (indent.map { 1 + 2 * $0 } ?? 0) }

        @inline(__always) func put(to cursor: inout JSONOutputCursor) {
            if comma { cursor.put(UInt8(ascii: ",")) }
            if space { cursor.put(UInt8(ascii: " ")) }
            if let indent { JSONWriter.putLineBreak(indent: indent, to: &cursor) }
        }
    }

    /// The most bytes `putColon` writes.
    private static let colonRoom = 3

    /// What follows a key: `:` (`.compact`), ` : ` (`.indented`) or `: ` (`.readable`), written
    /// byte by byte (a key is written for every member; a copy call costs more than the bytes).
    @inline(__always) private func putColon(to cursor: inout JSONOutputCursor) {
        if case .indented = layout { cursor.put(UInt8(ascii: " ")) }
        cursor.put(UInt8(ascii: ":"))
        if isCompact { return }
        cursor.put(UInt8(ascii: " "))
    }

    /// What is due before the next value or key: nothing after a key or at the top level,
    /// else a comma unless it is the first in its container, then a line break where the
    /// layout breaks lines (`.readable` on one line: a space); notes that the container is
    /// no longer empty.
    @inline(__always) private mutating func separator() -> Separator {
        if afterKey {
            afterKey = false
            return Separator(comma: false, indent: nil)
        }
        guard depth > 0 else { return Separator(comma: false, indent: nil) }
        defer { isEmpty = false }
        if isCompact { return Separator(comma: !isEmpty, indent: nil) }
        switch layout {
        case .compact: return Separator(comma: !isEmpty, indent: nil)
        case .indented: return Separator(comma: !isEmpty, indent: depth)
        case .readable(let lineDepth):
            if depth <= lineDepth { return Separator(comma: !isEmpty, indent: depth) }
            return Separator(comma: !isEmpty, indent: nil, space: !isEmpty)
        }
    }

    /// Bytes written as they are (a number, `true`, `null`, a bracket), after their separator.
    private mutating func literal(_ text: UnsafeBufferPointer<UInt8>) {
        writeAfterSeparator(room: text.count) { $0.put(text) }
    }

    private mutating func open(_ bracket: UInt8) {
        withUnsafePointer(to: bracket) { literal(UnsafeBufferPointer(start: $0, count: 1)) }
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        precondition(depth > 0 && !afterKey, "JSONWriter: a container closed that is not open, or a key without its value")
        depth -= 1
        var cursor = cursor(room: 3 + 2 * depth)
        switch layout {
        case .compact: break
        case .indented:
            if isEmpty { cursor.put(UInt8(ascii: "\n")) }
            Self.putLineBreak(indent: depth, to: &cursor)
        case .readable(let lineDepth):
            // The container just closed was `depth` levels deep.
            if depth < lineDepth, !isEmpty { Self.putLineBreak(indent: depth, to: &cursor) }
        }
        cursor.put(bracket)
        count = cursor.offset
        isEmpty = false
    }

    /// A line feed and two spaces an indent level.
    @inline(__always) private static func putLineBreak(indent: Int, to cursor: inout JSONOutputCursor) {
        cursor.put(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { cursor.put(UInt8(ascii: " ")) }
    }

    // MARK: Bytes

    /// Writes well-formed UTF-8 (a `String`'s or a `Substring`'s) quoted and escaped, after its separator.
    @inline(__always) private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        writeAfterSeparator(room: JSONEscaping.room(forQuoting: utf8.count)) { JSONEscaping.writeQuoted(utf8, to: &$0) }
    }

    /// Writes a value after its separator: `write` puts at most `room` bytes through the cursor.
    @inline(__always) private mutating func writeAfterSeparator(room: Int, _ write: (inout JSONOutputCursor) -> Void) {
        let separator = separator()
        var cursor = cursor(room: separator.room + room)
        separator.put(to: &cursor)
        write(&cursor)
        count = cursor.offset
    }

    /// A cursor at the end of the text with `room` bytes of room after it, the buffer grown
    /// as needed. The caller writes through it, then sets `count` to its offset.
    @inline(__always) private mutating func cursor(room: Int) -> JSONOutputCursor {
        if capacity - count < room { grow(to: count + room) }
        return JSONOutputCursor(base: base, offset: count, limit: count + room)
    }

    /// Moves the text to a buffer of at least `needed` bytes.
    @inline(never) private mutating func grow(to needed: Int) {
        let grownCapacity = max(needed, 2 * capacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = grownCapacity
    }

    private static func isPlainKey(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") } }
    }
}

extension JSONWriter {
    /// Writes the text and a line feed to standard output (after any lines `endLine` kept),
    /// through the C library's buffer that `print` uses too (so the two keep their order),
    /// then empties the text.
    public mutating func printLine() {
        endLine()
        flush()
    }

    /// How many bytes of kept lines `endLine` lets gather before it writes them.
    private static let flushThreshold = 32 << 10
    /// Standard output is a terminal: its lines are written as they end, as the C library's
    /// line-buffered stream would (a person typing `--jsonl` lines sees each answer at once).
    private static let writesEachLine = isatty(STDOUT_FILENO) != 0

    /// Ends the line with a line feed and keeps it, to go to standard output with the lines
    /// after it in one write once they make `flushThreshold` bytes (at once on a terminal): a
    /// batch's way (a write a line, through the C library's locked stream, cost about 200
    /// instructions). The next value starts a new line; `reset` empties only that line.
    /// `flush` writes what is kept.
    public mutating func endLine() {
        precondition(depth == 0 && !afterKey, "JSONWriter.endLine: a line ends after a whole value")
        var cursor = cursor(room: 1)
        cursor.put(UInt8(ascii: "\n"))
        count = cursor.offset
        lineStart = count
        isEmpty = true
        if count >= Self.flushThreshold || Self.writesEachLine { flush() }
    }

    /// Writes the lines `endLine` kept, and any text after them, to standard output, then
    /// empties the text.
    public mutating func flush() {
        _ = fwrite(base, 1, count, stdout)
        lineStart = 0
        reset()
    }

    /// The text `write` writes (by default compact, for a value shown inside a message).
    public static func text(layout: Layout = .compact, of write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter(layout: layout, capacity: 256)
        write(&writer)
        return writer.text
    }
}
