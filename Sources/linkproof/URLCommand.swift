import Foundation
import LinkproofCore
import LinkproofURL

/// `linkproof url`: parses URLs with the WHATWG parser and shows every component and every
/// validation error, one URL at a time or as a JSON Lines batch.
enum URLCommand: Command {
    static let name = "url"
    static let summary = "Parse URLs per the WHATWG URL Standard; show components and validation errors"
    static let help = """
        Usage: linkproof url [--base URL] [--json] URL...
               linkproof url --jsonl < requests.jsonl

        Parses each URL with the WHATWG URL Standard's parser (against --base when it is
        relative) and prints its components (href, origin, protocol, username, password,
        host, hostname, port, pathname, search, hash, as the URL API's getters give them) and
        every validation error with its byte offset in the input. --json prints one JSON
        object per URL instead, in the --jsonl output shape.

        --jsonl reads one JSON object per line from stdin:
            {"input": "...", "base": "..." | null}      ("base" may be omitted)
        and writes one JSON object per line, keys sorted:
            {"base", "hash", "host", "hostname", "href", "input", "origin", "password",
             "pathname", "port", "protocol", "search", "username",
             "validationErrors": [{"code", "offset"}]}
        or, when the URL (or its base, then "in": "base") does not parse:
            {"base", "error": {"code", "offset"[, "in": "base"]}, "failure": true, "input"}
        A line that is not such an object gets {"error": {"code": "invalid-request",
        "message"}, "line": N} on stdout and a message on stderr; the batch goes on.
        Blank lines are skipped.

        Exit codes: 0 every URL parsed; 1 some URL failed to parse; 2 a usage error, a base
        given with --base that does not parse, or (--jsonl) a malformed line.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let jsonl = arguments.flag("--jsonl")
        let json = arguments.flag("--json")
        let baseText = try arguments.option("--base")
        let inputs = try arguments.positionals()
        if jsonl {
            guard inputs.isEmpty, baseText == nil, !json else {
                throw UsageError("--jsonl reads stdin and takes no URL, --base or --json")
            }
            return runBatch()
        }
        guard !inputs.isEmpty else { throw UsageError("give at least one URL (or --jsonl)") }
        var base: URLRecord?
        if let baseText {
            do {
                base = try URLParser.parse(baseText).url
            } catch {
                throw UsageError("--base '\(baseText)' does not parse: \(describe(error.error))")
            }
        }
        var allParsed = true
        var writer = JSONWriter()
        for input in inputs {
            var utf8 = input
            utf8.withUTF8 { bytes in
                let outcome = Outcome(parsing: bytes, base: baseText, parsedBase: base)
                if !outcome.parsed { allParsed = false }
                if json {
                    outcome.write(input: bytes, to: &writer)
                    writer.printLine()
                } else {
                    Console.out(outcome.humanReadable(input: input))
                }
            }
        }
        return allParsed ? .success : .failure
    }

    /// The most bytes a `--jsonl` line may hold (64 KiB): every byte of a URL may draw a
    /// validation error of some 50 bytes of output, so a line's cost is kept to about a second.
    static let maximumLineLength = 64 << 10

    /// The --jsonl loop: one result line per input line (lines over `maximumLineLength` are
    /// skipped, exit 2). The exit code is the worst of the lines'.
    private static func runBatch() -> ExitCode {
        var exit = ExitCode.success
        var writer = JSONWriter()
        let read = JSONLines.forEachLine(limit: maximumLineLength) { line, bytes in
            let lineExit = write(line, bytes, to: &writer)
            if lineExit.rawValue > exit.rawValue { exit = lineExit }
        }
        writer.flush()
        return read ? exit : .usage
    }

    /// Writes the result line of one --jsonl line: .failure when its URL does not parse, .usage
    /// when the line is not a request. (A function of the writer alone, not a closure over the
    /// batch's variables: a nested function that captured them had every access to them
    /// checked for exclusivity at run time, about 120 instructions a line.)
    private static func write(_ line: JSONLines.Line, _ bytes: [UInt8], to writer: inout JSONWriter) -> ExitCode {
        let result: ExitCode
        switch line {
        case .text(let number):
            // The commonest line, `{"input": "…"}` with nothing to unescape, is parsed in
            // place; the scan that finds its input says whether it has anything to escape.
            let parsed = bytes.withUnsafeBufferPointer { line -> Bool? in
                guard let (input, isPlain) = JSONReader.soleStringMemberContent("input", in: line) else { return nil }
                return Outcome.write(reading: UnsafeBufferPointer(rebasing: line[input]), isPlain: isPlain, to: &writer)
            }
            if let parsed {
                result = parsed ? .success : .failure
                break
            }
            do throws(UsageError) {
                var request = try Request(bytes, number: number)
                let base = request.base
                result = request.input.withUTF8 { input in
                    let outcome = Outcome(parsing: input, base: base)
                    outcome.write(input: input, to: &writer)
                    return outcome.parsed ? .success : .failure
                }
            } catch {
                writeLineError(line: number, message: error.message, to: &writer)
                result = .usage
            }
        case .unreadable(let number, let message):
            writeLineError(line: number, message: message, to: &writer)
            result = .usage
        }
        writer.endLine()
        return result
    }

    static func describe(_ error: URLValidationError) -> String { "\(error.code.rawValue) at byte \(error.offset)" }
}

/// One line of --jsonl input that is not `{"input": "…"}` with nothing to unescape (which is
/// read in place).
private struct Request {
    var input: String
    let base: String?

    /// The request of a line: an object with a string `input` and an optional string (or null) `base`.
    init(_ line: [UInt8], number: Int) throws(UsageError) {
        let object = try JSONLines.object(line, number: number)
        var shape: UsageError { UsageError("line \(number) is not a JSON object {\"input\": string, \"base\": string or null}") }
        guard case .string(let input)? = object["input"] else { throw shape }
        switch object["base"] {
        case nil, .null?: base = nil
        case .string(let base)?: self.base = base
        default: throw shape
        }
        self.input = input
    }
}

/// Writes the line for a --jsonl line that could not be read,
/// `{"error":{"code":"invalid-request","message":"..."},"line":N}`, and the message on stderr.
private func writeLineError(line: Int, message: String, to writer: inout JSONWriter) {
    Console.error("linkproof url: \(message)")
    writer.beginObject()
    writer.key("error")
    writer.beginObject()
    writer.key("code")
    writer.string("invalid-request")
    writer.key("message")
    writer.string(message)
    writer.endObject()
    writer.key("line")
    writer.int(line)
    writer.endObject()
}

/// The parse of one input, printable as text or as a JSON object of the documented shape.
private struct Outcome {
    enum Result {
        case success(ParsedURL)
        case failure(URLValidationError, inBase: Bool)
    }

    let base: String?
    let result: Result

    /// Parses `base` first (when given and not already parsed), then `input` (well-formed
    /// UTF-8) against it.
    init(parsing input: UnsafeBufferPointer<UInt8>, base: String?, parsedBase: URLRecord? = nil) {
        self.base = base
        var baseRecord = parsedBase
        if baseRecord == nil, let base {
            do {
                baseRecord = try URLParser.parse(base).url
            } catch {
                result = .failure(error.error, inBase: true)
                return
            }
        }
        do {
            result = .success(try URLParser.parse(utf8: input, base: baseRecord))
        } catch {
            result = .failure(error.error, inBase: false)
        }
    }

    /// Reads `input` (well-formed UTF-8; `isPlain`: it has nothing to escape) without a base and
    /// writes the documented JSON object of the result; false when it does not parse. An input
    /// that is its own serialization (`URLReading.exact`, most lines) is written from its bytes:
    /// no `String` for `href`, no `ParsedURL` to destroy, and no second look for bytes to escape.
    static func write(reading input: UnsafeBufferPointer<UInt8>, isPlain: Bool, to writer: inout JSONWriter) -> Bool {
        do {
            switch try URLParser.read(input) {
            case .exact(let layout): URLComponentsRecord.write(exact: layout, input: input, inputIsPlain: isPlain, to: &writer)
            case .parsed(let parsed): URLComponentsRecord.write(parsed, input: input, base: nil, to: &writer)
            }
            return true
        } catch {
            writeFailure(error.error, inBase: false, input: input, base: nil, to: &writer)
            return false
        }
    }

    /// Whether the input (and its base) parsed.
    var parsed: Bool {
        if case .success = result { return true }
        return false
    }

    /// Writes the documented JSON object of `input`'s parse, keys sorted.
    func write(input: UnsafeBufferPointer<UInt8>, to writer: inout JSONWriter) {
        switch result {
        case .success(let parsed): URLComponentsRecord.write(parsed, input: input, base: base, to: &writer)
        case .failure(let error, let inBase): Self.writeFailure(error, inBase: inBase, input: input, base: base, to: &writer)
        }
    }

    /// `{"base", "error": {"code", "offset"[, "in": "base"]}, "failure": true, "input"}`.
    private static func writeFailure(_ error: URLValidationError, inBase: Bool, input: UnsafeBufferPointer<UInt8>, base: String?,
                                     to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("base")
        writer.string(base)
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.string(error.code.rawValue)
        if inBase {
            writer.key("in")
            writer.string("base")
        }
        writer.key("offset")
        writer.int(error.offset)
        writer.endObject()
        writer.key("failure")
        writer.bool(true)
        writer.key("input")
        writer.string(utf8: input)
        writer.endObject()
    }

    /// The components in the order the text output shows them.
    private func components(_ url: URLRecord) -> [(name: String, value: String)] {
        [("href", url.href), ("origin", url.origin), ("protocol", url.protocol), ("username", url.username),
         ("password", url.password), ("host", url.host), ("hostname", url.hostname), ("port", url.port),
         ("pathname", url.pathname), ("search", url.search), ("hash", url.hash)]
    }

    func humanReadable(input: String) -> String {
        var lines = [TerminalText.escaped(input) + (base.map { "  (base \(TerminalText.escaped($0)))" } ?? "")]
        switch result {
        case .success(let parsed):
            for (name, value) in components(parsed.url) {
                lines.append("  " + name.padding(toLength: 10, withPad: " ", startingAt: 0) + value)
            }
            if parsed.validationErrors.isEmpty {
                lines.append("  validation errors: none")
            } else {
                lines.append("  validation errors:")
                lines += parsed.validationErrors.map { "    " + URLCommand.describe($0) }
            }
        case .failure(let error, let inBase):
            lines.append("  failure: \(inBase ? "the base " : "")\(URLCommand.describe(error))")
        }
        return lines.joined(separator: "\n")
    }
}
