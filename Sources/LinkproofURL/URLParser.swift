/// The WHATWG URL Standard's URL parser (https://url.spec.whatwg.org/#concept-url-parser),
/// recording every validation error with its byte offset in the input.
public enum URLParser {
    /// Parses `input`, resolved against `base` when it is relative.
    public static func parse(_ input: String, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        // Most links are already serialized: then `input` itself is `href`.
        if let result = input.utf8.withContiguousStorageIfAvailable({ Outcome(parsing: $0, base: base, knownWellFormed: true, serializedAs: input) }) {
            return try result.get()
        }
        var contiguous = input
        return try contiguous.withUTF8 { Outcome(parsing: $0, base: base, knownWellFormed: true) }.get()
    }

    /// The fast path: the result for bytes already in normalized form (nil for any others);
    /// `input`, when given, is their `String`, which becomes `href` when they are its serialization.
    package static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, serializedAs input: String? = nil) -> ParsedURL? {
        NormalizedURLScanner.match(bytes).map { ParsedURL($0, of: bytes, serializedAs: input) }
    }

    /// Parses UTF-8 bytes (ill-formed sequences count as U+FFFD and are recorded as
    /// `invalid-URL-unit`), resolved against `base` when relative.
    public static func parse(utf8 input: some Collection<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        let outcome = input.withContiguousStorageIfAvailable { bytes in Outcome(parsing: bytes, base: base) }
            ?? Array(input).withUnsafeBufferPointer { bytes in Outcome(parsing: bytes, base: base) }
        return try outcome.get()
    }

    /// Parses UTF-8 bytes in place.
    public static func parse(utf8 input: UnsafeBufferPointer<UInt8>, base: URLRecord? = nil) throws(URLParseFailure) -> ParsedURL {
        try Outcome(parsing: input, base: base).get()
    }

    /// What a parse produced (closures over the input bytes return it, since they cannot
    /// throw typed errors).
    private typealias Outcome = Result<ParsedURL, URLParseFailure>

    /// The full parser: input preparation, then the state machine (never the fast path).
    package static func parse(_ input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool, base: URLRecord?) throws(URLParseFailure) -> ParsedURL {
        try withScratch(input, base: base) { classes, scratch throws(URLParseFailure) -> ParsedURL in
            let trimmed = InputPreparation.trimmed(input)
            var log = ValidationLog(InputPreparation.trimmingErrors(trimmed, count: input.count))
            let working = UnsafeBufferPointer(rebasing: input[trimmed])
            guard InputPreparation.needsCleaning(working, knownWellFormed: knownWellFormed) else {
                log.offsets = .shifted(by: trimmed.lowerBound)
                var parser = BasicURLParser(input: working, classes: classes, log: log, scratch: scratch)
                return try parser.run(base: base)
            }
            let cleaned = InputPreparation.clean(working, shift: trimmed.lowerBound, log: &log)
            log.offsets = .table(cleaned.offsets)
            return try cleaned.bytes.withUnsafeBufferPointer { bytes throws(URLParseFailure) -> ParsedURL in
                var parser = BasicURLParser(input: bytes, classes: classes, log: log, scratch: scratch)
                return try parser.run(base: base)
            }
        }
    }

    /// The state machine from input index `rest`, in the path start state, after `authority`:
    /// the `scheme://host[:port]` that `NormalizedURLScanner.scan` found already serialized
    /// (its `.authority`). What follows must need no input preparation; `log` holds what input
    /// preparation recorded before (the trimming), with its offsets. (The authority is passed
    /// unwrapped: making the scan optional costs a copy of its layout on every parse.)
    static func parse(_ input: UnsafeBufferPointer<UInt8>, base: URLRecord?, resumingAfter authority: NormalizedURLScanner.Match,
                      at rest: Int, log: ValidationLog) -> ParsedURL {
        withScratch(input, base: base) { classes, scratch in
            var parser = BasicURLParser(input: input, classes: classes, log: log, scratch: scratch)
            return parser.run(resumingAfter: authority, at: rest)
        }
    }

    /// Runs `body` with `ByteClass.table` and scratch space on the stack for the serialization
    /// of most URLs parsed from `input` (a longer one moves to the heap).
    @inline(__always)
    private static func withScratch<Failure: Error>(
        _ input: UnsafeBufferPointer<UInt8>, base: URLRecord?,
        _ body: (UnsafeBufferPointer<ByteClass>, UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> ParsedURL
    ) throws(Failure) -> ParsedURL {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: BasicURLParser.scratchCapacity(input.count, base: base)) {
            scratch throws(Failure) -> ParsedURL in
            try ByteClass.table.withUnsafeBufferPointer { classes throws(Failure) -> ParsedURL in try body(classes, scratch) }
        }
    }
}

