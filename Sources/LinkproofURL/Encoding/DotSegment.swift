/// Single-dot and double-dot URL path segments (https://url.spec.whatwg.org/#single-dot-path-segment),
/// recognised in the raw input (percent-encoding leaves `.` and `%` as they are, so the
/// buffer the spec tests and the input bytes agree).
enum DotSegment {
    /// `.` or `%2e` (any case).
    static func isSingle(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 1: return input[start] == UInt8(ascii: ".")
        case 3: return isEncodedDot(input, at: start)
        default: return false
        }
    }

    /// `..`, `.%2e`, `%2e.` or `%2e%2e` (any case).
    static func isDouble(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let dot = UInt8(ascii: ".")
        switch end - start {
        case 2: return input[start] == dot && input[start + 1] == dot
        case 4: return (input[start] == dot && isEncodedDot(input, at: start + 1)) || (isEncodedDot(input, at: start) && input[start + 3] == dot)
        case 6: return isEncodedDot(input, at: start) && isEncodedDot(input, at: start + 3)
        default: return false
        }
    }

    /// `%2e` or `%2E` at `index` (the caller guarantees three bytes).
    private static func isEncodedDot(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        input[index] == UInt8(ascii: "%") && input[index + 1] == UInt8(ascii: "2") && input[index + 2] | 0x20 == UInt8(ascii: "e")
    }
}
