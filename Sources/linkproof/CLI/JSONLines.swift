import LinkproofCore

/// Batch mode over standard input: one JSON object in, one JSON line out, for every line.
enum JSONLines {
    /// The most bytes a `route --jsonl` line may hold: twice the longest link a manifest may
    /// allow (`limits.maxLength` ≤ 1 MiB), room for its JSON quoting. A longer line is skipped
    /// unread and reported by its number; the batch goes on.
    static let maximumLineLength = 2 << 20

    /// One input line, numbered from 1.
    enum Line {
        /// A non-blank line's text.
        case text(String, number: Int)
        /// A line that is not read: over the limit, or not UTF-8; the message says which.
        case unreadable(number: Int, message: String)
    }

    /// Gives `body` every non-blank stdin line, each at most `limit` bytes and UTF-8 (`hint`
    /// ends the message for one that is not: how else to give such bytes); false when standard
    /// input could not be read.
    static func forEachLine(limit: Int = maximumLineLength, hint: String = "", _ body: (Line) -> Void) -> Bool {
        var lines = BoundedLines(limit: limit)
        do {
            while let line = try lines.next() {
                switch line {
                case .text(let bytes, let number):
                    guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
                    do throws(UsageError) {
                        body(.text(try text(bytes, line: number, hint: hint), number: number))
                    } catch {
                        body(.unreadable(number: number, message: error.message))
                    }
                case .tooLong(let number, let length):
                    body(.unreadable(number: number, message: "line \(number): line-too-long: \(length) bytes, over the limit of \(limit) bytes a line; skipped"))
                }
            }
            return true
        } catch {
            Console.error("linkproof: \(error)")
            return false
        }
    }

    /// The object of a JSON line; the error names the line and, for a repeated key, both places.
    static func object(_ text: String, number: Int) throws(UsageError) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONReader.read(Array(text.utf8))
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

    /// Runs `transform` on each stdin line (numbered from 1) and prints its result. A line it
    /// rejects with a `UsageError`, or one over `maximumLineLength`, gets `{"line": N, "error": "..."}`
    /// on stdout and the message on stderr; the batch goes on, and the exit code is then 2.
    /// Blank lines are skipped.
    static func process(_ transform: (String, Int) throws(UsageError) -> String) -> ExitCode {
        var failed = false
        func fail(_ number: Int, _ message: String) {
            failed = true
            print(Console.json(LineError(line: number, error: message)))
            Console.error("linkproof: \(message)")
        }
        let read = forEachLine(hint: "; give bytes that are not UTF-8 as \"inputBase64\"") { line in
            switch line {
            case .text(let text, let number):
                do throws(UsageError) {
                    print(try transform(text, number))
                } catch {
                    fail(number, error.message)
                }
            case .unreadable(let number, let message):
                fail(number, message)
            }
        }
        return failed || !read ? .usage : .success
    }

    /// A line as text: JSON is UTF-8 (RFC 8259), so a line that is not is refused at its
    /// first such byte, never repaired (`hint` ends the message: how else to give such bytes).
    private static func text(_ bytes: [UInt8], line: Int, hint: String) throws(UsageError) -> String {
        if let offset = TerminalText.firstInvalidUTF8Offset(bytes) {
            throw UsageError("line \(line), byte offset \(offset): not UTF-8 (a JSON line is UTF-8 text\(hint))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}


/// The output line that stands for an input line that could not be read.
private struct LineError: Encodable {
    let line: Int
    let error: String
}
