import LinkproofURL

extension LinkAnatomy {
    /// The path's segments after the strict checks: no `.`/`..` (also as `%2e`), no encoded
    /// `/`, `\` or `.`, and strict UTF-8 once decoded; the count is returned for matching.
    func checkedPathSegments() throws(Rejection) -> (segments: PathSegments, count: Int) {
        let segments = PathSegments(bytes: bytes, path: path)
        var count = 0
        for range in segments {
            try check(range, in: "path")
            count += 1
        }
        return (segments, count)
    }

    /// The fragment's segments, split on `/` as written (a first `/` is no segment); none
    /// without a fragment. Unchecked: `check(_:in:)` judges each once a fragment template has
    /// selected the link.
    var fragmentSegments: PathSegments { PathSegments(bytes: bytes, path: fragment ?? 0..<0) }

    /// Whether the fragment is there and starts with `/` as `startsWithSlash` says.
    func fragmentStarts(withSlash startsWithSlash: Bool) -> Bool {
        guard let fragment else { return false }
        return (fragment.first.map { bytes[$0] == UInt8(ascii: "/") } ?? false) == startsWithSlash
    }

    /// The strict rules of a path segment, for one of the path or the fragment (`place`).
    func check(_ range: Range<Int>, in place: String) throws(Rejection) {
        if let reason = Self.problem(self[range]) {
            throw Rejection(reason, at: range.lowerBound, Self.detail(reason, in: place))
        }
    }

    /// Whether a checked segment is the template literal `literal` once escapes of unreserved
    /// characters are decoded (other escapes stay as written, and never equal a literal).
    /// With `ignoringCase`, ASCII letters match in either case (a route with `caseSensitive: false`).
    func segment(_ range: Range<Int>, is literal: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false) -> Bool {
        StrictDecoding.decodedEquals(self[range], literal, ignoringCase: ignoringCase, decoding: Self.isUnreserved)
    }

    /// Which strict rule a segment breaks, if any.
    private static func problem(_ bytes: UnsafeBufferPointer<UInt8>) -> RejectReason? {
        if isDotSegment(bytes) { return .pathDotSegment }
        if StrictDecoding.containsEscape(of: [0x2F, 0x5C, 0x2E], in: bytes) { return .encodedPathSeparator }
        return StrictDecoding.isDecodable(bytes) ? nil : .invalidEncoding
    }

    private static func detail(_ reason: RejectReason, in place: String) -> String {
        switch reason {
        case .pathDotSegment: "a '.' or '..' \(place) segment"
        case .encodedPathSeparator: "an encoded '/', '\\' or '.' in a \(place) segment"
        default: "a \(place) segment does not decode to UTF-8"
        }
    }

    /// `.`, `..`, and their spellings with `%2e`, which the URL Standard treats alike.
    private static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var dots = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "2"),
                      bytes[index + 2] | 0x20 == UInt8(ascii: "e") {
                index += 3
            } else {
                return false
            }
            dots += 1
        }
        return dots == 1 || dots == 2
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
}
