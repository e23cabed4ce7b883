/// The WHATWG URL Standard's URL parser (https://url.spec.whatwg.org/#concept-url-parser),
/// recording every validation error with its byte offset in the input.
public enum URLParser {
    /// Parses `input`, resolved against `base` when it is relative.
    public static func parse(_ input: String, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        var input = input
        let result: Result<ParsedURL, URLParseFailure> = input.withUTF8 { bytes in
            Result { () throws(URLParseFailure) -> ParsedURL in try parse(utf8: bytes, base: base) }
        }
        return try result.get()
    }

    /// Parses UTF-8 bytes (ill-formed sequences count as U+FFFD and are recorded as
    /// `invalid-URL-unit`), resolved against `base` when relative.
    public static func parse(utf8 input: some Collection<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        let contiguous = input.withContiguousStorageIfAvailable { bytes in
            Result { () throws(URLParseFailure) -> ParsedURL in try parse(utf8: bytes, base: base) }
        }
        if let contiguous { return try contiguous.get() }
        return try parse(utf8: Array(input), base: base)
    }

    /// Parses UTF-8 bytes in place.
    public static func parse(utf8 input: UnsafeBufferPointer<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        var log = ValidationLog()
        let trimmed = InputPreparation.trim(input, log: &log)
        let working = UnsafeBufferPointer(rebasing: input[trimmed])
        guard InputPreparation.needsCleaning(working) else {
            log.offsets = .shifted(by: trimmed.lowerBound)
            return try BasicURLParser(input: working, base: base, log: log).run()
        }
        let cleaned = InputPreparation.clean(working, shift: trimmed.lowerBound, log: &log)
        log.offsets = .table(cleaned.offsets)
        let result: Result<ParsedURL, URLParseFailure> = cleaned.bytes.withUnsafeBufferPointer { bytes in
            Result { () throws(URLParseFailure) -> ParsedURL in try BasicURLParser(input: bytes, base: base, log: log).run() }
        }
        return try result.get()
    }
}
