/// The IPv4 parser (https://url.spec.whatwg.org/#concept-ipv4-parser), over ASCII bytes.
package enum IPv4Parser {
    /// A value above any valid part, where part values saturate so that long digit runs
    /// cannot overflow.
    private static let saturated: UInt64 = 1 << 33

    /// Whether an ASCII domain "ends in a number" and must be parsed as IPv4
    /// (https://url.spec.whatwg.org/#ends-in-a-number-checker).
    package static func endsInANumber(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = domain.count
        if end > 0, domain[end - 1] == UInt8(ascii: ".") {
            guard end > 1 else { return false }
            end -= 1
        }
        var start = end
        while start > 0, domain[start - 1] != UInt8(ascii: ".") { start -= 1 }
        // Every number starts with a digit (`0x` too), so most domains are answered here.
        guard start < end, ASCII.isDigit(domain[start]) else { return false }
        let last = UnsafeBufferPointer(rebasing: domain[start..<end])
        if last.allSatisfy(ASCII.isDigit) { return true }
        return number(last) != nil
    }

    /// Parses an IPv4 address; repaired errors are appended to `warnings`.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, warnings: inout [HostIssue]) throws(HostIssue) -> UInt32 {
        var parts: [Range<Int>] = []
        var start = 0
        for index in 0...input.count where index == input.count || input[index] == UInt8(ascii: ".") {
            parts.append(start..<index)
            start = index + 1
        }
        if let last = parts.last, last.isEmpty {
            warnings.append(HostIssue(code: .ipv4EmptyPart, index: last.lowerBound))
            if parts.count > 1 { parts.removeLast() }
        }
        guard parts.count <= 4 else { throw HostIssue(code: .ipv4TooManyParts, index: 0) }
        var numbers: [UInt64] = []
        for part in parts {
            guard let (value, nonDecimal) = number(UnsafeBufferPointer(rebasing: input[part])) else {
                throw HostIssue(code: .ipv4NonNumericPart, index: part.lowerBound)
            }
            if nonDecimal { warnings.append(HostIssue(code: .ipv4NonDecimalPart, index: part.lowerBound)) }
            numbers.append(value)
        }
        guard let last = numbers.last, last < UInt64(1) << (8 * (5 - numbers.count)) else {
            throw HostIssue(code: .ipv4OutOfRangePart, index: parts.last?.lowerBound ?? 0)
        }
        if let index = numbers.firstIndex(where: { $0 > 255 }) {
            let issue = HostIssue(code: .ipv4OutOfRangePart, index: parts[index].lowerBound)
            guard index == numbers.count - 1 else { throw issue }
            warnings.append(issue)
        }
        var address = last
        for (counter, number) in numbers.dropLast().enumerated() {
            address += number << (8 * (3 - counter))
        }
        return UInt32(truncatingIfNeeded: address)
    }

    /// Parses a serialized (dotted-decimal) address, as stored in a record.
    static func parseDotted(_ text: [UInt8]) throws(HostIssue) -> UInt32 {
        var warnings: [HostIssue] = []
        let result: Result<UInt32, HostIssue> = text.withUnsafeBufferPointer { buffer in
            Result { () throws(HostIssue) -> UInt32 in try parse(buffer, warnings: &warnings) }
        }
        return try result.get()
    }

    /// The IPv4 number parser (https://url.spec.whatwg.org/#ipv4-number-parser): the value
    /// (saturated) and whether it was written in hex or octal; nil on failure.
    private static func number(_ part: UnsafeBufferPointer<UInt8>) -> (value: UInt64, nonDecimal: Bool)? {
        guard !part.isEmpty else { return nil }
        var digits = part[...]
        var radix: UInt64 = 10
        if part.count >= 2, part[0] == UInt8(ascii: "0"), part[1] | 0x20 == UInt8(ascii: "x") {
            digits = part[2...]
            radix = 16
        } else if part.count >= 2, part[0] == UInt8(ascii: "0") {
            digits = part[1...]
            radix = 8
        }
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = ASCII.hexValue(byte), UInt64(digit) < radix else { return nil }
            value = min(value * radix + UInt64(digit), saturated)
        }
        return (value, radix != 10)
    }
}
