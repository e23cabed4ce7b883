/// Untrusted text made safe to show on a terminal (and in a Markdown report): every
/// character that could move the cursor, recolour, retitle or reorder what is shown is
/// written as a visible escape instead. The one rule every command's output follows.
///
/// Shown escaped, as `\u{1B}`: control characters (C0, DEL, C1), format characters (the
/// bidi overrides, embeddings and isolates U+202A–U+202E, U+2066–U+2069, marks, zero-width
/// characters), line and paragraph separators, and every space but U+0020. Bytes that are
/// not UTF-8 are shown as `\xFF`. Everything else is shown as it is.
package enum TerminalText {
    /// What may stay as it is when the text is a command's whole output: its own line
    /// breaks (and tab-separated columns) lay the output out.
    public enum Layout: Sendable {
        /// One field: nothing is kept, a line break too is escaped.
        case field
        /// A whole output: line feeds and tabs are kept.
        case lines
    }

    /// True when `scalar` is shown escaped.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }

    /// `text` with every hidden character escaped.
    public static func escaped(_ text: String, layout: Layout = .field) -> String {
        guard !isPlainASCII(text, lineFeeds: layout == .lines), text.unicodeScalars.contains(where: isHidden) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars { append(scalar, to: &shown, layout: layout) }
        return shown
    }

    /// `bytes` decoded as UTF-8, every hidden character escaped and every byte that is not
    /// part of a well-formed sequence shown as `\xFF`.
    public static func escaped(bytes: some Collection<UInt8>, layout: Layout = .field) -> String {
        let plain = bytes.withContiguousStorageIfAvailable { buffer in
            isPlainASCII(buffer, lineFeeds: layout == .lines) ? String(decoding: buffer, as: UTF8.self) : nil
        }
        if let plain = plain ?? nil { return plain }
        var shown = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var pending = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                append(Unicode.UTF8.decode(encoded), to: &shown, layout: layout)
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                for byte in pending.prefix(length) { shown += "\\x" + hex(UInt32(byte), digits: 2) }
                pending = pending.dropFirst(length)
            case .emptyInput:
                return shown
            }
        }
    }

    /// The offset of the first byte of `bytes` that does not begin or continue a
    /// well-formed UTF-8 sequence; nil when all of them are UTF-8.
    public static func firstInvalidUTF8Offset(_ bytes: some Collection<UInt8>) -> Int? {
        if let found = bytes.withContiguousStorageIfAvailable(firstInvalidUTF8Offset(buffer:)) { return found }
        return Array(bytes).withUnsafeBufferPointer(firstInvalidUTF8Offset(buffer:))
    }

    /// `firstInvalidUTF8Offset` over contiguous bytes (not generic: what a batch asks of every
    /// line): the ASCII prefix skipped eight bytes at a time, the rest decoded from the first
    /// byte past ASCII.
    public static func firstInvalidUTF8Offset(buffer bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = 0
        // Eight ASCII bytes at a time (no top bit set), then one at a time.
        while start + 8 <= bytes.count, let base = bytes.baseAddress,
              UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            start += 8
        }
        while start < bytes.count, bytes[start] < 0x80 { start += 1 }
        guard start < bytes.count else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start...].makeIterator()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// True when `text` is printable ASCII (and line feeds, when they are kept): nothing to
    /// escape, found without looking up a character's category (most links and JSON lines).
    private static func isPlainASCII(_ text: String, lineFeeds: Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPlainASCII($0, lineFeeds: lineFeeds) }
            ?? text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || (lineFeeds && $0 == 0x0A) }
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, lineFeeds: Bool) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F {
            guard lineFeeds, byte == 0x0A else { return false }
        }
        return true
    }

    private static func append(_ scalar: Unicode.Scalar, to shown: inout String, layout: Layout) {
        if layout == .lines, scalar == "\n" || scalar == "\t" {
            shown.unicodeScalars.append(scalar)
        } else if isHidden(scalar) {
            shown += "\\u{" + hex(scalar.value, digits: 1) + "}"
        } else {
            shown.unicodeScalars.append(scalar)
        }
    }

    /// `value` in upper-case hex, zero-padded to `digits`: the digits of every escape the module writes.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
