/// The IPv4 parser (https://url.spec.whatwg.org/#concept-ipv4-parser), over ASCII bytes.
package enum IPv4Parser {
    /// A value above any valid part, where part values saturate so that long digit runs
    /// cannot overflow.
    private static let saturated: UInt64 = 1 << 33

    /// Whether an ASCII domain "ends in a number" and must be parsed as IPv4
    /// (https://url.spec.whatwg.org/#ends-in-a-number-checker).
    package static func endsInANumber(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = domain.count
        // Ends in a number checker, step 3: the last part is the empty string: remove it (the
        // domain "." leaves an empty last part, so false).
        if end > 0, domain[end - 1] == UInt8(ascii: ".") {
            guard end > 1 else { return false }
            end -= 1
        }
        // Ends in a number checker, steps 2 and 4: last is what follows the last `.`.
        var start = end
        while start > 0, domain[start - 1] != UInt8(ascii: ".") { start -= 1 }
        // Not a spec step: every number starts with a digit (`0x` too), so most domains are
        // answered here, as steps 5-7 would answer them.
        guard start < end, ASCII.isDigit(domain[start]) else { return false }
        let last = UnsafeBufferPointer(rebasing: domain[start..<end])
        // Ends in a number checker, step 5: last is not empty and only ASCII digits: true.
        if last.allSatisfy(ASCII.isDigit) { return true }
        // Ends in a number checker, steps 6-7: last parses as an IPv4 number.
        return number(last) != nil
    }

    /// Parses an IPv4 address; repaired errors are appended to `warnings`.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, warnings: inout [HostIssue]) throws(HostIssue) -> UInt32 {
        // IPv4 parser, step 1: strictly split input on `.`.
        var parts: [Range<Int>] = []
        var start = 0
        for index in 0...input.count where index == input.count || input[index] == UInt8(ascii: ".") {
            parts.append(start..<index)
            start = index + 1
        }
        // IPv4 parser, step 2: the last part is the empty string. 2.1: IPv4-empty-part.
        // 2.2: removed when there are more parts.
        if let last = parts.last, last.isEmpty {
            warnings.append(HostIssue(code: .ipv4EmptyPart, index: last.lowerBound))
            if parts.count > 1 { parts.removeLast() }
        }
        // IPv4 parser, step 3: fewer than 4 parts: IPv4-too-few-parts (at the address's start).
        if parts.count < 4 { warnings.append(HostIssue(code: .ipv4TooFewParts, index: 0)) }
        // IPv4 parser, step 4: more than 4 parts: IPv4-too-many-parts, return failure.
        guard parts.count <= 4 else { throw HostIssue(code: .ipv4TooManyParts, index: 0) }
        var numbers: [UInt64] = []
        // IPv4 parser, step 6, for each part.
        for part in parts {
            // Step 6.1-6.2: IPv4 number parsing the part; failure: IPv4-non-numeric-part, return failure.
            guard let (value, nonDecimal) = number(UnsafeBufferPointer(rebasing: input[part])) else {
                throw HostIssue(code: .ipv4NonNumericPart, index: part.lowerBound)
            }
            // Step 6.3: written in hex or octal: IPv4-non-decimal-part. 6.4: append to numbers.
            if nonDecimal { warnings.append(HostIssue(code: .ipv4NonDecimalPart, index: part.lowerBound)) }
            numbers.append(value)
        }
        // IPv4 parser, steps 7-9 in another order, with the same outcome: a last number of
        // 256^(5 - count) or more is above 255 too (step 7's IPv4-out-of-range-part), and
        // fails (step 9) whatever step 8 finds.
        guard let last = numbers.last, last < UInt64(1) << (8 * (5 - numbers.count)) else {
            throw HostIssue(code: .ipv4OutOfRangePart, index: parts.last?.lowerBound ?? 0)
        }
        // IPv4 parser, step 7: a number above 255: IPv4-out-of-range-part; step 8: failure
        // when it is not the last.
        if let index = numbers.firstIndex(where: { $0 > 255 }) {
            let issue = HostIssue(code: .ipv4OutOfRangePart, index: parts[index].lowerBound)
            guard index == numbers.count - 1 else { throw issue }
            warnings.append(issue)
        }
        // IPv4 parser, steps 10-14: ipv4 is the last number plus each other n × 256^(3 − counter).
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
        // IPv4 number parser, step 1: input is the empty string: return failure.
        guard !part.isEmpty else { return nil }
        // Steps 2-3: R is 10 (validationError is `radix != 10` at the end).
        var digits = part[...]
        var radix: UInt64 = 10
        if part.count >= 2, part[0] == UInt8(ascii: "0"), part[1] | 0x20 == UInt8(ascii: "x") {
            // Step 4: "0x" or "0X": removed, R is 16.
            digits = part[2...]
            radix = 16
        } else if part.count >= 2, part[0] == UInt8(ascii: "0") {
            // Step 5: a leading `0` of two or more code points: removed, R is 8.
            digits = part[1...]
            radix = 8
        }
        var value: UInt64 = 0
        // Steps 6-8: no digits left gives 0 (step 6); a code point that is not a radix-R
        // digit returns failure (step 7); else the value (step 8), held at 2^33 (past any
        // part) so that it cannot overflow.
        for byte in digits {
            guard let digit = ASCII.hexValue(byte), UInt64(digit) < radix else { return nil }
            value = min(value * radix + UInt64(digit), saturated)
        }
        // Step 9: (output, validationError).
        return (value, radix != 10)
    }
}
