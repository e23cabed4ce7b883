/// Why a Punycode conversion failed.
enum PunycodeError: Error, Hashable, Sendable {
    /// A character that is not a base-36 digit (a–z, A–Z, 0–9) where a digit was expected,
    /// or a non-ASCII character among the basic code points.
    case invalidCharacter
    /// The input ended in the middle of a variable-length integer.
    case truncated
    /// An intermediate value overflowed 32 bits (RFC 3492 section 6.4).
    case overflow
    /// A decoded value is not a Unicode scalar (a surrogate or beyond U+10FFFF).
    case invalidScalar
    /// The input is longer than `Punycode.maxLength`.
    case tooLong
}

/// Punycode (RFC 3492): Bootstring with the parameters for IDNA.
enum Punycode {
    /// The most scalars a label may have, decoded, in either direction. Both algorithms take time
    /// proportional to that count squared at worst, so a fixed bound keeps domain processing
    /// linear; 256 is the bound of RFC 3492's sample implementation, four times DNS's 63 octets.
    static let maxLength = 256

    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 0x80
    private static let delimiter: Unicode.Scalar = "-"

    // MARK: Decoding (RFC 3492 section 6.2)

    /// The scalars that `encoded` (the part of a label after "xn--") stands for.
    /// Throws `tooLong` when the output would exceed `maxLength` scalars.
    static func decode(_ encoded: some BidirectionalCollection<Unicode.Scalar>) throws(PunycodeError) -> [Unicode.Scalar] {
        let delimiterIndex = encoded.lastIndex(of: delimiter)
        var output: [UInt32] = []
        for scalar in encoded[..<(delimiterIndex ?? encoded.startIndex)] {
            guard scalar.isASCII else { throw .invalidCharacter }
            output.append(scalar.value)
        }
        var input = delimiterIndex.map { encoded[encoded.index(after: $0)...] } ?? encoded[...]
        var n = initialN
        var i: UInt32 = 0
        var bias = initialBias
        while !input.isEmpty {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard let scalar = input.popFirst() else { throw .truncated }
                guard let digit = digitValue(scalar) else { throw .invalidCharacter }
                i = try add(i, try multiply(digit, weight))
                let t = threshold(k, bias: bias)
                if digit < t { break }
                weight = try multiply(weight, base - t)
                k += base
            }
            let length = UInt32(output.count + 1)
            bias = adapt(delta: i - oldI, length: length, firstTime: oldI == 0)
            n = try add(n, i / length)
            i %= length
            guard Unicode.Scalar(n) != nil else { throw .invalidScalar }
            guard output.count < maxLength else { throw .tooLong }
            output.insert(n, at: Int(i))
            i += 1
        }
        return output.compactMap(Unicode.Scalar.init)
    }

    // MARK: Encoding (RFC 3492 section 6.3)

    /// Appends the Punycode encoding of `scalars` (without the "xn--" prefix) to `output`;
    /// throws `tooLong` for more than `maxLength` scalars.
    static func encode<Output: ASCIIOutput & ~Copyable>(
        _ scalars: some Collection<Unicode.Scalar>, into output: inout Output
    ) throws(PunycodeError) {
        guard scalars.count <= maxLength else { throw .tooLong }
        let outputStart = output.count
        // The smallest code point not yet handled, found in the pass over the scalars before.
        var next = UInt32.max
        for scalar in scalars {
            if scalar.value < initialN {
                output.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                next = min(next, scalar.value)
            }
        }
        let basicCount = UInt32(output.count - outputStart)
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(truncatingIfNeeded: delimiter.value)) }
        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        while handled < scalars.count {
            delta = try add(delta, try multiply(next - n, handled + 1))
            n = next
            next = UInt32.max
            for scalar in scalars {
                let value = scalar.value
                if value < n {
                    delta = try add(delta, 1)
                } else if value > n {
                    next = min(next, value)
                } else {
                    appendVariableLengthInteger(delta, bias: bias, to: &output)
                    bias = adapt(delta: delta, length: handled + 1, firstTime: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta = try add(delta, 1)
            n = try add(n, 1)
        }
    }

    /// Appends `q` as a generalized variable-length integer (RFC 3492 section 3.3).
    private static func appendVariableLengthInteger<Output: ASCIIOutput & ~Copyable>(_ q: UInt32, bias: UInt32, to output: inout Output) {
        var q = q
        var k = base
        while true {
            let t = threshold(k, bias: bias)
            if q < t { break }
            output.append(digitCharacter(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        output.append(digitCharacter(q))
    }

    // MARK: Shared pieces

    private static func threshold(_ k: UInt32, bias: UInt32) -> UInt32 {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    /// Bias adaptation (RFC 3492 section 6.1).
    private static func adapt(delta: UInt32, length: UInt32, firstTime: Bool) -> UInt32 {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / length
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "a"..."z": scalar.value - 0x61
        case "A"..."Z": scalar.value - 0x41
        case "0"..."9": scalar.value - 0x30 + 26
        default: nil
        }
    }

    /// The lowercase ASCII digit for `value` (0...35).
    private static func digitCharacter(_ value: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 26 ? value + 0x61 : value - 26 + 0x30)
    }

    private static func add(_ a: UInt32, _ b: UInt32) throws(PunycodeError) -> UInt32 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { throw .overflow }
        return sum
    }

    private static func multiply(_ a: UInt32, _ b: UInt32) throws(PunycodeError) -> UInt32 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw .overflow }
        return product
    }
}
