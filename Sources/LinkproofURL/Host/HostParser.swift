/// The host parser for special URLs and bracketed hosts
/// (https://url.spec.whatwg.org/#concept-host-parser): IPv6, then domain to ASCII, forbidden
/// domain code points, and IPv4 when the domain ends in a number. (Opaque hosts are the
/// URL parser's, since they share its percent-encoding checks.) Steps are cited from the URL
/// Standard at commit 6ae8486 (2026-07-02), where "domain to ASCII" is named "domain parser".
struct HostParser {
    let input: UnsafeBufferPointer<UInt8>
    /// `ByteClass.table`.
    let classes: UnsafeBufferPointer<ByteClass>
    /// Repaired errors, at byte indexes of `input`.
    private(set) var warnings: [HostIssue] = []

    init(input: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>) {
        self.input = input
        self.classes = classes
    }

    /// Parses the host and appends its serialization to `out`.
    mutating func parse(into out: inout URLWriter) throws(HostIssue) -> HostKind {
        // Host parser, step 1: input starts with `[`.
        if input.first == UInt8(ascii: "[") {
            // Host parser, step 1.1: input does not end with `]`: IPv6-unclosed, return failure.
            guard input.count >= 2, input.last == UInt8(ascii: "]") else { throw HostIssue(code: .ipv6Unclosed, index: 0) }
            // Host parser, step 1.2: IPv6 parsing input without its `[` and `]`.
            let inner = UnsafeBufferPointer(rebasing: input[1..<(input.count - 1)])
            do {
                var text: [UInt8] = []
                HostSerializer.appendIPv6(try IPv6Parser.parse(inner), to: &text)
                out.append(contentsOf: text)
            } catch {
                throw HostIssue(code: error.code, index: error.index + 1)
            }
            return .ipv6
        }
        // Host parser, steps 4-9 (step 2, opaque hosts, is the URL parser's; step 3 asserts).
        // Step 4, a domain-percent-encoded validation error for a percent-encoded byte, is in
        // the spec since 2026-06-30 and not recorded here.
        let scan = DomainScan(input, classes)
        // Not a spec step: no `%`, nothing non-ASCII, no `xn--` label, so percent-decoding (step
        // 5) is the identity and the domain parser (step 6) only lowercases (its step 5; its
        // steps 1-2 are not recorded, as below).
        guard scan.needsUTS46 else { return try appendDomain(input, scan, mapsToInput: true, into: &out) }
        // Host parser, step 5 is the identity (no `%`); step 6: the domain parser, whose step 6
        // (not an ASCII string) is Unicode ToASCII.
        if !scan.hasPercent, scan.hasNonASCII { return try appendToASCII(input, into: &out) }
        let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: input.count) { scratch in
            Result { () throws(HostIssue) -> HostKind in
                // Host parser, step 5: the percent-decoding of input (UTF-8 decoding is the
                // domain parser's UTS #46 reading of the bytes).
                let decoded = PercentEncoding.decode(input, into: scratch)
                // Host parser, step 6, with the domain parser's step 6: not an ASCII string.
                guard decoded.allSatisfy({ $0 < 0x80 }) else { return try appendToASCII(decoded, into: &out) }
                // Host parser, step 6, with the domain parser's step 5: an ASCII string becomes
                // its ASCII lowercasing (`IDNA.domainToASCII`); its steps 1-2, a domain-to-ASCII
                // validation error when strict ToASCII fails, are not recorded.
                for index in decoded.indices { scratch[index] = ASCII.lowercased(decoded[index]) }
                return try appendDomain(decoded, DomainScan(decoded, classes), mapsToInput: false, into: &out)
            }
        }
        return try result.get()
    }

    /// Domain to ASCII (UTS #46 ToASCII, not strict) of a domain with non-ASCII bytes, written
    /// straight into `out`, then the steps after it (`appendDomain`) on what was written.
    private mutating func appendToASCII(_ domain: UnsafeBufferPointer<UInt8>, into out: inout URLWriter) throws(HostIssue) -> HostKind {
        let start = out.count
        do throws(IDNAError) {
            // Domain parser, step 6.1: domain parser ToASCII with beStrict false. 6.2: failure
            // returns failure (recorded as domain-to-ASCII, the spec's step 2 error, which
            // strict ToASCII would also give). Step 2's error when only strict ToASCII fails
            // is not recorded.
            try UTS46.toASCII(utf8: domain, options: .urlStandard(beStrict: false), into: &out)
        } catch {
            throw HostIssue(code: .domainToASCII, index: 0)
        }
        let written = out.written(start..<out.count)
        let scan = DomainScan(written, classes)
        // Domain parser, steps 7-8, and host parser, step 8, answered for the usual result
        // (not empty, nothing forbidden, not a number) without copying it.
        guard written.isEmpty || scan.firstForbidden != nil || (scan.mayEndInANumber && IPv4Parser.endsInANumber(written)) else {
            return .domain
        }
        // An empty or forbidden result, or one that ends in a number: rare, so copied.
        let ascii = Array(written)
        out.truncate(to: start)
        let result = ascii.withUnsafeBufferPointer { ascii in
            Result { () throws(HostIssue) -> HostKind in try appendDomain(ascii, DomainScan(ascii, classes), mapsToInput: false, into: &out) }
        }
        return try result.get()
    }

    /// What one pass over a domain tells: whether domain to ASCII is more than ASCII
    /// lowercasing (non-ASCII bytes, a `%` to decode first, or a label starting with `xn--`),
    /// where the first forbidden domain code point is, whether there is uppercase, and whether
    /// the domain may end in a number (the last label, or the one before a final `.`, starts
    /// with a digit, as every number does).
    private struct DomainScan {
        var hasNonASCII = false
        var hasPercent = false
        var hasPunycodeLabel = false
        var firstForbidden: Int?
        var hasUppercase = false
        var mayEndInANumber = false

        init(_ domain: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<ByteClass>) {
            var index = 0
            var atLabelStart = true
            while index < domain.count {
                if atLabelStart {
                    if HostParser.startsWithPunycodePrefix(domain, at: index) { hasPunycodeLabel = true }
                    mayEndInANumber = ASCII.isDigit(domain[index])
                }
                atLabelStart = false
                while index < domain.count, classes[Int(domain[index])].contains(.plainLabel) { index += 1 }
                guard index < domain.count else { break }
                let byte = domain[index]
                if byte == UInt8(ascii: ".") {
                    atLabelStart = true
                } else {
                    hasNonASCII = hasNonASCII || byte >= 0x80
                    hasPercent = hasPercent || byte == UInt8(ascii: "%")
                    hasUppercase = hasUppercase || ASCII.isUppercase(byte)
                    if firstForbidden == nil, classes[Int(byte)].contains(.forbiddenDomain) { firstForbidden = index }
                }
                index += 1
            }
        }

        var needsUTS46: Bool { hasNonASCII || hasPercent || hasPunycodeLabel }
    }

    /// The steps after domain to ASCII: empty and forbidden checks, then IPv4 when the
    /// domain ends in a number. `domain` is lowercased as it is appended. When `mapsToInput`,
    /// domain byte `i` is input byte `i` (for error offsets).
    private mutating func appendDomain(_ domain: UnsafeBufferPointer<UInt8>, _ scan: DomainScan, mapsToInput: Bool,
                                       into out: inout URLWriter) throws(HostIssue) -> HostKind {
        // Domain parser, step 7: result is the empty string: return failure (recorded as
        // domain-to-ASCII).
        guard !domain.isEmpty else { throw HostIssue(code: .domainToASCII, index: 0) }
        // Domain parser, step 8: result contains a forbidden domain code point: return failure
        // (recorded as domain-invalid-code-point, which the spec named until 2026-06-30).
        if let forbidden = scan.firstForbidden {
            throw HostIssue(code: .domainInvalidCodePoint, index: mapsToInput ? forbidden : forbiddenIndexInInput)
        }
        // Host parser, step 9: asciiDomain does not end in a number: return it (lowercased as
        // it is written: the domain parser's step 5 for an ASCII domain).
        guard scan.mayEndInANumber, IPv4Parser.endsInANumber(domain) else {
            let start = out.count
            out.append(domain)
            if scan.hasUppercase { out.lowercase(from: start) }
            return .domain
        }
        // Host parser, step 8: asciiDomain ends in a number: IPv4 parsing it.
        var ipv4Warnings: [HostIssue] = []
        defer {
            for warning in ipv4Warnings { warnings.append(HostIssue(code: warning.code, index: mapsToInput ? warning.index : 0)) }
        }
        do {
            var text: [UInt8] = []
            HostSerializer.appendIPv4(try IPv4Parser.parse(domain, warnings: &ipv4Warnings), to: &text)
            out.append(contentsOf: text)
            return .ipv4
        } catch {
            throw HostIssue(code: error.code, index: mapsToInput ? error.index : 0)
        }
    }

    /// `xn--` (any case) at `index`.
    static func startsWithPunycodePrefix(_ domain: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 4 <= domain.count && domain[index] | 0x20 == UInt8(ascii: "x") && domain[index + 1] | 0x20 == UInt8(ascii: "n")
            && domain[index + 2] == UInt8(ascii: "-") && domain[index + 3] == UInt8(ascii: "-")
    }

    /// Best guess at where a forbidden domain code point came from when the domain went
    /// through percent-decoding or IDNA: the first forbidden byte, or `%` escape, or 0.
    private var forbiddenIndexInInput: Int {
        input.firstIndex { ByteSet.forbiddenDomain.contains($0) && $0 != UInt8(ascii: "%") }
            ?? input.firstIndex(of: UInt8(ascii: "%")) ?? 0
    }
}
