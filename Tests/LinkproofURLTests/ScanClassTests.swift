import Testing
@testable import LinkproofURL

/// The fast path's byte classes (`ScanClass`), a literal table, against `ByteClass.table`,
/// which the full parser reads and which is built from the URL Standard's sets (`ByteSet`).
@Suite struct ScanClassTests {
    /// The `ByteClass` that each `ScanClass` stands for.
    static let counterparts: [(ScanClass, ByteClass)] = [
        (.schemeCode, .schemeCode), (.plainLabel, .plainLabel), (.opaqueHost, .opaqueHost),
        (.pathAttention, .pathAttention), (.specialQueryAttention, .specialQueryAttention),
        (.queryAttention, .queryAttention), (.fragmentAttention, .fragmentAttention),
    ]

    /// Every byte's classes are `ByteClass.table`'s. On a difference the message is the table
    /// literal that `ScanClass.table` must hold.
    @Test func tableIsByteClassTable() {
        #expect(ScanClass.tableCount == 256)
        let expected = (0...255).map { byte in
            Self.counterparts.reduce(ScanClass()) { classes, pair in
                ByteClass.table[byte].contains(pair.1) ? classes.union(pair.0) : classes
            }
        }
        let actual = (0...255).map { ScanClass(of: UInt8($0)) }
        let literal = stride(from: 0, to: 256, by: 16).map { row in
            expected[row..<(row + 16)].map { "\\u{\(String($0.rawValue, radix: 16, uppercase: true))}" }.joined() + "\\"
        }.joined(separator: "\n")
        #expect(actual == expected, "ScanClass.table should be\n\(literal)")
    }
}
