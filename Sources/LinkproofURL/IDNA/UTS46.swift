/// UTS #46 Processing (section 4) and ToASCII (section 4.2), with Transitional_Processing=false
/// and IgnoreInvalidPunycode=false.
enum UTS46 {
    private static let maxDNSLabelLength = 63
    private static let maxDNSDomainLength = 253

    /// UTS #46 ToASCII of `domain` under `options`.
    static func toASCII(_ domain: String, options: IDNA.Options) throws(IDNAError) -> String {
        let labels = try process(domain, options: options)
        var asciiLabels: [String] = []
        asciiLabels.reserveCapacity(labels.count)
        for label in labels {
            if label.scalars.allSatisfy(\.isASCII) {
                asciiLabels.append(String(String.UnicodeScalarView(label.scalars)))
                continue
            }
            do throws(PunycodeError) {
                asciiLabels.append("xn--" + (try Punycode.encode(label.scalars)))
            } catch {
                throw IDNAError(kind: .labelTooLong, scalarOffset: label.offset)
            }
        }
        if options.verifyDNSLength { try verifyDNSLength(asciiLabels, labels: labels) }
        return asciiLabels.joined(separator: ".")
    }

    /// A label after Processing: its scalars (decoded, for an "xn--" label) and the input
    /// offset where it began.
    private struct Label {
        var scalars: [Unicode.Scalar]
        var offset: Int
    }

    /// Processing steps 1–4 and the domain-wide CheckBidi.
    private static func process(_ domain: String, options: IDNA.Options) throws(IDNAError) -> [Label] {
        let (mapped, labelOffsets) = try IDNAMapping.map(domain.unicodeScalars)
        let normalized = NFC.normalize(mapped)
        let pieces = normalized.split(separator: ".", omittingEmptySubsequences: false)
        var labels: [Label] = []
        labels.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            let offset = index < labelOffsets.count ? labelOffsets[index] : 0
            labels.append(try convertAndValidate(piece, options: options, offset: offset))
        }
        if options.checkBidi, BidiRule.isBidiDomain(labels.map(\.scalars)),
           let broken = labels.first(where: { !BidiRule.isSatisfied(by: $0.scalars) }) {
            throw IDNAError(kind: .bidiRule, scalarOffset: broken.offset)
        }
        return labels
    }

    /// Processing step 4 for one label: decode an "xn--" label, then check validity.
    private static func convertAndValidate(
        _ piece: ArraySlice<Unicode.Scalar>, options: IDNA.Options, offset: Int
    ) throws(IDNAError) -> Label {
        guard LabelValidity.hasACEPrefix(piece) else {
            let label = Array(piece)
            try LabelValidity.check(label, wasDecoded: false, options: options, offset: offset)
            return Label(scalars: label, offset: offset)
        }
        guard piece.allSatisfy(\.isASCII) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        let decoded: [Unicode.Scalar]
        do throws(PunycodeError) {
            decoded = try Punycode.decode(piece.dropFirst(4))
        } catch .tooLong {
            throw IDNAError(kind: .labelTooLong, scalarOffset: offset)
        } catch {
            throw IDNAError(kind: .invalidPunycode, scalarOffset: offset)
        }
        guard !decoded.allSatisfy(\.isASCII) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        try LabelValidity.check(decoded, wasDecoded: true, options: options, offset: offset)
        return Label(scalars: decoded, offset: offset)
    }

    /// ToASCII step 3: every label but the root label 1–63 characters, the domain at most 253
    /// characters without the root label.
    private static func verifyDNSLength(_ asciiLabels: [String], labels: [Label]) throws(IDNAError) {
        let hasRootLabel = asciiLabels.count > 1 && asciiLabels.last == ""
        let nonRoot = hasRootLabel ? asciiLabels.dropLast() : asciiLabels[...]
        for (label, processed) in zip(nonRoot, labels) {
            if label.isEmpty { throw IDNAError(kind: .emptyLabel, scalarOffset: processed.offset) }
            if label.utf8.count > maxDNSLabelLength { throw IDNAError(kind: .dnsLength, scalarOffset: processed.offset) }
        }
        let length = nonRoot.reduce(nonRoot.count - 1) { $0 + $1.utf8.count }
        if length > maxDNSDomainLength { throw IDNAError(kind: .dnsLength, scalarOffset: 0) }
    }
}
