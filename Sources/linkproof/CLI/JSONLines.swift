import Foundation
import LinkproofCore

/// Batch mode over standard input: one JSON object in, one JSON line out, for every line.
enum JSONLines {
    /// Runs `transform` on each stdin line (numbered from 1) and prints its result. A line it
    /// rejects with a `UsageError` gets `{"line": N, "error": "..."}` on stdout and the message
    /// on stderr; the batch goes on, and the exit code is then 2. Blank lines are skipped.
    static func process(_ transform: (String, Int) throws(UsageError) -> String) -> ExitCode {
        var number = 0
        var failed = false
        for bytes in InputLines() {
            number += 1
            guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
            do {
                print(try transform(try text(bytes, line: number, hint: "; give bytes that are not UTF-8 as \"inputBase64\""), number))
            } catch {
                failed = true
                print(Console.json(LineError(line: number, error: error.message)))
                Console.error("linkproof: \(error.message)")
            }
        }
        return failed ? .usage : .success
    }

    /// A line as text: JSON is UTF-8 (RFC 8259), so a line that is not is refused at its
    /// first such byte, never repaired (`hint` ends the message: how else to give such bytes).
    static func text(_ bytes: [UInt8], line: Int, hint: String = "") throws(UsageError) -> String {
        if let offset = TerminalText.firstInvalidUTF8Offset(bytes) {
            throw UsageError("line \(line), byte offset \(offset): not UTF-8 (a JSON line is UTF-8 text\(hint))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Standard input line by line, as the bytes it holds (each line without its `\n` or
/// `\r\n`): `readLine` would already have replaced bytes that are not UTF-8.
struct InputLines: Sequence, IteratorProtocol {
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[start..<newline]
                start = newline + 1
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                return Array(line)
            }
            if ended {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Array(buffer[start...])
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = FileHandle.standardInput.availableData
            if chunk.isEmpty { ended = true } else { buffer += chunk }
        }
    }
}

/// The output line that stands for an input line that could not be read.
private struct LineError: Encodable {
    let line: Int
    let error: String
}
