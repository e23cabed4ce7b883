/// The serialization being built, with the layout of what has been written so far.
///
/// Components are appended in serialization order, so every component is, while it is
/// written, at the end of the buffer. Invariant: `layout.pathStart` is the end of the scheme
/// and authority written so far.
struct URLWriter {
    var bytes: [UInt8] = []
    var layout = URLLayout()
    /// How many segments the (non-opaque) path has.
    private(set) var segmentCount = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: run) }

    mutating func appendPercentEncoded(_ byte: UInt8) { PercentEncoding.appendPercentEncoded(byte, to: &bytes) }

    mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

    /// ASCII-lowercases what was written from `start` on.
    mutating func lowercase(from start: Int) {
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in start..<buffer.count { buffer[index] = ASCII.lowercased(buffer[index]) }
        }
    }

    // MARK: Scheme and authority

    /// Writes the (lowercased) scheme and `:`.
    mutating func appendScheme(_ scheme: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: scheme)
        lowercase(from: 0)
        endScheme(SpecialScheme(lowercasing: scheme))
    }

    /// Writes the base's scheme and `:` (for a reference without a scheme).
    mutating func copyScheme(from base: URLRecord) {
        appendBase(base, 0, base.layout.schemeEnd)
        endScheme(base.layout.special)
    }

    private mutating func endScheme(_ special: SpecialScheme?) {
        layout.schemeEnd = count
        bytes.append(UInt8(ascii: ":"))
        markAuthorityEnd(hostStart: count)
        layout.special = special
    }

    /// Writes `//`: the URL has a host (empty until one is written).
    mutating func beginAuthority() {
        bytes.append(UInt8(ascii: "/"))
        bytes.append(UInt8(ascii: "/"))
        markAuthorityEnd(hostStart: count)
        layout.host = .empty
    }

    /// Marks where the username ends (credentials are written right after `//`).
    mutating func markUsernameEnd() { layout.usernameEnd = count }

    /// Ends the credentials: `@` when there are any, then the host starts.
    mutating func endCredentials() {
        if count > layout.authorityStart { bytes.append(UInt8(ascii: "@")) }
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
        guard port != layout.special?.defaultPort else { return }
        layout.port = port
        bytes.append(UInt8(ascii: ":"))
        ASCII.appendDecimal(UInt32(port), to: &bytes)
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
        bytes.append(UInt8(ascii: "/"))
        segmentCount += 1
    }

    /// Removes the last segment (https://url.spec.whatwg.org/#shorten-a-urls-path), except
    /// a file URL's lone normalized Windows drive letter.
    mutating func shortenPath() {
        guard segmentCount > 0 else { return }
        if layout.special == .file, segmentCount == 1, firstSegmentIsNormalizedDriveLetter { return }
        var index = count - 1
        while index > layout.pathStart, bytes[index] != UInt8(ascii: "/") { index -= 1 }
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
        guard count >= start + 3, ASCII.isAlpha(bytes[start + 1]), bytes[start + 2] == UInt8(ascii: ":") else { return false }
        return count == start + 3 || bytes[start + 3] == UInt8(ascii: "/")
    }

    /// Marks the path as opaque; its bytes follow.
    mutating func beginOpaquePath() { layout.hasOpaquePath = true }

    // MARK: Query and fragment

    /// Writes `?`: the query is no longer null.
    mutating func beginQuery() {
        layout.queryMark = count
        bytes.append(UInt8(ascii: "?"))
    }

    /// Writes `#`: the fragment is no longer null.
    mutating func beginFragment() {
        layout.fragmentMark = count
        bytes.append(UInt8(ascii: "#"))
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
        segmentCount = layout.hasOpaquePath ? 0 : bytes[start...].lazy.filter { $0 == UInt8(ascii: "/") }.count
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
        bytes.append(contentsOf: utf8[lower..<utf8.index(lower, offsetBy: end - start)])
    }

    // MARK: Finishing

    /// The record: adds `/.` before a path that would otherwise read as a host
    /// (https://url.spec.whatwg.org/#concept-url-serializer, step 3).
    mutating func finish() -> URLRecord {
        let start = layout.pathStart
        if layout.host == nil, !layout.hasOpaquePath, count >= start + 2,
           bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
            bytes.insert(contentsOf: "/.".utf8, at: start)
            layout.pathStart += 2
            if let query = layout.queryStart { layout.queryMark = query + 2 }
            if let fragment = layout.fragmentStart { layout.fragmentMark = fragment + 2 }
        }
        return URLRecord(href: String(decoding: bytes, as: UTF8.self), layout: layout)
    }
}
