/// The file, file slash and file host states; `file:` is already written.
extension BasicURLParser {
    mutating func file(at index: Int, base: URLRecord?) throws(URLParseFailure) {
        if isFileSlash(byte(at: index)) {
            noteReverseSolidus(at: index)
            return try fileSlash(at: index + 1, base: base)
        }
        guard let base, base.layout.special == .file else {
            out.beginAuthority()
            return path(at: index)
        }
        guard !continueWithBasePath(at: index, base: base) else { return }
        if startsWithWindowsDriveLetter(at: index) {
            log.record(.fileInvalidWindowsDriveLetter, at: index)
            out.clearPath()
        } else {
            out.shortenPath()
        }
        path(at: index)
    }

    private mutating func fileSlash(at index: Int, base: URLRecord?) throws(URLParseFailure) {
        if isFileSlash(byte(at: index)) {
            noteReverseSolidus(at: index)
            return try fileHost(at: index + 1)
        }
        guard let base, base.layout.special == .file else {
            out.beginAuthority()
            return path(at: index)
        }
        out.copyAuthority(from: base)
        if !startsWithWindowsDriveLetter(at: index), let drive = base.pathSegments.first,
           drive.utf8.count == 2, drive.hasSuffix(":"), let letter = drive.utf8.first, ASCII.isAlpha(letter) {
            out.beginSegment()
            out.append(letter)
            out.append(UInt8(ascii: ":"))
        }
        path(at: index)
    }

    /// `/` or `\` (file is a special scheme).
    private func isFileSlash(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
    }

    private mutating func fileHost(at start: Int) throws(URLParseFailure) {
        var end = start
        while let c = byte(at: end), c != UInt8(ascii: "/"), c != UInt8(ascii: "\\"),
              c != UInt8(ascii: "?"), c != UInt8(ascii: "#") { end += 1 }
        out.beginAuthority()
        if isWindowsDriveLetter(start, end) {
            log.record(.fileInvalidWindowsDriveLetterHost, at: start)
            return path(at: start)
        }
        if start < end {
            try parseHost(start, end)
            if out.layout.host == .domain, out.written(out.layout.hostStart..<out.layout.hostEnd).elementsEqual("localhost".utf8) {
                out.truncate(to: out.layout.hostStart)
                out.endHost(.empty)
            }
        }
        pathStart(at: end)
    }
}
