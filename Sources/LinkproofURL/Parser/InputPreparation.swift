/// The steps before the state machine (https://url.spec.whatwg.org/#concept-basic-url-parser,
/// steps 1–3): trim leading and trailing C0 controls and spaces, remove ASCII tabs and
/// newlines. The input is also made well-formed UTF-8 (each ill-formed subsequence becomes
/// U+FFFD, recorded as `invalid-URL-unit`), as decoding bytes to a string would do.
enum InputPreparation {
    /// Whether `input` begins or ends with a C0 control or space, which `trim` removes.
    @inline(__always)
    static func hasEdgeToTrim(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = input.first, let last = input.last else { return false }
        return first <= 0x20 || last <= 0x20
    }

    /// The range of `input` left once its leading and trailing C0 controls and spaces are
    /// removed (basic URL parser, step 1.3); `trimmingErrors` gives what that records. Inlined
    /// into the callers, which need no `ValidationLog` when the fast path takes the rest.
    @inline(__always)
    static func trimmed(_ input: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        var end = input.count
        while start < end, input[start] <= 0x20 { start += 1 }
        while end > start, input[end - 1] <= 0x20 { end -= 1 }
        return start..<end
    }

    /// The errors of trimming input of `count` bytes to `trimmed` (basic URL parser, step 1.2):
    /// `invalid-URL-unit` (the spec has one; one each end here, so that each has its offset).
    @inline(__always)
    static func trimmingErrors(_ trimmed: Range<Int>, count: Int) -> URLValidationErrors {
        var errors = URLValidationErrors()
        if trimmed.lowerBound > 0 { errors.append(URLValidationError(code: .invalidURLUnit, offset: 0)) }
        if trimmed.upperBound < count { errors.append(URLValidationError(code: .invalidURLUnit, offset: trimmed.upperBound)) }
        return errors
    }

    /// Whether the range needs cleaning: it holds a tab or newline, or (unless it is known
    /// to be well-formed, as a `String`'s UTF-8 is) ill-formed UTF-8. Tests sixteen bytes at a
    /// time (the last block overlapping the one before when the count is not a multiple of
    /// sixteen): one test for any byte below 0x0E, then the exact one for the rare block that has one.
    /// Not a spec step: whether steps 2-3 (or decoding) have anything to do.
    static func needsCleaning(_ input: UnsafeBufferPointer<UInt8>, knownWellFormed: Bool) -> Bool {
        let raw = UnsafeRawBufferPointer(input)
        var highBits: UInt64 = 0
        if raw.count >= 16 {
            let lastBlock = raw.count - 16
            var index = 0
            while true {
                let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let second = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                if bytesBelow(first, 0x0E) | bytesBelow(second, 0x0E) != 0, hasTabOrNewline(first) || hasTabOrNewline(second) {
                    return true
                }
                highBits |= first | second
                guard index < lastBlock else { break }
                index = min(index + 16, lastBlock)
            }
        } else {
            for byte in input {
                if byte == 0x09 || byte == 0x0A || byte == 0x0D { return true }
                highBits |= UInt64(byte)
            }
        }
        return highBits & 0x8080_8080_8080_8080 != 0 && !knownWellFormed && !isWellFormed(input)
    }

    /// Whether any of the eight bytes of `word` is a tab, LF or CR.
    private static func hasTabOrNewline(_ word: UInt64) -> Bool {
        hasByte(word, 0x09) || hasByte(word, 0x0A) || hasByte(word, 0x0D)
    }

    /// Whether any of the eight bytes of `word` is `byte` (the has-zero-byte bit trick).
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        bytesBelow(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)), 1) != 0
    }

    /// Nonzero when any of the eight bytes of `word` is below `bound` (at most 0x80: the
    /// has-less bit trick, exact as a yes or no).
    private static func bytesBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(bound)) & ~word & 0x8080_8080_8080_8080
    }

    private static func isWellFormed(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < input.count {
            guard case .valid(_, let length) = UTF8Scalar.decode(input, at: index) else { return false }
            index += length
        }
        return true
    }

    /// The cleaned bytes and, for each, its offset in the original input (plus the end).
    static func clean(_ input: UnsafeBufferPointer<UInt8>, shift: Int, log: inout ValidationLog) -> (bytes: [UInt8], offsets: [Int]) {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(input.count)
        offsets.reserveCapacity(input.count + 1)
        var reportedTabOrNewline = false
        var index = 0
        while index < input.count {
            let byte = input[index]
            // Basic URL parser, step 2: input contains an ASCII tab or newline: invalid-URL-unit
            // (once). Step 3: remove it.
            if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if !reportedTabOrNewline { log.record(.invalidURLUnit, atOriginalOffset: index + shift) }
                reportedTabOrNewline = true
                index += 1
                continue
            }
            // Not a basic URL parser step: its input is a scalar value string, which decoding
            // the bytes (UTF-8 decode, U+FFFD for each ill-formed subsequence) gives.
            switch UTF8Scalar.decode(input, at: index) {
            case .valid(_, let length):
                for position in index..<(index + length) {
                    bytes.append(input[position])
                    offsets.append(position + shift)
                }
                index += length
            case .invalid(let length):
                log.record(.invalidURLUnit, atOriginalOffset: index + shift)
                bytes.append(contentsOf: UTF8Scalar.replacement)
                offsets.append(contentsOf: repeatElement(index + shift, count: UTF8Scalar.replacement.count))
                index += length
            }
        }
        offsets.append(input.count + shift)
        return (bytes, offsets)
    }
}
