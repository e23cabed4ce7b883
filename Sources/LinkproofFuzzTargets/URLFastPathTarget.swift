import LinkproofCore
import LinkproofURL

extension FuzzTarget {
    /// `url-fast-path`: LinkproofURL's one-pass fast path against its full parser on the same
    /// bytes. The public parse (the fast path, or the state machine resumed after the authority
    /// the fast path read, or the whole state machine) gives the state machine's URL and errors,
    /// or its failure. What the fast path takes, the full parser parses without a validation error to
    /// the same `href` and layout (so the same components, facts and spans), and the fast path
    /// calls it exact when `href` is the input; `URLParser.read` agrees. An input the full
    /// parser leaves unchanged the fast path takes, unless it falls under one of
    /// `URLFastPathTarget.Exclusion`'s named cases, which the fast path leaves to the full
    /// parser by design: a miss outside them is a violation, so misses are bounded to those.
    public static let urlFastPath = FuzzTarget("url-fast-path", "the fast path vs the full parser: what it takes parses the same; an unchanged URL it misses is one of its stated exclusions",
                                                maxLength: URLFastPathTarget.maxInputLength) { data throws(FuzzViolation) in
        try URLFastPathTarget.check(data)
    }
}

/// The invariants of the `url-fast-path` target.
enum URLFastPathTarget {
    /// The longest input mutated: a router's default link limit. The scanner has no
    /// length-dependent state below its 32-bit packing guard, so a longer input adds time per
    /// execution, not paths.
    static let maxInputLength = Limits().maxLength
    /// The serialized URLs the fast path leaves to the full parser although the full parser
    /// would not change them (see `NormalizedURLScanner`): rare in links, and each would cost
    /// the scanner a second look at every input.
    enum Exclusion: String, CaseIterable {
        case fileScheme = "a file URL"
        case noHost = "no host (an opaque path, or a path without `//`)"
        case emptyHost = "an empty host"
        case ipAddress = "an IPv4 or IPv6 host"
        case credentials = "a username or password"
        case punycodeLabel = "a special host with an `xn--` label"
        case numericLastLabel = "a special host whose last label starts with a digit"
        case uncommonDomainByte = "a special host with a byte other than a letter, digit, `-`, `_` or `.`"

        /// The first exclusion `url` falls under, or nil when the fast path must take it.
        init?(_ url: URLRecord) {
            let host = Array(url.hostname.utf8)
            let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true)
            let rules: [(Exclusion, Bool)] = [
                (.fileScheme, url.scheme == "file"),
                (.noHost, url.hostKind == nil),
                (.emptyHost, url.hostKind == .empty),
                (.ipAddress, url.hasIPAddressHost),
                (.credentials, url.hasCredentials),
                (.punycodeLabel, url.isSpecial && labels.contains { $0.starts(with: "xn--".utf8) }),
                (.numericLastLabel, url.isSpecial && labels.last.map { ASCII.isDigit($0.first!) } == true),
                (.uncommonDomainByte, url.isSpecial && host.contains { !(ASCII.isAlphanumeric($0) || "-_.".utf8.contains($0)) }),
            ]
            guard let rule = rules.first(where: \.1) else { return nil }
            self = rule.0
        }
    }

    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(FuzzViolation) {
        let state = Result { () throws(URLParseFailure) -> ParsedURL in try URLParser.parse(input, knownWellFormed: false, base: nil) }
        try checkEntry(input, state)
        let full = try? state.get()
        guard let fast = URLParser.normalized(input) else {
            try checkMiss(input, full)
            return
        }
        guard let full else {
            throw FuzzViolation("the full parser accepts what the fast path takes", "\(OutputEscaping.quoted(bytes: input)) fast: \(OutputEscaping.quoted(fast.url.href)); full: failure")
        }
        let shown = "\(OutputEscaping.quoted(bytes: input)) fast: \(OutputEscaping.quoted(fast.url.href)); full: \(OutputEscaping.quoted(full.url.href))"
        try FuzzViolation.require(full.validationErrors.isEmpty, "what the fast path takes has no validation error",
                                  "\(shown), \(full.validationErrors.map(\.code.rawValue))")
        try FuzzViolation.require(fast.url.href == full.url.href, "the fast path's href is the full parser's", shown)
        try FuzzViolation.require(fast.url == full.url, "the fast path's components, spans and facts (its layout) are the full parser's",
                                  "\(shown); the layouts differ")
        try FuzzViolation.require(fast.isInputItself == full.url.href.utf8.elementsEqual(input),
                                  "the fast path calls exact exactly the input that is its href", "\(shown), exact: \(fast.isInputItself)")
        try checkReading(input, full.url, exact: fast.isInputItself)
    }

    /// The public parse of `input` against the state machine's result `state`.
    private static func checkEntry(_ input: UnsafeBufferPointer<UInt8>, _ state: Result<ParsedURL, URLParseFailure>) throws(FuzzViolation) {
        let entry = Result { () throws(URLParseFailure) -> ParsedURL in try URLParser.parse(utf8: input) }
        switch (entry, state) {
        case (.success(let parsed), .success(let full)):
            try FuzzViolation.require(parsed.url == full.url && parsed.validationErrors == full.validationErrors,
                                      "the public parse (fast path or resumed) gives the state machine's URL and errors",
                                      "\(OutputEscaping.quoted(bytes: input)) public: \(OutputEscaping.quoted(parsed.url.href)) \(parsed.validationErrors); state machine: \(OutputEscaping.quoted(full.url.href)) \(full.validationErrors)")
        case (.failure(let failed), .failure(let full)):
            try FuzzViolation.require(failed == full, "the public parse fails as the state machine does", "\(OutputEscaping.quoted(bytes: input)) public: \(failed); state machine: \(full)")
        default:
            throw FuzzViolation("the public parse succeeds exactly when the state machine does", "\(OutputEscaping.quoted(bytes: input)) public: \(entry); state machine: \(state)")
        }
    }

    /// An input the fast path did not take: the full parser changed it, or it is excluded.
    private static func checkMiss(_ input: UnsafeBufferPointer<UInt8>, _ full: ParsedURL?) throws(FuzzViolation) {
        guard let full, full.validationErrors.isEmpty, full.url.href.utf8.elementsEqual(input), Exclusion(full.url) == nil else { return }
        throw FuzzViolation("the fast path takes every unchanged URL outside its exclusions", "\(OutputEscaping.quoted(bytes: input)) parses to itself")
    }

    /// `URLParser.read` of an input the fast path took: exact with the full parse's layout
    /// when the input is its href, else that parse itself.
    private static func checkReading(_ input: UnsafeBufferPointer<UInt8>, _ url: URLRecord, exact: Bool) throws(FuzzViolation) {
        switch try? URLParser.read(input) {
        case .exact(let layout)?:
            try FuzzViolation.require(exact && layout == url.layout, "read is exact only for its own href, with the parse's layout", OutputEscaping.quoted(bytes: input))
        case .parsed(let parsed)?:
            try FuzzViolation.require(!exact && parsed.url == url, "read gives the parse of what is not its own href", OutputEscaping.quoted(bytes: input))
        case nil:
            throw FuzzViolation("read accepts what the fast path takes", OutputEscaping.quoted(bytes: input))
        }
    }
}
