/// The basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser) over the
/// prepared input: one method per state (or group of states), each consuming the bytes it
/// owns and handing on to the next state, writing the serialization as it goes.
///
/// Each branch names the state and step it implements, in the words of the URL Standard at
/// commit 6ae8486 (2026-07-02; DESIGN.md, "From bytes to a decision"). Where one branch does
/// several steps, or what the spec does in several passes, its comment says which and why.
///
/// State override (used only by the URL API's setters) is not supported, so no step that
/// reads it is cited.
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
        // Scheme start state, step 1, and scheme state, step 1, in one pass up to the `:` of
        // scheme state, step 2 (`URLWriter.appendScheme`).
        if let colon = out.appendScheme(startingAt: input, classes: classes) {
            try scheme(endingAt: colon, base: base)
        } else {
            // Scheme start state, step 2 (c is not an ASCII alpha), or scheme state, step 3
            // (no `:` ends the scheme): no scheme state, from the first code point.
            try noScheme(base: base)
        }
        return ParsedURL(url: out.finish(), validationErrors: log.errors)
    }

    /// Runs the parser from input index `rest`, in the path start state, after `authority`:
    /// the `scheme://host[:port]` that the fast path found already serialized
    /// (`NormalizedURLScanner.Scan.authority`), so neither the scheme nor the host is parsed
    /// again. The result is the one `run(base:)` gives.
    mutating func run(resumingAfter authority: NormalizedURLScanner.Match, at rest: Int) -> ParsedURL {
        // Not a spec step: the fast path's scheme://host[:port] stands for the scheme, special
        // authority slashes, authority, host and port states it checked (nothing to repair).
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
    /// (Steps 2.2 and 2.4, url's scheme is buffer, are `URLWriter.appendScheme`'s.)
    private mutating func scheme(endingAt colon: Int, base: URLRecord?) throws(URLParseFailure) {
        let next = colon + 1
        switch out.layout.special {
        case .file:
            // Scheme state, step 2.5: scheme is "file". 2.5.1: remaining does not start with
            // "//": special-scheme-missing-following-solidus. 2.5.2: file state.
            if !startsWithTwoSlashes(at: next) { log.record(.specialSchemeMissingFollowingSolidus, at: next) }
            try file(at: next, base: base)
        case .some(let special):
            if let base, base.layout.special == special {
                // Scheme state, step 2.6: url is special, base is non-null, and base's scheme
                // is url's scheme: special relative or authority state.
                try specialRelativeOrAuthority(at: next, base: base)
            } else {
                // Scheme state, step 2.7: url is special: special authority slashes state.
                try specialAuthoritySlashes(at: next)
            }
        case nil:
            if byte(at: next) == UInt8(ascii: "/") {
                // Scheme state, step 2.8: remaining starts with `/`: path or authority state,
                // pointer increased by 1.
                try pathOrAuthority(at: next + 1)
            } else {
                // Scheme state, step 2.9: url's path is the empty string: opaque path state.
                opaquePath(at: next)
            }
        }
    }

    private mutating func noScheme(base: URLRecord?) throws(URLParseFailure) {
        let c = byte(at: 0)
        // No scheme state, step 1: base is null, or base has an opaque path and c is not `#`:
        // missing-scheme-non-relative-URL, return failure.
        guard let base, !base.layout.hasOpaquePath || c == UInt8(ascii: "#") else {
            throw log.failure(.missingSchemeNonRelativeURL, at: 0)
        }
        if base.layout.hasOpaquePath {
            // No scheme state, step 2: base's scheme, path and query, fragment the empty
            // string, fragment state (from after the `#`).
            out.copyAllButFragment(from: base)
            return fragment(at: 1)
        }
        // Relative state, step 2, and file state, step 1 (url's scheme is base's scheme, which
        // for the file state is "file"), done here once for both.
        out.copyScheme(from: base)
        if base.layout.special == .file {
            // No scheme state, step 4: file state, pointer decreased by 1.
            try file(at: 0, base: base)
        } else {
            // No scheme state, step 3: base's scheme is not "file": relative state, pointer
            // decreased by 1.
            try relative(at: 0, base: base)
        }
    }

    // MARK: Relative states

    private mutating func specialRelativeOrAuthority(at index: Int, base: URLRecord) throws(URLParseFailure) {
        if startsWithTwoSlashes(at: index) {
            // Special relative or authority state, step 1: c is `/` and remaining starts with
            // `/`: special authority ignore slashes state, pointer increased by 1.
            try specialAuthorityIgnoreSlashes(at: index + 2)
        } else {
            // Special relative or authority state, step 2: special-scheme-missing-following-solidus,
            // relative state, pointer decreased by 1.
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            try relative(at: index, base: base)
        }
    }

    private mutating func pathOrAuthority(at index: Int) throws(URLParseFailure) {
        if byte(at: index) == UInt8(ascii: "/") {
            // Path or authority state, step 1: c is `/`: authority state.
            try authority(at: index + 1)
        } else {
            // Path or authority state, step 2: path state, pointer decreased by 1.
            path(at: index)
        }
    }

    /// The relative state; the scheme (the base's) is already written (step 2). Step 1 asserts
    /// base's scheme is not "file", which the callers ensure.
    private mutating func relative(at index: Int, base: URLRecord) throws(URLParseFailure) {
        let c = byte(at: index)
        // Relative state, steps 3 and 4 in one test: c is `/`, or url is special and c is `\`
        // (invalid-reverse-solidus): relative slash state.
        if isSlash(c) {
            noteReverseSolidus(at: index)
            return try relativeSlash(at: index + 1, base: base)
        }
        // Relative state, step 5: base's credentials, host, port, path and query, then
        // steps 5.2-5.3, or the end of the input.
        guard !continueWithBasePath(at: index, base: base) else { return }
        // Relative state, step 5.4: c is not the EOF code point. 5.4.1: query null (the base's
        // was not copied). 5.4.2: shorten url's path. 5.4.3: path state, pointer decreased by 1.
        out.shortenPath()
        path(at: index)
    }

    /// The part of the relative and file states that keeps the base's authority and path:
    /// `?` starts a new query, `#` keeps the base's query and starts a fragment, the end
    /// keeps the base's query. Returns false, with the base's path copied, when a path
    /// follows instead (the caller adjusts the path and goes on in the path state).
    ///
    /// These are relative state, steps 5.1-5.3, and file state, steps 4.1-4.3, which say the
    /// same (a file base has no credentials and no port, so its authority is its host).
    mutating func continueWithBasePath(at index: Int, base: URLRecord) -> Bool {
        // Relative state, step 5.1 (file state, step 4.1): base's credentials, host, port, and
        // a clone of its path. Its query is written only in the branches that keep it, since
        // the writer only appends (a query set and then reset to null is never written).
        out.copyAuthority(from: base)
        out.copyPath(from: base)
        switch byte(at: index) {
        case UInt8(ascii: "?"):
            // Relative state, step 5.2 (file state, step 4.2): c is `?`: query the empty
            // string, query state.
            query(at: index + 1)
        case UInt8(ascii: "#"):
            // Relative state, step 5.3 (file state, step 4.3): c is `#`: base's query (from
            // step 5.1), fragment the empty string, fragment state.
            out.copyQuery(from: base)
            fragment(at: index + 1)
        case nil:
            // c is the EOF code point: no later step applies, so url keeps base's query
            // (step 5.1, file state step 4.1).
            out.copyQuery(from: base)
        default:
            return false
        }
        return true
    }

    private mutating func relativeSlash(at index: Int, base: URLRecord) throws(URLParseFailure) {
        let c = byte(at: index)
        // Relative slash state, steps 1 and 2 in one test: url is special and c is `/` or `\`,
        // or c is `/`.
        if isSlash(c) {
            // Relative slash state, step 1.1: c is `\`: invalid-reverse-solidus.
            noteReverseSolidus(at: index)
            if isSpecial {
                // Relative slash state, step 1.2: special authority ignore slashes state.
                try specialAuthorityIgnoreSlashes(at: index + 1)
            } else {
                // Relative slash state, step 2: c is `/`: authority state.
                try authority(at: index + 1)
            }
        } else {
            // Relative slash state, step 3: base's username, password, host and port, path
            // state, pointer decreased by 1.
            out.copyAuthority(from: base)
            path(at: index)
        }
    }

    // MARK: Special authority states

    private mutating func specialAuthoritySlashes(at index: Int) throws(URLParseFailure) {
        if startsWithTwoSlashes(at: index) {
            // Special authority slashes state, step 1: c is `/` and remaining starts with `/`:
            // special authority ignore slashes state, pointer increased by 1.
            try specialAuthorityIgnoreSlashes(at: index + 2)
        } else {
            // Special authority slashes state, step 2: special-scheme-missing-following-solidus,
            // special authority ignore slashes state, pointer decreased by 1.
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            try specialAuthorityIgnoreSlashes(at: index)
        }
    }

    private mutating func specialAuthorityIgnoreSlashes(at start: Int) throws(URLParseFailure) {
        var index = start
        // Special authority ignore slashes state, step 2, once for each `/` or `\`:
        // special-scheme-missing-following-solidus.
        while let c = byte(at: index), c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") {
            log.record(.specialSchemeMissingFollowingSolidus, at: index)
            index += 1
        }
        // Special authority ignore slashes state, step 1: c is neither `/` nor `\`: authority
        // state, pointer decreased by 1.
        try authority(at: index)
    }
}
