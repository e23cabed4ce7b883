/// The host parser for special URLs and bracketed hosts
/// (https://url.spec.whatwg.org/#concept-host-parser): IPv6, then domain to ASCII, forbidden
/// domain code points, and IPv4 when the domain ends in a number. (Opaque hosts are the
/// URL parser's, since they share its percent-encoding checks.)
struct HostParser {
    let input: UnsafeBufferPointer<UInt8>
    /// Repaired errors, at byte indexes of `input`.
    private(set) var warnings: [HostIssue] = []

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    /// Parses the host and appends its serialization to `out`.
    mutating func parse(into out: inout URLWriter) throws(HostIssue) -> HostKind {
        if input.first == UInt8(ascii: "[") {
            guard input.count >= 2, input.last == UInt8(ascii: "]") else { throw HostIssue(code: .ipv6Unclosed, index: 0) }
            let inner = UnsafeBufferPointer(rebasing: input[1..<(input.count - 1)])
            do {
                HostSerializer.appendIPv6(try IPv6Parser.parse(inner), to: &out.bytes)
            } catch {
                throw HostIssue(code: error.code, index: error.index + 1)
            }
            return .ipv6
        }
        let hostStart = out.count
        let mapsOneToOne = try appendASCIIDomain(into: &out)
        let domain = out.bytes[hostStart...]
        guard !domain.isEmpty else { throw HostIssue(code: .domainToASCII, index: 0) }
        if let bad = domain.firstIndex(where: { ByteClass.of($0).contains(.forbiddenDomain) }) {
            throw HostIssue(code: .domainInvalidCodePoint, index: mapsOneToOne ? bad - hostStart : forbiddenIndexInInput)
        }
        let isIPv4 = domain.withUnsafeBufferPointer { IPv4Parser.endsInANumber($0) }
        guard isIPv4 else { return .domain }
        var ipv4Warnings: [HostIssue] = []
        let parsed: Result<UInt32, HostIssue> = domain.withUnsafeBufferPointer { buffer in
            Result { () throws(HostIssue) -> UInt32 in try IPv4Parser.parse(buffer, warnings: &ipv4Warnings) }
        }
        for warning in ipv4Warnings { warnings.append(HostIssue(code: warning.code, index: mapsOneToOne ? warning.index : 0)) }
        switch parsed {
        case .success(let address):
            out.truncate(to: hostStart)
            HostSerializer.appendIPv4(address, to: &out.bytes)
            return .ipv4
        case .failure(let issue):
            throw HostIssue(code: issue.code, index: mapsOneToOne ? issue.index : 0)
        }
    }

    /// Domain to ASCII (https://url.spec.whatwg.org/#concept-domain-to-ascii) with
    /// beStrict false, appended to `out`. Returns whether each byte written is the input byte
    /// at the same index (so offsets can be mapped back).
    private func appendASCIIDomain(into out: inout URLWriter) throws(HostIssue) -> Bool {
        if isPlainASCIIDomain {
            for byte in input { out.append(ASCII.lowercased(byte)) }
            return true
        }
        let decoded = String(decoding: PercentEncoding.decode(input), as: UTF8.self)
        let ascii: String
        let decodedBytes = Array(decoded.utf8)
        if decodedBytes.allSatisfy({ $0 < 0x80 }), !decodedBytes.withUnsafeBufferPointer(Self.hasPunycodeLabel) {
            ascii = String(decoding: decodedBytes.map(ASCII.lowercased), as: UTF8.self)
        } else {
            do {
                ascii = try IDNA.domainToASCII(decoded, beStrict: false)
            } catch {
                throw HostIssue(code: .domainToASCII, index: 0)
            }
        }
        for byte in ascii.utf8 { out.append(byte) }
        return false
    }

    /// ASCII without `%` and without a label starting with `xn--`: domain to ASCII is ASCII
    /// lowercasing.
    private var isPlainASCIIDomain: Bool {
        !input.contains { $0 >= 0x80 || $0 == UInt8(ascii: "%") } && !Self.hasPunycodeLabel(input)
    }

    /// Whether a label starts with `xn--` (any case).
    private static func hasPunycodeLabel(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
        var labelStart = 0
        while labelStart + 4 <= domain.count {
            if domain[labelStart] | 0x20 == UInt8(ascii: "x"), domain[labelStart + 1] | 0x20 == UInt8(ascii: "n"),
               domain[labelStart + 2] == UInt8(ascii: "-"), domain[labelStart + 3] == UInt8(ascii: "-") {
                return true
            }
            guard let dot = domain[labelStart...].firstIndex(of: UInt8(ascii: ".")) else { return false }
            labelStart = dot + 1
        }
        return false
    }

    /// Best guess at where a forbidden domain code point came from when the domain went
    /// through percent-decoding or IDNA: the first forbidden byte, or `%` escape, or 0.
    private var forbiddenIndexInInput: Int {
        input.firstIndex { ByteClass.of($0).contains(.forbiddenDomain) && $0 != UInt8(ascii: "%") }
            ?? input.firstIndex(of: UInt8(ascii: "%")) ?? 0
    }
}
