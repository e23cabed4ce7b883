/// UTS #46 Processing (section 4) and ToASCII (section 4.2), with Transitional_Processing=false
/// and IgnoreInvalidPunycode=false.
enum UTS46 {
    private static let maxDNSLabelLength = 63
    private static let maxDNSDomainLength = 253
    private static let acePrefix = Array("xn--".utf8)

    /// UTS #46 ToASCII of `domain` under `options`.
    static func toASCII(_ domain: String, options: IDNA.Options) throws(IDNAError) -> String {
        let labels = try process(domain, options: options)
        var output: [UInt8] = []
        output.reserveCapacity(domain.utf8.count + labels.count * acePrefix.count)
        for (index, label) in labels.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ".")) }
            if label.scalars.allSatisfy({ $0.isASCII }) {
                for scalar in label.scalars { output.append(UInt8(truncatingIfNeeded: scalar.value)) }
                continue
            }
            output.append(contentsOf: acePrefix)
            do throws(PunycodeError) {
                try Punycode.encode(label.scalars, into: &output)
            } catch {
                throw IDNAError(error, scalarOffset: label.offset)
            }
        }
        if options.verifyDNSLength { try verifyDNSLength(output, labels: labels) }
        return String(decoding: output, as: UTF8.self)
    }

    /// A label after Processing: its scalars (decoded, for an "xn--" label) and the input
    /// offset where it began.
    private struct Label {
        var scalars: ArraySlice<Unicode.Scalar>
        var offset: Int
    }

    /// Processing steps 1–4 and the domain-wide CheckBidi.
    private static func process(_ domain: String, options: IDNA.Options) throws(IDNAError) -> [Label] {
        let (mapped, labelOffsets) = try IDNAMapping.map(domain)
        let pieces = NFC.normalize(mapped).split(separator: ".", omittingEmptySubsequences: false)
        var labels: [Label] = []
        labels.reserveCapacity(pieces.count)
        var isBidiDomain = false
        for (index, piece) in pieces.enumerated() {
            let offset = index < labelOffsets.count ? labelOffsets[index] : 0
            let label = try convertAndValidate(piece, options: options, offset: offset)
            isBidiDomain = isBidiDomain || BidiRule.hasRightToLeftCharacter(label.scalars)
            labels.append(label)
        }
        if options.checkBidi, isBidiDomain,
           let broken = labels.first(where: { !BidiRule.isSatisfied(by: $0.scalars) }) {
            throw IDNAError(kind: .bidiRule, scalarOffset: broken.offset)
        }
        return labels
    }

    /// Processing step 4 for one label: decode an "xn--" label, then check validity.
    private static func convertAndValidate(
        _ label: ArraySlice<Unicode.Scalar>, options: IDNA.Options, offset: Int
    ) throws(IDNAError) -> Label {
        guard LabelValidity.hasACEPrefix(label) else {
            try LabelValidity.check(label, wasDecoded: false, options: options, offset: offset)
            return Label(scalars: label, offset: offset)
        }
        guard label.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        let decoded: ArraySlice<Unicode.Scalar>
        do throws(PunycodeError) {
            decoded = try Punycode.decode(label.dropFirst(4))[...]
        } catch {
            throw IDNAError(error, scalarOffset: offset)
        }
        guard !decoded.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        try LabelValidity.check(decoded, wasDecoded: true, options: options, offset: offset)
        return Label(scalars: decoded, offset: offset)
    }

    /// ToASCII step 3 on the ASCII domain: every label but the root label 1–63 characters, the
    /// domain at most 253 characters without the root label.
    private static func verifyDNSLength(_ ascii: [UInt8], labels: [Label]) throws(IDNAError) {
        let labelLengths = ascii.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(\.count)
        let hasRootLabel = labelLengths.count > 1 && labelLengths.last == 0
        let nonRoot = hasRootLabel ? labelLengths.dropLast() : labelLengths[...]
        for (length, label) in zip(nonRoot, labels) {
            if length == 0 { throw IDNAError(kind: .emptyLabel, scalarOffset: label.offset) }
            if length > maxDNSLabelLength { throw IDNAError(kind: .dnsLength, scalarOffset: label.offset) }
        }
        if nonRoot.reduce(nonRoot.count - 1, +) > maxDNSDomainLength { throw IDNAError(kind: .dnsLength, scalarOffset: 0) }
    }
}

extension IDNAError {
    /// The IDNA error for a Punycode failure in the label that begins at `scalarOffset`.
    init(_ error: PunycodeError, scalarOffset: Int) {
        self.init(kind: error == .tooLong ? .labelTooLong : .invalidPunycode, scalarOffset: scalarOffset)
    }
}
