/// The few `java.lang` string operations Android's matcher relies on, over UTF-16 code units
/// as Java's `char` sees them, so the ports in this folder behave as the platform does.
enum JavaText {
    /// `Integer.parseInt(s)` (radix 10): an optional `+`/`-`, then at least one digit (any
    /// Unicode decimal digit, as `Character.digit` reads one), within `Int32`; nil where
    /// Java throws `NumberFormatException`.
    static func parseInt(_ text: some Collection<UInt16>) -> Int32? {
        var units = text[...]
        guard let first = units.first else { return nil }
        var negative = false
        if first == UInt16(UInt8(ascii: "-")) || first == UInt16(UInt8(ascii: "+")) {
            negative = first == UInt16(UInt8(ascii: "-"))
            units = units.dropFirst()
            guard !units.isEmpty else { return nil }
        }
        var value: Int64 = 0
        for unit in units {
            guard let digit = decimalDigit(unit) else { return nil }
            value = value * 10 + Int64(digit)
            if value > Int64(Int32.max) + 1 { return nil }
        }
        if negative { value = -value }
        guard let result = Int32(exactly: value) else { return nil }
        return result
    }

    /// `Character.digit(c, 10)`: the value of a decimal digit (general category Nd), or nil.
    static func decimalDigit(_ unit: UInt16) -> Int? {
        if unit >= 0x30 && unit <= 0x39 { return Int(unit - 0x30) }
        guard unit >= 0x80, let scalar = Unicode.Scalar(unit), scalar.properties.generalCategory == .decimalNumber,
              let value = scalar.properties.numericValue
        else { return nil }
        return Int(value)
    }

    /// `a.compareToIgnoreCase(b) == 0`: equal after comparing each `char` pair as
    /// `Character.toUpperCase`, then `Character.toLowerCase`, as Java's
    /// `CASE_INSENSITIVE_ORDER` does.
    static func equalsIgnoringCase(_ a: some Collection<UInt16>, _ b: some Collection<UInt16>) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let upperX = upper(x), upperY = upper(y)
            if upperX != upperY && lower(upperX) != lower(upperY) { return false }
        }
        return true
    }

    /// `Character.toUpperCase(char)`: the simple mapping (a full mapping of more than one
    /// character leaves the character as it is, as the `char` overload does).
    private static func upper(_ unit: UInt16) -> UInt16 {
        if unit < 0x80 { return (unit >= 0x61 && unit <= 0x7A) ? unit - 0x20 : unit }
        return simpleMapping(unit) { $0.properties.uppercaseMapping }
    }

    /// `Character.toLowerCase(char)`; U+0130 (İ) maps to `i`, its simple lower-case mapping.
    private static func lower(_ unit: UInt16) -> UInt16 {
        if unit < 0x80 { return (unit >= 0x41 && unit <= 0x5A) ? unit + 0x20 : unit }
        if unit == 0x130 { return 0x69 }
        return simpleMapping(unit) { $0.properties.lowercaseMapping }
    }

    private static func simpleMapping(_ unit: UInt16, _ mapping: (Unicode.Scalar) -> String) -> UInt16 {
        guard let scalar = Unicode.Scalar(unit) else { return unit }
        let mapped = Array(mapping(scalar).utf16)
        return mapped.count == 1 ? mapped[0] : unit
    }

    /// `s.split(String.valueOf(separator))` for a one-character separator: the pieces
    /// between separators with trailing empty pieces removed; `""` splits into `[""]`.
    static func split(_ text: [UInt16], on separator: UInt16) -> [[UInt16]] {
        guard !text.isEmpty else { return [[]] }
        var pieces = text.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
        while let last = pieces.last, last.isEmpty { pieces.removeLast() }
        return pieces
    }
}
