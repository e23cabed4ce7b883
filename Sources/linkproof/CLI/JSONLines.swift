/// Batch mode over standard input: one JSON object in, one JSON line out, for every line.
enum JSONLines {
    /// Runs `transform` on each stdin line (numbered from 1) and prints its result. A line it
    /// rejects with a `UsageError` gets `{"line": N, "error": "..."}` on stdout and the message
    /// on stderr; the batch goes on, and the exit code is then 2. Blank lines are skipped.
    static func process(_ transform: (String, Int) throws(UsageError) -> String) -> ExitCode {
        var number = 0
        var failed = false
        while let line = readLine(strippingNewline: true) {
            number += 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                print(try transform(line, number))
            } catch {
                failed = true
                print(Console.json(LineError(line: number, error: error.message)))
                Console.error("linkproof: \(error.message)")
            }
        }
        return failed ? .usage : .success
    }
}

/// The output line that stands for an input line that could not be read.
private struct LineError: Encodable {
    let line: Int
    let error: String
}
