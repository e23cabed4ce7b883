/// UTS #46 Processing (section 4) and ToASCII (section 4.2), with Transitional_Processing=false
/// and IgnoreInvalidPunycode=false.
enum UTS46 {
    private static let maxDNSLabelLength = 63
    private static let maxDNSDomainLength = 253
    private static let acePrefix = Array("xn--".utf8)

    /// UTS #46 ToASCII of `domain` under `options`, in one pass over its labels after Map and
    /// Normalize. Errors keep the order of the steps: the first label's validity error, then
    /// CheckBidi, then the first label Punycode cannot encode, then VerifyDnsLength.
    static func toASCII(_ domain: String, options: IDNA.Options) throws(IDNAError) -> String {
        let (mapped, labelOffsets) = try IDNAMapping.map(domain)
        let scalars = NFC.normalize(mapped)
        var output: [UInt8] = []
        // Room for a prefix per label and four Punycode digits per scalar: most domains need no more.
        output.reserveCapacity(labelOffsets.count * acePrefix.count + scalars.count * 4)
        var isBidiDomain = false
        var firstLabelBreakingBidi: Int?
        var encodingError: IDNAError?
        var labelStart = scalars.startIndex
        // Each label offset starts a label: NFC neither adds nor removes full stops (no canonical
        // decomposition holds one).
        for labelNumber in labelOffsets.indices {
            let labelEnd = scalars[labelStart...].firstIndex(of: ".") ?? scalars.endIndex
            let offset = labelOffsets[labelNumber]
            let (label, bidi) = try convertAndValidate(scalars[labelStart..<labelEnd], options: options, offset: offset)
            isBidiDomain = isBidiDomain || bidi.hasRightToLeftCharacter
            if firstLabelBreakingBidi == nil, !bidi.isSatisfied { firstLabelBreakingBidi = offset }
            if labelNumber > 0 { output.append(UInt8(ascii: ".")) }
            if encodingError == nil {
                do throws(PunycodeError) {
                    try appendASCII(label, to: &output)
                } catch {
                    encodingError = IDNAError(error, scalarOffset: offset)
                }
            }
            labelStart = labelEnd + 1
        }
        if options.checkBidi, isBidiDomain, let offset = firstLabelBreakingBidi {
            throw IDNAError(kind: .bidiRule, scalarOffset: offset)
        }
        if let encodingError { throw encodingError }
        if options.verifyDNSLength { try verifyDNSLength(output, labelOffsets: labelOffsets) }
        return String(decoding: output, as: UTF8.self)
    }

    /// ToASCII step 2 for one label: ASCII as it is, anything else "xn--" and its Punycode.
    private static func appendASCII(_ label: ArraySlice<Unicode.Scalar>, to output: inout [UInt8]) throws(PunycodeError) {
        if label.allSatisfy({ $0.isASCII }) {
            for scalar in label { output.append(UInt8(truncatingIfNeeded: scalar.value)) }
        } else {
            output.append(contentsOf: acePrefix)
            try Punycode.encode(label, into: &output)
        }
    }

    /// Processing step 4 for one label: decode an "xn--" label, then check validity. Returns
    /// the label's scalars (decoded, for an "xn--" label) and its Bidi verdict.
    private static func convertAndValidate(
        _ label: ArraySlice<Unicode.Scalar>, options: IDNA.Options, offset: Int
    ) throws(IDNAError) -> (ArraySlice<Unicode.Scalar>, BidiRule.Verdict) {
        guard LabelValidity.hasACEPrefix(label) else {
            return (label, try LabelValidity.check(label, wasDecoded: false, options: options, offset: offset))
        }
        guard label.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        let decoded: ArraySlice<Unicode.Scalar>
        do throws(PunycodeError) {
            decoded = try Punycode.decode(label.dropFirst(4))[...]
        } catch {
            throw IDNAError(error, scalarOffset: offset)
        }
        guard !decoded.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        return (decoded, try LabelValidity.check(decoded, wasDecoded: true, options: options, offset: offset))
    }

    /// ToASCII step 3 on the ASCII domain: every label but the root label 1–63 characters, the
    /// domain at most 253 characters without the root label.
    private static func verifyDNSLength(_ ascii: [UInt8], labelOffsets: [Int]) throws(IDNAError) {
        let labelLengths = ascii.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(\.count)
        let hasRootLabel = labelLengths.count > 1 && labelLengths.last == 0
        let nonRoot = hasRootLabel ? labelLengths.dropLast() : labelLengths[...]
        for (length, offset) in zip(nonRoot, labelOffsets) {
            if length == 0 { throw IDNAError(kind: .emptyLabel, scalarOffset: offset) }
            if length > maxDNSLabelLength { throw IDNAError(kind: .dnsLength, scalarOffset: offset) }
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
