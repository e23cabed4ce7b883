/// Copying runs of input into the serialization, percent-encoding as a component requires.
extension BasicURLParser {
    /// Appends `input[start..<end]`, percent-encoding the bytes in `set` (UTF-8 percent-encode,
    /// without the checks: the authority state records no invalid-URL-unit in credentials).
    mutating func appendEncoded(_ start: Int, _ end: Int, set: ByteClass) {
        var runStart = start
        for index in start..<end where classes(of: input[index]).intersects(set) {
            flush(runStart, index)
            out.appendPercentEncoded(input[index])
            runStart = index + 1
        }
        flush(runStart, end)
    }

    /// Appends input from `start` up to `end` or the first byte in `stop`, whichever comes
    /// first, percent-encoding the bytes in `set`, and records `invalid-URL-unit` for every
    /// code point that is not a URL code point and every `%` not followed by two hex digits
    /// (the checks of the path, opaque-path, query, fragment and opaque-host states).
    /// Returns where it stopped.
    @discardableResult
    mutating func appendValidated(_ start: Int, _ end: Int, stoppingAt stop: ByteClass = [], set: ByteClass) -> Int {
        let attention = set.union(.needsValidation).union(stop)
        var index = start
        var runStart = start
        while index < end {
            let byte = input[index]
            let byteClasses = classes(of: byte)
            guard byteClasses.intersects(attention) else {
                index += 1
                continue
            }
            flush(runStart, index)
            // The calling state's c that ends this component (`?`, `#`, a path delimiter…).
            if byteClasses.intersects(stop) { return index }
            if byte >= 0x80 {
                // A code point above U+007F: in every percent-encode set, so UTF-8
                // percent-encoded; invalid-URL-unit when it is not a URL code point.
                index = appendScalar(at: index)
            } else {
                // The states' two checks: c is not a URL code point and not `%`, or c is `%`
                // and remaining does not start with two ASCII hex digits: invalid-URL-unit.
                // (needsValidation is `%` or not a URL code point.)
                let reported = byte == UInt8(ascii: "%") ? !isPercentEncodedByte(at: index) : byteClasses.contains(.needsValidation)
                if reported { log.record(.invalidURLUnit, at: index) }
                // UTF-8 percent-encode c using the state's percent-encode set.
                if byteClasses.intersects(set) { out.appendPercentEncoded(byte) } else { out.append(byte) }
                index += 1
            }
            runStart = index
        }
        flush(runStart, end)
        return end
    }

    /// Whether `input[index]` is `%` followed by two ASCII hex digits.
    func isPercentEncodedByte(at index: Int) -> Bool {
        guard let high = byte(at: index + 1), let low = byte(at: index + 2) else { return false }
        return ASCII.hexValue(high) != nil && ASCII.hexValue(low) != nil
    }

    /// Percent-encodes the multi-byte scalar at `index` (recording invalid-URL-unit when it is
    /// not a URL code point: a C1 control, U+0080 to U+009F, or a noncharacter; surrogates
    /// are not scalars) and returns the index after it.
    private mutating func appendScalar(at index: Int) -> Int {
        var length = 1
        if case .valid(let value, let scalarLength) = UTF8Scalar.decode(input, at: index) {
            length = scalarLength
            if value < 0xA0 || UTF8Scalar.isNoncharacter(value) { log.record(.invalidURLUnit, at: index) }
        }
        let end = min(index + length, input.count)
        for position in index..<end { out.appendPercentEncoded(input[position]) }
        return end
    }

    private mutating func flush(_ start: Int, _ end: Int) {
        if start < end { out.append(UnsafeBufferPointer(rebasing: input[start..<end])) }
    }
}
