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
            var ipv6Warnings: [HostIssue] = []
            defer { warnings += ipv6Warnings.map { HostIssue(code: $0.code, index: $0.index + 1) } }
            do {
                var text: [UInt8] = []
                HostSerializer.appendIPv6(try IPv6Parser.parse(inner, warnings: &ipv6Warnings), to: &text)
                out.append(contentsOf: text)
            } catch {
                throw HostIssue(code: error.code, index: error.index + 1)
            }
            return .ipv6
        }
        // Host parser, steps 4-9 (step 2, opaque hosts, is the URL parser's; step 3 asserts).
        let scan = DomainScan(input, classes)
        // Not a spec step: no `%`, nothing non-ASCII, no `xn--` label, so percent-decoding (step
        // 5) is the identity and the domain parser (step 6) only lowercases (its step 5), after
        // its steps 1-2 (`appendDomain`).
        guard scan.needsUTS46 else { return try appendDomain(input, scan, mapsToInput: true, strictness: .ascii, into: &out) }
        // Host parser, step 4: input contains a percent-encoded byte: domain-percent-encoded.
        if scan.hasPercent, let escape = PercentEncoding.firstEncodedByte(in: input) {
            warnings.append(HostIssue(code: .domainPercentEncoded, index: escape))
        }
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
                // its ASCII lowercasing (`IDNA.domainToASCII`), after its steps 1-2.
                let decodedScan = DomainScan(decoded, classes)
                let strictness: Strictness = decodedScan.hasPunycodeLabel ? .uts46 : .ascii
                for index in decoded.indices { scratch[index] = ASCII.lowercased(decoded[index]) }
                return try appendDomain(decoded, decodedScan, mapsToInput: false, strictness: strictness, into: &out)
            }
        }
        return try result.get()
    }

    /// Domain to ASCII (UTS #46 ToASCII) of a domain with non-ASCII bytes, written straight
    /// into `out`, then the steps after it (`appendDomain`) on what was written.
    private mutating func appendToASCII(_ domain: UnsafeBufferPointer<UInt8>, into out: inout URLWriter) throws(HostIssue) -> HostKind {
        let start = out.count
        do throws(IDNAError) {
            // Domain parser, step 6.1: domain parser ToASCII with beStrict false. 6.2: failure
            // returns failure (recorded as domain-to-ASCII, step 2's error, as strict ToASCII,
            // whose checks include these, fails too).
            try UTS46.toASCII(utf8: domain, options: .urlStandard(beStrict: false), into: &out)
        } catch {
            throw HostIssue(code: .domainToASCII, index: 0)
        }
        let written = out.written(start..<out.count)
        let scan = DomainScan(written, classes)
        // Domain parser, step 1, strict ToASCII, answered from step 6.1's result (the options
        // differ in checks, not in the mapping): its STD3 and length checks are the result's,
        // and so are its hyphen checks but for an `xn--` label whose Unicode label has a `-`,
        // which is run again strictly (rare).
        let strictFails = scan.strictToASCIIFails || (scan.hasPunycodeLabelWithHyphen && Self.strictToASCIIFails(domain))
        let strictness: Strictness = strictFails ? .failed : .passed
        // Domain parser, steps 7-8, and host parser, step 8, answered for the usual result
        // (not empty, nothing forbidden, not a number) without copying it.
        guard written.isEmpty || scan.firstForbidden != nil || (scan.mayEndInANumber && IPv4Parser.endsInANumber(written)) else {
            recordStrictFailure(strictness, of: written, scan)
            return .domain
        }
        // An empty or forbidden result, or one that ends in a number: rare, so copied.
        let ascii = Array(written)
        out.truncate(to: start)
        let result = ascii.withUnsafeBufferPointer { ascii in
            Result { () throws(HostIssue) -> HostKind in
                try appendDomain(ascii, DomainScan(ascii, classes), mapsToInput: false, strictness: strictness, into: &out)
            }
        }
        return try result.get()
    }

    /// How the domain parser's step 1, strict ToASCII, is answered for a domain.
    private enum Strictness {
        /// Already answered: it succeeds, or fails on a domain that may still be accepted.
        case passed, failed
        /// An ASCII domain with no `xn--` label: from its scan (`StrictASCIIDomain`).
        case ascii
        /// An ASCII domain with an `xn--` label: by UTS #46, whose Punycode check it needs.
        case uts46
    }

    /// The domain parser's step 2: a domain-to-ASCII validation error when strict ToASCII
    /// fails on a domain that is accepted (a domain that fails adds no second error).
    private mutating func recordStrictFailure(_ strictness: Strictness, of domain: UnsafeBufferPointer<UInt8>, _ scan: DomainScan) {
        let fails: Bool
        switch strictness {
        case .passed: fails = false
        case .failed: fails = true
        case .ascii: fails = scan.strictToASCIIFails
        case .uts46: fails = Self.strictToASCIIFails(domain)
        }
        if fails { warnings.append(HostIssue(code: .domainToASCII, index: 0)) }
    }

    /// Whether UTS #46 ToASCII with beStrict true fails on `domain`.
    private static func strictToASCIIFails(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        var ignored: [UInt8] = []
        do throws(IDNAError) {
            try UTS46.toASCII(utf8: domain, options: .urlStandard(beStrict: true), into: &ignored)
            return false
        } catch {
            return true
        }
    }

    /// What one pass over a domain tells: whether domain to ASCII is more than ASCII
    /// lowercasing (non-ASCII bytes, a `%` to decode first, or a label starting with `xn--`),
    /// where the first forbidden domain code point is, whether there is uppercase, whether
    /// the domain may end in a number (the last label, or the one before a final `.`, starts
    /// with a digit, as every number does), and, for an ASCII domain with no `xn--` label,
    /// whether strict ToASCII fails on it (`StrictASCIIDomain`).
    private struct DomainScan {
        var hasNonASCII = false
        var hasPercent = false
        var hasPunycodeLabel = false
        var firstForbidden: Int?
        var hasUppercase = false
        var mayEndInANumber = false
        /// A byte other than a letter, digit, `-` or `.`, or a label that fails
        /// `StrictASCIIDomain.hasValidLength`, or one other than an `xn--` label that fails
        /// `hasValidHyphens`, or a length that fails `isTooLong`.
        var strictToASCIIFails = false
        /// An `xn--` label with two or more `-` after its prefix: the Unicode label it encodes
        /// has a `-` (Punycode copies it, and adds one `-` only, before the encoded part), so
        /// CheckHyphens must look at that label. With fewer, it has none and passes.
        var hasPunycodeLabelWithHyphen = false

        init(_ domain: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<ByteClass>) {
            var index = 0
            var labelStart = 0
            var labelHasHyphen = false
            while index < domain.count {
                if index == labelStart { mayEndInANumber = ASCII.isDigit(domain[index]) }
                while index < domain.count, classes[Int(domain[index])].contains(.plainLabel) { index += 1 }
                guard index < domain.count else { break }
                let byte = domain[index]
                if byte == UInt8(ascii: "-") {
                    labelHasHyphen = true
                } else if byte == UInt8(ascii: ".") {
                    // A label ends; one ending the domain is the root, which may be empty.
                    endLabel(domain, labelStart, index, hasHyphen: labelHasHyphen)
                    labelStart = index + 1
                    labelHasHyphen = false
                } else {
                    hasNonASCII = hasNonASCII || byte >= 0x80
                    hasPercent = hasPercent || byte == UInt8(ascii: "%")
                    let isUppercase = ASCII.isUppercase(byte)
                    hasUppercase = hasUppercase || isUppercase
                    strictToASCIIFails = strictToASCIIFails || !isUppercase
                    if firstForbidden == nil, classes[Int(byte)].contains(.forbiddenDomain) { firstForbidden = index }
                }
                index += 1
            }
            let endsWithDot = labelStart == domain.count && labelStart > 0
            if !endsWithDot { endLabel(domain, labelStart, domain.count, hasHyphen: labelHasHyphen) }
            if StrictASCIIDomain.isTooLong(count: domain.count, endsWithDot: endsWithDot) { strictToASCIIFails = true }
        }

        /// The checks of the label `domain[start..<end]` once its end is found: its length,
        /// and, only when it has a `-`, whether it starts with `xn--`, and its hyphens.
        private mutating func endLabel(_ domain: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hasHyphen: Bool) {
            if !StrictASCIIDomain.hasValidLength(end - start) { strictToASCIIFails = true }
            guard hasHyphen else { return }
            guard HostParser.startsWithPunycodePrefix(domain, at: start) else {
                if !StrictASCIIDomain.hasValidHyphens(domain, start, end) { strictToASCIIFails = true }
                return
            }
            hasPunycodeLabel = true
            var hyphens = 0
            for index in (start + 4)..<end where domain[index] == UInt8(ascii: "-") { hyphens += 1 }
            if hyphens > 1 { hasPunycodeLabelWithHyphen = true }
        }

        var needsUTS46: Bool { hasNonASCII || hasPercent || hasPunycodeLabel }
    }

    /// The domain parser's steps 1-2 and the steps after domain to ASCII: empty and forbidden
    /// checks, then IPv4 when the domain ends in a number. `domain` is lowercased as it is
    /// appended. When `mapsToInput`, domain byte `i` is input byte `i` (for error offsets).
    private mutating func appendDomain(_ domain: UnsafeBufferPointer<UInt8>, _ scan: DomainScan, mapsToInput: Bool,
                                       strictness: Strictness, into out: inout URLWriter) throws(HostIssue) -> HostKind {
        // Domain parser, step 7: result is the empty string: return failure (recorded as
        // domain-to-ASCII, step 2's error, as strict ToASCII fails on it).
        guard !domain.isEmpty else { throw HostIssue(code: .domainToASCII, index: 0) }
        // Domain parser, step 8: result contains a forbidden domain code point: return failure
        // (recorded as domain-to-ASCII at that code point: strict ToASCII fails on every
        // forbidden domain code point, and the spec names no error of its own since 2026-06-30).
        if let forbidden = scan.firstForbidden {
            throw HostIssue(code: .domainToASCII, index: mapsToInput ? forbidden : forbiddenIndexInInput)
        }
        // Domain parser, step 2, for a domain that is accepted.
        recordStrictFailure(strictness, of: domain, scan)
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
