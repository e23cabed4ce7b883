/// The basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser) over the
/// prepared input: one method per state (or group of states), each consuming the bytes it
/// owns and handing on to the next state, writing the serialization as it goes.
///
/// State override (used only by the URL API's setters) is not supported.
struct BasicURLParser: ~Copyable {
    /// The working input: trimmed, without tabs and newlines, well-formed UTF-8.
    let input: UnsafeBufferPointer<UInt8>
    /// `ByteClass.table`.
    let classes: UnsafeBufferPointer<ByteClass>
    var out: URLWriter
    var log: ValidationLog

    /// A parser that writes into `scratch` (which must outlive it) while it has room.
    init(input: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, log: consuming ValidationLog,
         scratch: UnsafeMutableBufferPointer<UInt8>) {
        self.input = input
        self.classes = classes
        self.log = log
        out = URLWriter(scratch: scratch)
    }

    /// Room for the serialization of most inputs of `count` bytes (a longer one moves to the heap).
    @inline(__always)
    static func scratchCapacity(_ count: Int, base: URLRecord?) -> Int {
        count + count / 8 + 32 + (base?.href.utf8.count ?? 0)
    }

    /// Runs the parser to the end of the input, resolving it against `base` when it is relative.
    /// (The base is passed down to the states that read it rather than stored: storing it costs a copy.)
    mutating func run(base: URLRecord?) throws(URLParseFailure) -> ParsedURL {
        if let colon = out.appendScheme(startingAt: input, classes: classes) {
            try scheme(endingAt: colon, base: base)
        } else {
            try noScheme(base: base)
        }
        return ParsedURL(url: out.finish(), validationErrors: log.errors)
    }

    /// Runs the parser from input index `rest`, in the path start state, after `authority`:
    /// the `scheme://host[:port]` that the fast path found already serialized
    /// (`NormalizedURLScanner.Scan.authority`), so neither the scheme nor the host is parsed
    /// again. The result is the one `run(base:)` gives.
    mutating func run(resumingAfter authority: NormalizedURLScanner.Match, at rest: Int) -> ParsedURL {
        out.appendAuthority(authority, of: input)
        pathStart(at: rest)
        return ParsedURL(url: out.finish(), validationErrors: log.errors)
    }

    // MARK: Reading the input

    /// The byte at `index`, or nil for the EOF code point.
    func byte(at index: Int) -> UInt8? { index < input.count ? input[index] : nil }

    /// The classes of `byte`.
    func classes(of byte: UInt8) -> ByteClass { classes[Int(byte)] }

    /// Whether the input at `index` starts with `//`.
    func startsWithTwoSlashes(at index: Int) -> Bool {
        byte(at: index) == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "/")
    }

    var isSpecial: Bool { out.layout.special != nil }

    /// `/`, or `\` in a special URL: what ends a path segment or the authority.
    func isSlash(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: "/") || (isSpecial && byte == UInt8(ascii: "\\"))
    }

    /// Records `invalid-reverse-solidus` when the byte at `index` is `\`.
    mutating func noteReverseSolidus(at index: Int) {
        if byte(at: index) == UInt8(ascii: "\\") { log.record(.invalidReverseSolidus, at: index) }
    }

    // MARK: Scheme start, scheme and no-scheme states

    /// The scheme state after the scheme (written) and its `:` at index `colon`.
    private mutating func scheme(endingAt colon: Int, base: URLRecord?) throws(URLParseFailure) {
        let next = colon + 1
        switch out.layout.special {
        case .file:
            if !startsWithTwoSlashes(at: next) { log.record(.specialSchemeMissingFollowingSolidus, at: next) }
            try file(at: next, base: base)
        case .some(let special):
            if let base, base.layout.special == special {
                try specialRelativeOrAuthority(at: next, base: base)
            } else {
                try specialAuthoritySlashes(at: next)
            }
        case nil:
            if byte(at: next) == UInt8(ascii: "/") {
                try pathOrAuthority(at: next + 1)
            } else {
                opaquePath(at: next)
            }
        }
    }

    private mutating func noScheme(base: URLRecord?) throws(URLParseFailure) {
        let c = byte(at: 0)
        guard let base, !base.layout.hasOpaquePath || c == UInt8(ascii: "#") else {
            throw log.failure(.missingSchemeNonRelativeURL, at: 0)
        }
        if base.layout.hasOpaquePath {
            out.copyAllButFragment(from: base)
            return fragment(at: 1)
        }
        out.copyScheme(from: base)
        if base.layout.special == .file {
            try file(at: 0, base: base)
        } else {
            try relative(at: 0, base: base)
        }
    }

    // MARK: Relative states

    private mutating func specialRelativeOrAuthority(at index: Int, base: URLRecord) throws(URLParseFailure) {
        if startsWithTwoSlashes(at: index) {
            try specialAuthorityIgnoreSlashes(at: index + 2)
        } else {
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            try relative(at: index, base: base)
        }
    }

    private mutating func pathOrAuthority(at index: Int) throws(URLParseFailure) {
        if byte(at: index) == UInt8(ascii: "/") {
            try authority(at: index + 1)
        } else {
            path(at: index)
        }
    }

    /// The relative state; the scheme (the base's) is already written.
    private mutating func relative(at index: Int, base: URLRecord) throws(URLParseFailure) {
        let c = byte(at: index)
        if isSlash(c) {
            noteReverseSolidus(at: index)
            return try relativeSlash(at: index + 1, base: base)
        }
        guard !continueWithBasePath(at: index, base: base) else { return }
        out.shortenPath()
        path(at: index)
    }

    /// The part of the relative and file states that keeps the base's authority and path:
    /// `?` starts a new query, `#` keeps the base's query and starts a fragment, the end
    /// keeps the base's query. Returns false, with the base's path copied, when a path
    /// follows instead (the caller adjusts the path and goes on in the path state).
    mutating func continueWithBasePath(at index: Int, base: URLRecord) -> Bool {
        out.copyAuthority(from: base)
        out.copyPath(from: base)
        switch byte(at: index) {
        case UInt8(ascii: "?"):
            query(at: index + 1)
        case UInt8(ascii: "#"):
            out.copyQuery(from: base)
            fragment(at: index + 1)
        case nil:
            out.copyQuery(from: base)
        default:
            return false
        }
        return true
    }

    private mutating func relativeSlash(at index: Int, base: URLRecord) throws(URLParseFailure) {
        let c = byte(at: index)
        if isSlash(c) {
            noteReverseSolidus(at: index)
            if isSpecial {
                try specialAuthorityIgnoreSlashes(at: index + 1)
            } else {
                try authority(at: index + 1)
            }
        } else {
            out.copyAuthority(from: base)
            path(at: index)
        }
    }

    // MARK: Special authority states

    private mutating func specialAuthoritySlashes(at index: Int) throws(URLParseFailure) {
        if startsWithTwoSlashes(at: index) {
            try specialAuthorityIgnoreSlashes(at: index + 2)
        } else {
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            try specialAuthorityIgnoreSlashes(at: index)
        }
    }

    private mutating func specialAuthorityIgnoreSlashes(at start: Int) throws(URLParseFailure) {
        var index = start
        while let c = byte(at: index), c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") {
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            index += 1
        }
        try authority(at: index)
    }
}
