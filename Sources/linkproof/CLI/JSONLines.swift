import LinkproofCore

/// Batch mode over standard input: one JSON object in, one JSON line out, for every line.
enum JSONLines {
    /// The most bytes a `route --jsonl` line may hold: twice the longest link a manifest may
    /// allow (`limits.maxLength` ≤ 1 MiB), room for its JSON quoting. A longer line is skipped
    /// unread and reported by its number; the batch goes on.
    static let maximumLineLength = 2 << 20

    /// One input line, numbered from 1.
    enum Line {
        /// A non-blank line, UTF-8: the bytes handed with it (`forEachLine`).
        case text(number: Int)
        /// A line that is not read: over the limit, or not UTF-8; the message says which.
        case unreadable(number: Int, message: String)
    }

    /// Gives `body` every non-blank stdin line, each at most `limit` bytes and UTF-8 (`hint`
    /// ends the message for one that is not: how else to give such bytes); false when standard
    /// input could not be read. The lines are read into one buffer, reused from line to line,
    /// and handed to `body` beside the `Line` (empty for `.unreadable`), not in it: an enum
    /// holding the buffer was a copy of it, a retain and a release a line, at each end.
    static func forEachLine(limit: Int = maximumLineLength, hint: String = "", _ body: (Line, _ bytes: [UInt8]) -> Void) -> Bool {
        var lines = BoundedLines(limit: limit)
        var bytes: [UInt8] = []
        do {
            while let line = try lines.read(into: &bytes) {
                switch line {
                case .text(let number):
                    guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
                    if let offset = bytes.withUnsafeBufferPointer(TerminalText.firstInvalidUTF8Offset(buffer:)) {
                        body(.unreadable(number: number, message: "line \(number), byte offset \(offset): not UTF-8 (a JSON line is UTF-8 text\(hint))"), [])
                    } else {
                        body(.text(number: number), bytes)
                    }
                case .tooLong(let number, let length):
                    body(.unreadable(number: number, message: "line \(number): line-too-long: \(length) bytes, over the limit of \(limit) bytes a line; skipped"), [])
                }
            }
            return true
        } catch {
            Console.error("linkproof: \(error)")
            return false
        }
    }

    /// The object of a JSON line; the error names the line and, for a repeated key, both places.
    static func object(_ bytes: [UInt8], number: Int) throws(UsageError) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch {
            // One line is one JSON text: its places are columns of the line.
            if let first = error.earlierKey {
                throw UsageError("line \(number), column \(error.column): a key repeated (first at column \(first.column))")
            }
            throw UsageError("line \(number), column \(error.column): not JSON: \(error.detail)")
        }
        guard case .object = value else { throw UsageError("line \(number): not a JSON object") }
        return value
    }

    /// Runs `transform` on each stdin line (numbered from 1), which writes its result into the
    /// writer, and prints it (the lines gathered into writes of some 32 KiB, `JSONWriter.endLine`). A line it rejects with a `UsageError`, or one over
    /// `maximumLineLength`, gets `{"error":"...","line":N}` on stdout and the message on
    /// stderr; the batch goes on, and the exit code is then 2. Blank lines are skipped.
    static func process(_ transform: ([UInt8], Int, inout JSONWriter) throws(UsageError) -> Void) -> ExitCode {
        var failed = false
        var writer = JSONWriter()
        let read = forEachLine(hint: "; give bytes that are not UTF-8 as \"inputBase64\"") { line, bytes in
            if !process(line, bytes, transform, to: &writer) { failed = true }
        }
        writer.flush()
        return failed || !read ? .usage : .success
    }

    /// Writes the result line of one line; false when it is an error line. (A function of the
    /// writer alone: a nested function that captured the batch's variables had every access
    /// to them checked for exclusivity at run time, about 120 instructions a line.)
    private static func process(_ line: Line, _ bytes: [UInt8], _ transform: ([UInt8], Int, inout JSONWriter) throws(UsageError) -> Void,
                                to writer: inout JSONWriter) -> Bool {
        let number: Int, message: String
        switch line {
        case .text(let lineNumber):
            do throws(UsageError) {
                try transform(bytes, lineNumber, &writer)
                writer.endLine()
                return true
            } catch {
                (number, message) = (lineNumber, error.message)
            }
        case .unreadable(let lineNumber, let lineMessage):
            (number, message) = (lineNumber, lineMessage)
        }
        writer.reset()
        writer.beginObject()
        writer.key("error")
        writer.string(message)
        writer.key("line")
        writer.int(number)
        writer.endObject()
        writer.endLine()
        Console.error("linkproof: \(message)")
        return false
    }
}
