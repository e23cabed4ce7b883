import LinkproofURL

/// A path segment that passed the strict checks, in the two forms route matching needs.
struct PathSegment {
    /// Escapes of unreserved characters decoded, other escapes kept: compared with template literals.
    let literal: String
    /// Every escape decoded once: the value of a `{parameter}` segment.
    let decoded: String
    let offset: Int
}

extension LinkAnatomy {
    /// The path's segments after the strict checks: no `.`/`..` (also as `%2e`), no encoded
    /// `/`, `\` or `.`, and strict UTF-8 once decoded.
    func checkedPathSegments() -> Result<[PathSegment], Rejection> {
        let ranges = pathSegments
        var segments: [PathSegment] = []
        segments.reserveCapacity(ranges.count)
        for range in ranges {
            let bytes = self.bytes[range]
            if Self.isDotSegment(bytes) {
                return .failure(Rejection(.pathDotSegment, at: range.lowerBound, "a '.' or '..' path segment"))
            }
            if StrictDecoding.containsEscape(of: [0x2F, 0x5C, 0x2E], in: bytes) {
                return .failure(Rejection(.encodedPathSeparator, at: range.lowerBound, "an encoded '/', '\\' or '.' in a path segment"))
            }
            guard let decoded = StrictDecoding.decode(bytes) else {
                return .failure(Rejection(.invalidEncoding, at: range.lowerBound, "a path segment does not decode to UTF-8"))
            }
            segments.append(PathSegment(literal: Self.decodingUnreserved(bytes), decoded: decoded, offset: range.lowerBound))
        }
        return .success(segments)
    }

    /// `.`, `..`, and their spellings with `%2e`, which the URL Standard treats alike.
    private static func isDotSegment(_ bytes: ArraySlice<UInt8>) -> Bool {
        var dots = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "2"),
                      bytes[index + 2] | 0x20 == UInt8(ascii: "e") {
                index += 3
            } else {
                return false
            }
            dots += 1
        }
        return dots == 1 || dots == 2
    }

    private static func decodingUnreserved(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
               let high = ASCII.hexValue(bytes[index + 1]), let low = ASCII.hexValue(bytes[index + 2]) {
                let byte = high << 4 | low
                if ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                    output.append(byte)
                    index += 3
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
