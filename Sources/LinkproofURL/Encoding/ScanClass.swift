/// What the fast path (`NormalizedURLScanner`) asks of a byte, one bit a class: the subset of
/// `ByteClass` it reads, in a table the compiler does not initialize lazily. (`ByteClass.table`
/// is a lazily built global: reading it costs a `swift_once` call, which the full parser pays
/// once a parse but the fast path, at about 1,000 instructions a URL, would pay for every URL;
/// see DESIGN.md, Performance.)
struct ScanClass: OptionSet, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `ByteClass.schemeCode`: ASCII alphanumerics, `+`, `-`, `.`.
    static let schemeCode = ScanClass(rawValue: 1 << 0)
    /// `ByteClass.plainLabel`: ASCII digits and lowercase letters.
    static let plainLabel = ScanClass(rawValue: 1 << 1)
    /// `ByteClass.opaqueHost`.
    static let opaqueHost = ScanClass(rawValue: 1 << 2)
    /// `ByteClass.pathAttention`.
    static let pathAttention = ScanClass(rawValue: 1 << 3)
    /// `ByteClass.specialQueryAttention`.
    static let specialQueryAttention = ScanClass(rawValue: 1 << 4)
    /// `ByteClass.queryAttention`.
    static let queryAttention = ScanClass(rawValue: 1 << 5)
    /// `ByteClass.fragmentAttention`.
    static let fragmentAttention = ScanClass(rawValue: 1 << 6)

    /// Every byte's classes. A literal's bytes live in the binary's read-only data, so reading
    /// them needs no initialization; every entry is below 0x80 (a literal's ASCII character
    /// is one byte). `ScanClassTests.tableIsByteClassTable` compares it with `ByteClass.table`
    /// entry by entry, and prints the literal this must be when they differ.
    private static var table: StaticString {
        """
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{4}\u{78}\u{78}\u{4}\u{78}\u{4}\u{14}\u{4}\u{4}\u{4}\u{5}\u{4}\u{5}\u{5}\u{8}\
        \u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{0}\u{4}\u{78}\u{4}\u{78}\u{8}\
        \u{0}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\
        \u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{5}\u{78}\u{78}\u{78}\u{78}\u{4}\
        \u{78}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\
        \u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{7}\u{78}\u{78}\u{78}\u{4}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\
        \u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}\u{78}
        """
    }

    /// The classes of `byte`. (The index is below 256, the table's length, which the tests check.)
    @inline(__always)
    init(of byte: UInt8) {
        self.init(rawValue: Self.table.utf8Start[Int(byte)])
    }

    /// The table's length, for the tests.
    static var tableCount: Int { table.utf8CodeUnitCount }
}
