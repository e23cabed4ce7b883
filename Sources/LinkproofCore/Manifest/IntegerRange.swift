import LinkproofURL

/// An `integer` parameter type: `{"type": "integer", "minimum": 1, "maximum": 600}`.
///
/// The value is ASCII decimal digits, with a `-` first only when `minimum` is negative (never
/// `+`), without leading zeros unless `leadingZeros` (`0` itself is fine; `-0` is not), and its
/// number within `minimum…maximum`. A value past the range, or too long for any 64-bit
/// integer, is rejected, never wrapped or clamped; the routed parameter is the text as written.
///
/// The bounds reach the whole signed 64-bit range (−9223372036854775808…9223372036854775807:
/// 19-digit snowflake IDs): a bound a JSON number cannot hold exactly (beyond ±2⁵³−1) is
/// written as a string of decimal digits, `"maximum": "9223372036854775807"`.
public struct IntegerRange: Hashable, Sendable {
    public let minimum: Int
    public let maximum: Int
    /// Whether `0600` is accepted (as 600).
    public let leadingZeros: Bool

    /// The widest bounds a manifest may write as a JSON number: the integers a JSON number
    /// holds exactly (±2⁵³−1). Wider bounds are written as strings of digits.
    public static let boundLimit = 9_007_199_254_740_991

    /// nil when `minimum` is above `maximum`.
    public init?(minimum: Int, maximum: Int, leadingZeros: Bool = false) {
        guard minimum <= maximum else { return nil }
        self.minimum = minimum
        self.maximum = maximum
        self.leadingZeros = leadingZeros
    }

    /// The decimal text of the integer just below `minimum` (past Int's range at its end:
    /// `-9223372036854775809`), for tests and catalogues that try the bound.
    public var belowMinimum: String {
        minimum == Int.min ? "-9223372036854775809" : String(minimum - 1)
    }

    /// The decimal text of the integer just above `maximum` (`9223372036854775808` at Int's end).
    public var aboveMaximum: String {
        maximum == Int.max ? "9223372036854775808" : String(maximum + 1)
    }

    /// Why a value is not an integer of the range.
    enum Problem: Hashable, Sendable {
        case notDecimal
        case sign
        case leadingZero
        case below(Int)
        case above(Int)

        var description: String {
            switch self {
            case .notDecimal: "not a decimal integer (ASCII digits)"
            case .sign: "a sign is not accepted (the minimum is not negative, and '+' never is)"
            case .leadingZero: "a leading zero (write the number without it)"
            case .below(let minimum): "below the minimum \(minimum)"
            case .above(let maximum): "above the maximum \(maximum)"
            }
        }
    }

    /// What is wrong with the value's bytes, if anything.
    func problem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative {
            guard minimum < 0 else { return .sign }
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ ASCII.isDigit($0) }) else { return digits.first == UInt8(ascii: "+") ? .sign : .notDecimal }
        if !leadingZeros, digits.first == UInt8(ascii: "0"), digits.count > 1 || negative { return .leadingZero }
        // The magnitude, stopping past what a 64-bit bound can reach (2⁶³ below zero, 2⁶³−1
        // above): no wrap, no clamp.
        let limit = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        var magnitude: UInt64 = 0
        for digit in digits {
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflow, !carry, sum <= limit else { return negative ? .below(minimum) : .above(maximum) }
            magnitude = sum
        }
        let value = negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
        if value < minimum { return .below(minimum) }
        if value > maximum { return .above(maximum) }
        return nil
    }
}
