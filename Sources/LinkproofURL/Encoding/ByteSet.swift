/// A set of bytes: membership of each ASCII byte as a bit of two 64-bit words, plus whether
/// every non-ASCII byte belongs. A lookup is a shift and a mask, so a scanning loop keeps its
/// sets in registers.
struct ByteSet: Hashable, Sendable {
    /// Bytes 0–63.
    let low: UInt64
    /// Bytes 64–127.
    let high: UInt64
    /// Whether bytes 128–255 belong.
    let includesNonASCII: Bool

    init(low: UInt64, high: UInt64, includesNonASCII: Bool) {
        self.low = low
        self.high = high
        self.includesNonASCII = includesNonASCII
    }

    /// The ASCII bytes for which `predicate` holds.
    init(includesNonASCII: Bool = false, where predicate: (UInt8) -> Bool) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in UInt8(0)..<128 where predicate(byte) {
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }
        self.init(low: low, high: high, includesNonASCII: includesNonASCII)
    }

    /// The bytes of `characters` (ASCII).
    init(_ characters: String) {
        self.init { characters.utf8.contains($0) }
    }

    /// Whether the set holds `byte`: one bit of `low` or `high`, or `includesNonASCII`.
    func contains(_ byte: UInt8) -> Bool {
        let word = byte & 64 == 0 ? low : high
        let member = word >> UInt64(byte & 63) & 1 != 0
        return byte & 128 == 0 ? member : includesNonASCII
    }

    func union(_ other: ByteSet) -> ByteSet {
        ByteSet(low: low | other.low, high: high | other.high, includesNonASCII: includesNonASCII || other.includesNonASCII)
    }
}

// MARK: The percent-encode sets (https://url.spec.whatwg.org/#percent-encoded-bytes)

extension ByteSet {
    /// C0 controls, DEL and every non-ASCII byte.
    static let c0Control = ByteSet(includesNonASCII: true) { $0 < 0x20 || $0 == 0x7F }
    static let fragment = c0Control.union(ByteSet(" \"<>`"))
    static let query = c0Control.union(ByteSet(" \"#<>"))
    static let specialQuery = query.union(ByteSet("'"))
    static let path = query.union(ByteSet("?^`{}"))
    static let userinfo = path.union(ByteSet("/:;=@[\\]|"))
    static let component = userinfo.union(ByteSet("$%&+,"))
    static let formURLEncoded = component.union(ByteSet("!'()~"))
}

// MARK: Scanning

extension ByteSet {
    /// Every byte of a multi-byte UTF-8 sequence.
    static let nonASCII = ByteSet(low: 0, high: 0, includesNonASCII: true)
    static let percentSign = ByteSet("%")
    /// ASCII bytes that are not URL code points (https://url.spec.whatwg.org/#url-code-points),
    /// other than `%`, which is checked on its own.
    static let notURLUnit = ByteSet { byte in
        !(ASCII.isAlphanumeric(byte) || "!$&'()*+,-./:;=?@_~%".utf8.contains(byte))
    }
    /// What the validating copy must look at besides its percent-encode set: bytes that are
    /// not URL code points, `%`, and multi-byte sequences.
    static let needsValidation = notURLUnit.union(percentSign).union(nonASCII)
    /// https://url.spec.whatwg.org/#forbidden-host-code-point
    static let forbiddenHost = ByteSet("\0\t\n\r #/:<>?@[\\]^|")
    /// https://url.spec.whatwg.org/#forbidden-domain-code-point
    static let forbiddenDomain = forbiddenHost.union(ByteSet { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "%") })
    /// What ends a path segment or the authority in a non-special URL, and in a special one.
    static let delimiters = ByteSet("/?#")
    static let specialDelimiters = ByteSet("/\\?#")
    /// The bytes most domain labels consist of, which need no second look: lowercase
    /// letters and digits (not `-`, which makes the label's hyphens checked, nor `_`, on which
    /// strict ToASCII fails: `StrictASCIIDomain`).
    static let plainLabelBytes = ByteSet { ASCII.isDigit($0) || $0 &- UInt8(ascii: "a") < 26 }
    /// What ends a query.
    static let numberSign = ByteSet("#")
    /// Where the opaque path state stops to look: its end, or a space (see `opaquePath`).
    static let opaquePathStop = ByteSet("?# ")
}