extension ParsedURL {
    /// The result for `bytes` that the fast path matched; `input`, when given, is their
    /// `String`, which becomes `href` when they are its serialization.
    init(_ match: NormalizedURLScanner.Match, of bytes: UnsafeBufferPointer<UInt8>, serializedAs input: String? = nil) {
        let href = (match.isExact ? input : nil) ?? match.href(from: bytes)
        self.init(url: URLRecord(href: href, layout: match.layout), validationErrors: URLValidationErrors(), isInputItself: match.isExact)
    }
}

extension URLParser {
    /// Parses `input` after the fast path's `scan` of it found less than the whole URL: the state
    /// machine resumes after an `.authority` when what follows needs no input preparation; input
    /// that begins or ends with a C0 control or space is trimmed first and scanned again.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool, base: URLRecord?,
                      after scan: NormalizedURLScanner.Scan) throws(URLParseFailure) -> ParsedURL {
        switch scan {
        case .authority(let authority, let rest)
        where !InputPreparation.needsCleaning(UnsafeBufferPointer(rebasing: input[rest...]), knownWellFormed: knownWellFormed):
            return parse(input, base: base, resumingAfter: authority, at: rest, log: ValidationLog())
        case .none where InputPreparation.hasEdgeToTrim(input):
            return try parse(trimming: input, knownWellFormed: knownWellFormed, base: base)
        case .whole, .authority, .none:
            return try parse(input, knownWellFormed: knownWellFormed, base: base)
        }
    }

    /// Parses input that begins or ends with a C0 control or space. The URL Standard removes
    /// those first (recording `invalid-URL-unit`), so the fast path applies to what is left as
    /// it would to input without them: the result is the state machine's, with the trimming's
    /// errors.
    private static func parse(trimming input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool,
                              base: URLRecord?) throws(URLParseFailure) -> ParsedURL {
        let trimmed = InputPreparation.trimmed(input)
        let working = UnsafeBufferPointer(rebasing: input[trimmed])
        switch NormalizedURLScanner.scan(working) {
        case .whole(let match):
            // Never the input itself: it had bytes to trim.
            return ParsedURL(url: URLRecord(href: match.href(from: working), layout: match.layout),
                             validationErrors: InputPreparation.trimmingErrors(trimmed, count: input.count))
        case .authority(let authority, let rest)
        where !InputPreparation.needsCleaning(UnsafeBufferPointer(rebasing: working[rest...]), knownWellFormed: knownWellFormed):
            var log = ValidationLog(InputPreparation.trimmingErrors(trimmed, count: input.count))
            log.offsets = .shifted(by: trimmed.lowerBound)
            return parse(working, base: base, resumingAfter: authority, at: rest, log: log)
        case .authority, .none:
            return try parse(input, knownWellFormed: knownWellFormed, base: base)
        }
    }
}

extension Result where Success == ParsedURL, Failure == URLParseFailure {
    /// Parses bytes: the fast path when it applies, else the full parser. `knownWellFormed`:
    /// the bytes are a `String`'s, so they need no UTF-8 validation; `input`, when given, is
    /// that `String`, which becomes `href` when the bytes are already serialized.
    fileprivate init(parsing bytes: UnsafeBufferPointer<UInt8>, base: URLRecord?, knownWellFormed: Bool = false, serializedAs input: String? = nil) {
        let scan = InputPreparation.hasEdgeToTrim(bytes) ? .none : NormalizedURLScanner.scan(bytes)
        if case .whole(let match) = scan {
            self = .success(ParsedURL(match, of: bytes, serializedAs: input))
            return
        }
        self.init { () throws(URLParseFailure) -> ParsedURL in
            try URLParser.parse(bytes, knownWellFormed: knownWellFormed, base: base, after: scan)
        }
    }
}
