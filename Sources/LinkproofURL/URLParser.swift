/// The WHATWG URL Standard's URL parser (https://url.spec.whatwg.org/#concept-url-parser),
/// recording every validation error with its byte offset in the input.
public enum URLParser {
    /// Parses `input`, resolved against `base` when it is relative.
    public static func parse(_ input: String, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        func outcome(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
            Outcome(parsing: bytes, base: base, isString: true)
        }
        if let result = input.utf8.withContiguousStorageIfAvailable(outcome) { return try result.result(input: input) }
        var contiguous = input
        return try contiguous.withUTF8(outcome).result(input: input)
    }

    /// Parses UTF-8 bytes (ill-formed sequences count as U+FFFD and are recorded as
    /// `invalid-URL-unit`), resolved against `base` when relative.
    public static func parse(utf8 input: some Collection<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        let outcome = input.withContiguousStorageIfAvailable { bytes in Outcome(parsing: bytes, base: base, isString: false) }
            ?? Array(input).withUnsafeBufferPointer { bytes in Outcome(parsing: bytes, base: base, isString: false) }
        return try outcome.result(input: nil)
    }

    /// Parses UTF-8 bytes in place.
    public static func parse(utf8 input: UnsafeBufferPointer<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        try Outcome(parsing: input, base: base, isString: false).result(input: nil)
    }

    /// What a parse produced, before it is thrown or returned (closures over the input bytes
    /// return it, since they cannot throw typed errors).
    private enum Outcome {
        /// The input string is its own serialization, with this layout.
        case inputIsHref(URLLayout)
        case parsed(ParsedURL)
        case failed(URLParseFailure)

        /// The fast path when it applies, else the full parser. `isString`: the bytes are a
        /// `String`'s (so well-formed, and reusable as `href`).
        init(parsing bytes: UnsafeBufferPointer<UInt8>, base: URLRecord?, isString: Bool) {
            guard let match = NormalizedURLScanner.match(bytes) else {
                do throws(URLParseFailure) {
                    self = .parsed(try URLParser.parse(bytes, knownWellFormed: isString, base: base))
                } catch {
                    self = .failed(error)
                }
                return
            }
            if isString, match.isExact {
                self = .inputIsHref(match.layout)
            } else {
                self = .parsed(ParsedURL(url: URLRecord(href: match.href(from: bytes), layout: match.layout), validationErrors: []))
            }
        }

        /// The result; `input` is the string parsed, when it was one.
        func result(input: String?) throws(URLParseFailure) -> ParsedURL {
            switch self {
            case .inputIsHref(let layout): return ParsedURL(url: URLRecord(href: input ?? "", layout: layout), validationErrors: [])
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
        return try outcome.result(input: nil)
    }
}
