/// The parsers' byte sets (`ByteSet`'s percent-encode sets, delimiters and host checks, and
/// what the one-pass fast path looks at) as one table of 256 bit sets: a scanning loop tests a
/// byte against any union of them with one load and a mask. Built once from the `ByteSet` definitions, which stay the reference.
struct ByteClass: OptionSet, Sendable {
    let rawValue: UInt32

    // The percent-encode sets (https://url.spec.whatwg.org/#percent-encoded-bytes).
    static let c0ControlEncode = ByteClass(rawValue: 1 << 0)
    static let fragmentEncode = ByteClass(rawValue: 1 << 1)
    static let queryEncode = ByteClass(rawValue: 1 << 2)
    static let specialQueryEncode = ByteClass(rawValue: 1 << 3)
    static let pathEncode = ByteClass(rawValue: 1 << 4)
    static let userinfoEncode = ByteClass(rawValue: 1 << 5)
    /// `ByteSet.needsValidation`: not URL code points, `%`, multi-byte sequences.
    static let needsValidation = ByteClass(rawValue: 1 << 6)
    /// `/`, `?`, `#`: the end of a segment or the authority in a non-special URL.
    static let delimiter = ByteClass(rawValue: 1 << 7)
    /// `/`, `\`, `?`, `#`: the same in a special URL.
    static let specialDelimiter = ByteClass(rawValue: 1 << 8)
    static let numberSign = ByteClass(rawValue: 1 << 9)
    /// `ByteSet.opaquePathStop`.
    static let opaquePathStop = ByteClass(rawValue: 1 << 10)
    /// `@`, `:`, `[`, `]`: what the authority scan looks at before its end.
    static let authorityMark = ByteClass(rawValue: 1 << 11)
    /// `ByteSet.plainLabelBytes`.
    static let plainLabel = ByteClass(rawValue: 1 << 12)
    static let forbiddenDomain = ByteClass(rawValue: 1 << 13)
    static let forbiddenHost = ByteClass(rawValue: 1 << 14)

    // What the one-pass fast path (`NormalizedURLScanner`) looks at more closely in a component:
    // bytes its percent-encode set holds, bytes that are reported (not URL units, `%`), and the
    // path's `/`.
    static let pathAttention = ByteClass(rawValue: 1 << 15)
    static let specialQueryAttention = ByteClass(rawValue: 1 << 16)
    static let queryAttention = ByteClass(rawValue: 1 << 17)
    static let fragmentAttention = ByteClass(rawValue: 1 << 18)
    /// What a fast-path opaque host may hold besides `%XX`: URL code points that are neither
    /// forbidden host code points nor percent-encoded.
    static let opaqueHost = ByteClass(rawValue: 1 << 19)
    /// What a scheme holds after its first letter (https://url.spec.whatwg.org/#scheme-state):
    /// ASCII alphanumerics, `+`, `-`, `.`.
    static let schemeCode = ByteClass(rawValue: 1 << 20)

    /// Whether the two share a member.
    func intersects(_ other: ByteClass) -> Bool { rawValue & other.rawValue != 0 }

    /// Each byte's classes, indexed by the byte.
    static let table: [ByteClass] = {
        let sets: [(ByteSet, ByteClass)] = [
            (.c0Control, .c0ControlEncode), (.fragment, .fragmentEncode), (.query, .queryEncode),
            (.specialQuery, .specialQueryEncode), (.path, .pathEncode), (.userinfo, .userinfoEncode),
            (.needsValidation, .needsValidation), (.delimiters, .delimiter), (.specialDelimiters, .specialDelimiter),
            (.numberSign, .numberSign), (.opaquePathStop, .opaquePathStop), (ByteSet("@:[]"), .authorityMark),
            (.plainLabelBytes, .plainLabel), (.forbiddenDomain, .forbiddenDomain), (.forbiddenHost, .forbiddenHost),
            (ByteSet.path.union(.notURLUnit).union(.percentSign).union(ByteSet("/")), .pathAttention),
            (ByteSet.specialQuery.union(.notURLUnit).union(.percentSign), .specialQueryAttention),
            (ByteSet.query.union(.notURLUnit).union(.percentSign), .queryAttention),
            (ByteSet.fragment.union(.notURLUnit).union(.percentSign), .fragmentAttention),
            (ByteSet { ASCII.isAlphanumeric($0) || "-._~!$&'()*+,;=".utf8.contains($0) }, .opaqueHost),
            (ByteSet { ASCII.isAlphanumeric($0) || "+-.".utf8.contains($0) }, .schemeCode),
        ]
        var table = [ByteClass](repeating: [], count: 256)
        for (set, byteClass) in sets {
            for byte in 0...255 where set.contains(UInt8(byte)) { table[byte].insert(byteClass) }
        }
        return table
    }()
}
