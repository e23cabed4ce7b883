/// The file, file slash and file host states; `file:` is already written.
extension BasicURLParser {
    /// The file state. Step 1 (scheme "file") is written; step 2 (host the empty string) is
    /// written where a branch keeps it (`beginAuthority`), since a file base's host may
    /// replace it.
    mutating func file(at index: Int, base: URLRecord?) throws(URLParseFailure) {
        // File state, step 3: c is `/` or `\`. 3.1: c is `\`: invalid-reverse-solidus.
        // 3.2: file slash state.
        if isFileSlash(byte(at: index)) {
            noteReverseSolidus(at: index)
            return try fileSlash(at: index + 1, base: base)
        }
        guard let base, base.layout.special == .file else {
            // File state, step 5: no file base: host the empty string (step 2), path state,
            // pointer decreased by 1.
            out.beginAuthority()
            return path(at: index)
        }
        // File state, step 4: base's scheme is "file": steps 4.1-4.3 as the relative state's.
        guard !continueWithBasePath(at: index, base: base) else { return }
        // File state, step 4.4: c is not the EOF code point (4.4.1: query null, the base's was
        // not copied).
        if startsWithWindowsDriveLetter(at: index) {
            // File state, step 4.4.3: the rest starts with a Windows drive letter:
            // file-invalid-Windows-drive-letter, url's path is « ».
            log.record(.fileInvalidWindowsDriveLetter, at: index)
            out.clearPath()
        } else {
            // File state, step 4.4.2: otherwise shorten url's path.
            out.shortenPath()
        }
        // File state, step 4.4.4: path state, pointer decreased by 1.
        path(at: index)
    }

    private mutating func fileSlash(at index: Int, base: URLRecord?) throws(URLParseFailure) {
        // File slash state, step 1: c is `/` or `\`. 1.1: c is `\`: invalid-reverse-solidus.
        // 1.2: file host state.
        if isFileSlash(byte(at: index)) {
            noteReverseSolidus(at: index)
            return try fileHost(at: index + 1)
        }
        guard let base, base.layout.special == .file else {
            // File slash state, step 2 without 2.1 (no file base): host the empty string (file
            // state, step 2); 2.2: path state, pointer decreased by 1.
            out.beginAuthority()
            return path(at: index)
        }
        // File slash state, step 2.1.1: url's host is base's host.
        out.copyAuthority(from: base)
        // File slash state, step 2.1.2: the rest does not start with a Windows drive letter and
        // base's path[0] is a normalized Windows drive letter: append it to url's path.
        if !startsWithWindowsDriveLetter(at: index), let drive = base.pathSegments.first,
           drive.utf8.count == 2, drive.hasSuffix(":"), let letter = drive.utf8.first, ASCII.isAlpha(letter) {
            out.beginSegment()
            out.append(letter)
            out.append(UInt8(ascii: ":"))
        }
        // File slash state, step 2.2: path state, pointer decreased by 1.
        path(at: index)
    }

    /// `/` or `\` (file is a special scheme).
    private func isFileSlash(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
    }

    private mutating func fileHost(at start: Int) throws(URLParseFailure) {
        var end = start
        // File host state, step 2: append c to buffer, until step 1's c: the EOF code point,
        // `/`, `\`, `?`, or `#`.
        while let c = byte(at: end), c != UInt8(ascii: "/"), c != UInt8(ascii: "\\"),
              c != UInt8(ascii: "?"), c != UInt8(ascii: "#") { end += 1 }
        // URL serializer, step 2.1: the host (the empty string until one is written) is non-null.
        out.beginAuthority()
        if isWindowsDriveLetter(start, end) {
            // File host state, step 1.1: buffer is a Windows drive letter:
            // file-invalid-Windows-drive-letter-host, path state (which reads buffer again).
            log.record(.fileInvalidWindowsDriveLetterHost, at: start)
            return path(at: start)
        }
        // File host state, step 1.2: buffer is the empty string: host the empty string.
        if start < end {
            // File host state, steps 1.3.1-1.3.4: host parsing buffer (url is special, so not
            // opaque); "localhost" becomes the empty string.
            try parseHost(start, end)
            if out.layout.host == .domain, out.written(out.layout.hostStart..<out.layout.hostEnd).elementsEqual("localhost".utf8) {
                out.truncate(to: out.layout.hostStart)
                out.endHost(.empty)
            }
        }
        // File host state, step 1.2.3 or 1.3.6: path start state.
        pathStart(at: end)
    }
}
