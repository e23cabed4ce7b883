/// The WHATWG URL Standard's URL parser (https://url.spec.whatwg.org/#concept-url-parser),
/// recording every validation error with its byte offset in the input.
public enum URLParser {
    /// Parses `input`, resolved against `base` when it is relative.
    public static func parse(_ input: String, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        func outcome(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
            if let layout = NormalizedURLScanner.layout(of: bytes) { return .normalized(layout) }
            return Outcome(parsing: bytes, knownWellFormed: true, base: base)
        }
        if let result = input.utf8.withContiguousStorageIfAvailable(outcome) { return try result.result(href: input) }
        var contiguous = input
        return try contiguous.withUTF8(outcome).result(href: input)
    }

    /// Parses UTF-8 bytes (ill-formed sequences count as U+FFFD and are recorded as
    /// `invalid-URL-unit`), resolved against `base` when relative.
    public static func parse(utf8 input: some Collection<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        let outcome = input.withContiguousStorageIfAvailable { bytes in Outcome(parsing: bytes, base: base) }
            ?? Array(input).withUnsafeBufferPointer { bytes in Outcome(parsing: bytes, base: base) }
        return try outcome.result(href: nil)
    }

    /// Parses UTF-8 bytes in place.
    public static func parse(utf8 input: UnsafeBufferPointer<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        try Outcome(parsing: input, base: base).result(href: nil)
    }

    /// What a parse produced, before it is thrown or returned (closures over the input bytes
    /// return it, since they cannot throw typed errors).
    private enum Outcome {
        /// The input is its own serialization, with this layout.
        case normalized(URLLayout)
        case parsed(ParsedURL)
        case failed(URLParseFailure)

        /// Parses bytes: the fast path when it applies, else the full parser.
        init(parsing bytes: UnsafeBufferPointer<UInt8>, base: URLRecord?) {
            if let layout = NormalizedURLScanner.layout(of: bytes) {
                let href = String(decoding: bytes, as: UTF8.self)
                self = .parsed(ParsedURL(url: URLRecord(href: href, layout: layout), validationErrors: []))
            } else {
                self.init(parsing: bytes, knownWellFormed: false, base: base)
            }
        }

        /// Runs the full parser.
        init(parsing input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool, base: URLRecord?) {
            do throws(URLParseFailure) {
                self = .parsed(try URLParser.parse(input, knownWellFormed: knownWellFormed, base: base))
            } catch {
                self = .failed(error)
            }
        }

        /// The result; `href` is the input string, for a normalized input.
        func result(href: String?) throws(URLParseFailure) -> ParsedURL {
            switch self {
            case .normalized(let layout): return ParsedURL(url: URLRecord(href: href ?? "", layout: layout), validationErrors: [])
            case .parsed(let parsed): return parsed
            case .failed(let failure): throw failure
            }
        }
    }

    /// The full parser: input preparation, then the state machine.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool, base: URLRecord?) throws(URLParseFailure) -> ParsedURL {
        var log = ValidationLog()
        let trimmed = InputPreparation.trim(input, log: &log)
        let working = UnsafeBufferPointer(rebasing: input[trimmed])
        guard InputPreparation.needsCleaning(working, knownWellFormed: knownWellFormed) else {
            log.offsets = .shifted(by: trimmed.lowerBound)
            var parser = BasicURLParser(input: working, base: base, log: log)
            return try parser.run()
        }
        let cleaned = InputPreparation.clean(working, shift: trimmed.lowerBound, log: &log)
        log.offsets = .table(cleaned.offsets)
        let outcome = cleaned.bytes.withUnsafeBufferPointer { bytes -> Outcome in
            var parser = BasicURLParser(input: bytes, base: base, log: log)
            do throws(URLParseFailure) {
                return Outcome.parsed(try parser.run())
            } catch {
                return Outcome.failed(error)
            }
        }
        return try outcome.result(href: nil)
    }
}
