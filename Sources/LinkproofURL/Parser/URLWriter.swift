/// The serialization being built, in one buffer, with the layout of what has been written
/// so far.
///
/// Components are appended in serialization order, so every component is, while it is
/// written, at the end of the buffer. Invariant: `layout.pathStart` is the end of the scheme
/// and authority written so far.
///
/// The buffer is the caller's scratch space (on the stack for most inputs) until a write needs
/// more, then one the writer allocates, grows and frees; `finish` makes the one `String` of
/// the result. Each append checks the capacity once: no uniqueness check, no reference count.
/// The small writers that every parse calls are `@inline(__always)`: a call costs more than
/// their bodies (DESIGN.md, "Performance").
struct URLWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether `storage` is the writer's own (allocated by `grow`) rather than the caller's.
    private var ownsStorage = false
    private(set) var count = 0
    var layout = URLLayout()
    /// How many segments the (non-opaque) path has.
    private(set) var segmentCount = 0

    /// A writer into `scratch`, which must outlive it.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        storage = scratch.baseAddress ?? .allocate(capacity: 1)
        capacity = scratch.baseAddress == nil ? 1 : scratch.count
        ownsStorage = scratch.baseAddress == nil
    }

    deinit {
        if ownsStorage { storage.deallocate() }
    }

    /// The byte written at `index`.
    subscript(index: Int) -> UInt8 {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// The bytes written in `range`, valid until the next write.
    func written(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.initialize(from: storage, count: count)
        if ownsStorage { storage.deallocate() }
        storage = newStorage
        capacity = newCapacity
        ownsStorage = true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress, !run.isEmpty else { return }
        reserve(run.count)
        (storage + count).initialize(from: source, count: run.count)
        count += run.count
    }

    mutating func append(contentsOf bytes: some Collection<UInt8>) {
        reserve(bytes.count)
        for byte in bytes {
            storage[count] = byte
            count += 1
        }
    }

    mutating func appendPercentEncoded(_ byte: UInt8) {
        reserve(3)
        storage[count] = UInt8(ascii: "%")
        storage[count + 1] = ASCII.hexDigit(byte >> 4)
        storage[count + 2] = ASCII.hexDigit(byte & 0x0F)
        count += 3
    }

    mutating func truncate(to count: Int) { self.count = min(count, self.count) }

    /// ASCII-lowercases what was written from `start` on.
    mutating func lowercase(from start: Int) {
        for index in start..<count { storage[index] = ASCII.lowercased(storage[index]) }
    }

    // MARK: Scheme and authority

    /// When `input` starts with a scheme and `:` (https://url.spec.whatwg.org/#scheme-start-state:
    /// an ASCII letter, then ASCII alphanumerics, `+`, `-` and `.`), writes the scheme
    /// lowercased and `:`, telling which special scheme it is, and returns the index of that
    /// `:` in `input`. Otherwise writes nothing and returns nil. One pass: each byte is
    /// written as it is read. `classes` is `ByteClass.table`.
    mutating func appendScheme(startingAt input: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>) -> Int? {
        // Scheme start state, step 1: c is an ASCII alpha (else step 2: the caller's no
        // scheme state).
        guard let first = input.first, ASCII.isAlpha(first) else { return nil }
        reserve(input.count)
        let target = storage + count
        var packed: UInt64 = 0
        var end = 0
        // Scheme start state, step 1, then scheme state, step 1: append c, lowercased, while
        // c is an ASCII alphanumeric, `+`, `-` or `.`.
        repeat {
            // `| 0x20` lowercases a letter and leaves the other scheme code points (digits, `+`,
            // `-`, `.`) as they are, since they have that bit set.
            let lowered = input[end] | 0x20
            target[end] = lowered
            packed = packed &<< 8 | UInt64(lowered)
            end &+= 1
        } while end < input.count && classes[Int(input[end])].contains(.schemeCode)
        // Scheme state, step 2: c is `:` (else step 3: no scheme state, from the start).
        guard end < input.count, input[end] == UInt8(ascii: ":") else { return nil }
        // Scheme state, steps 2.2 and 2.4: url's scheme is buffer.
        count += end
        endScheme(end <= SpecialScheme.longest ? SpecialScheme(packed: packed) : nil)
        return end
    }

    /// Writes the base's scheme and `:` (for a reference without a scheme).
    mutating func copyScheme(from base: URLRecord) {
        appendBase(base, 0, base.layout.schemeEnd)
        endScheme(base.layout.special)
    }

    @inline(__always)
    private mutating func endScheme(_ special: SpecialScheme?) {
        layout.schemeEnd = count
        append(UInt8(ascii: ":"))
        markAuthorityEnd(hostStart: count)
        layout.special = special
    }

    /// Writes `scheme://host[:port]` as the fast path found it at the start of `input`
    /// (`NormalizedURLScanner.Scan.authority`): lowercased where it says, without a default
    /// port; then takes its layout.
    mutating func appendAuthority(_ authority: NormalizedURLScanner.Match, of input: UnsafeBufferPointer<UInt8>) {
        let layout = authority.layout
        append(UnsafeBufferPointer(rebasing: input[..<authority.lowercaseEnd]))
        if authority.needsLowercasing { lowercase(from: 0) }
        append(UnsafeBufferPointer(rebasing: input[authority.lowercaseEnd..<layout.hostEnd]))
        append(UnsafeBufferPointer(rebasing: input[layout.hostEnd..<layout.pathStart]))
        self.layout = layout
    }

    /// Writes `//`: the URL has a host (empty until one is written).
    mutating func beginAuthority() {
        reserve(2)
        storage[count] = UInt8(ascii: "/")
        storage[count + 1] = UInt8(ascii: "/")
        count += 2
        markAuthorityEnd(hostStart: count)
        layout.host = .empty
    }

    /// Marks where the username ends (credentials are written right after `//`).
    mutating func markUsernameEnd() { layout.usernameEnd = count }

    /// Ends the credentials: `@` when there are any, then the host starts.
    mutating func endCredentials() {
        if count > layout.authorityStart { append(UInt8(ascii: "@")) }
        layout.hostStart = count
        layout.hostEnd = count
        layout.pathStart = count
    }

    /// Ends the host just written.
    mutating func endHost(_ kind: HostKind) {
        layout.host = kind
        layout.hostEnd = count
        layout.pathStart = count
    }

    /// Writes `:port` unless the port is the scheme's default.
    mutating func appendPort(_ port: UInt16) {
        // Port state, step 2.1.3: port is the scheme's default port: null.
        guard port != layout.special?.defaultPort else { return }
        // URL serializer, step 2.4: `:` and the port.
        layout.port = port
        append(UInt8(ascii: ":"))
        reserve(5)
        count += ASCII.writeDecimal(UInt32(port), to: storage + count)
        layout.pathStart = count
    }

    private mutating func markAuthorityEnd(hostStart: Int) {
        layout.usernameEnd = hostStart
        layout.hostStart = hostStart
        layout.hostEnd = hostStart
        layout.pathStart = hostStart
    }

    // MARK: Path

    /// Starts a new segment: writes its `/`; the caller writes its bytes.
    mutating func beginSegment() {
        append(UInt8(ascii: "/"))
        segmentCount += 1
    }

    /// Writes `/` and `run`: `count` segments joined by `/`.
    @inline(__always)
    mutating func appendSegments(_ run: UnsafeBufferPointer<UInt8>, count: Int) {
        append(UInt8(ascii: "/"))
        append(run)
        segmentCount += count
    }

    /// Removes the last segment (https://url.spec.whatwg.org/#shorten-a-urls-path), except
    /// a file URL's lone normalized Windows drive letter.
    mutating func shortenPath() {
        // Shorten, step 4: remove the last item, "if any".
        guard segmentCount > 0 else { return }
        // Shorten, step 3: scheme "file", path's size is 1, and path[0] is a normalized Windows
        // drive letter: return.
        if layout.special == .file, segmentCount == 1, firstSegmentIsNormalizedDriveLetter { return }
        // Shorten, step 4: remove path's last item.
        var index = count - 1
        while index > layout.pathStart, storage[index] != UInt8(ascii: "/") { index -= 1 }
        truncate(to: index)
        segmentCount -= 1
    }

    /// Empties the path.
    mutating func clearPath() {
        truncate(to: layout.pathStart)
        segmentCount = 0
    }

    /// Whether the first segment is `X:` (a normalized Windows drive letter).
    var firstSegmentIsNormalizedDriveLetter: Bool {
        let start = layout.pathStart
        guard count >= start + 3, ASCII.isAlpha(storage[start + 1]), storage[start + 2] == UInt8(ascii: ":") else { return false }
        return count == start + 3 || storage[start + 3] == UInt8(ascii: "/")
    }

    /// Marks the path as opaque; its bytes follow.
    mutating func beginOpaquePath() { layout.hasOpaquePath = true }

    // MARK: Query and fragment

    /// Writes `?`: the query is no longer null.
    mutating func beginQuery() {
        layout.queryMark = count
        append(UInt8(ascii: "?"))
    }

    /// Writes `#`: the fragment is no longer null.
    mutating func beginFragment() {
        layout.fragmentMark = count
        append(UInt8(ascii: "#"))
    }

    // MARK: Copying from a base URL (whose scheme is this URL's scheme)

    /// Copies the base's credentials, host and port.
    mutating func copyAuthority(from base: URLRecord) {
        guard base.layout.host != nil else { return }
        appendBase(base, base.layout.schemeEnd + 1, base.layout.pathStart)
        layout.usernameEnd = base.layout.usernameEnd
        layout.hostStart = base.layout.hostStart
        layout.hostEnd = base.layout.hostEnd
        layout.pathStart = base.layout.pathStart
        layout.host = base.layout.host
        layout.port = base.layout.port
    }

    /// Copies the base's path (the URL's authority must be complete).
    mutating func copyPath(from base: URLRecord) {
        let start = count
        appendBase(base, base.layout.pathStart, base.layout.pathEnd(base.href.utf8.count))
        layout.hasOpaquePath = base.layout.hasOpaquePath
        segmentCount = layout.hasOpaquePath ? 0 : written(start..<count).lazy.filter { $0 == UInt8(ascii: "/") }.count
    }

    /// Copies the base's query, when it is not null.
    mutating func copyQuery(from base: URLRecord) {
        guard let start = base.layout.queryStart else { return }
        layout.queryMark = count
        appendBase(base, start, base.layout.queryEnd(base.href.utf8.count))
    }

    /// Copies everything but the fragment (for a fragment-only reference against a base with
    /// an opaque path).
    mutating func copyAllButFragment(from base: URLRecord) {
        let end = base.layout.fragmentStart ?? base.href.utf8.count
        appendBase(base, 0, end)
        layout = base.layout
        layout.fragmentMark = URLLayout.absent
    }

    private mutating func appendBase(_ base: URLRecord, _ start: Int, _ end: Int) {
        let utf8 = base.href.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        append(contentsOf: utf8[lower..<utf8.index(lower, offsetBy: end - start)])
    }

    // MARK: Finishing

    /// The record: adds `/.` before a path that would otherwise read as a host
    /// (https://url.spec.whatwg.org/#concept-url-serializer, step 3).
    mutating func finish() -> URLRecord {
        let start = layout.pathStart
        if layout.host == nil, !layout.hasOpaquePath, count >= start + 2,
           storage[start] == UInt8(ascii: "/"), storage[start + 1] == UInt8(ascii: "/") {
            reserve(2)
            UnsafeMutableRawPointer(storage + start + 2).copyMemory(from: storage + start, byteCount: count - start)
            storage[start] = UInt8(ascii: "/")
            storage[start + 1] = UInt8(ascii: ".")
            count += 2
            layout.pathStart += 2
            if let query = layout.queryStart { layout.queryMark = query + 2 }
            if let fragment = layout.fragmentStart { layout.fragmentMark = fragment + 2 }
        }
        return URLRecord(href: String(decoding: written(0..<count), as: UTF8.self), layout: layout)
    }
}

/// The host parser writes domain to ASCII's result straight into the serialization.
extension URLWriter: ASCIIOutput {}
