/// Where ToASCII writes its ASCII result: an array (`IDNA.toASCII`), or the serialization
/// of the URL whose host it is (the host parser), so that no string is built per domain.
protocol ASCIIOutput: ~Copyable {
    /// How many bytes have been written.
    var count: Int { get }
    mutating func append(_ byte: UInt8)
}

extension Array: ASCIIOutput where Element == UInt8 {}

/// UTS #46 Processing (section 4) and ToASCII (section 4.2), with Transitional_Processing=false
/// and IgnoreInvalidPunycode=false.
enum UTS46 {
    private static let maxDNSLabelLength = 63
    private static let maxDNSDomainLength = 253

    /// UTS #46 ToASCII of `domain` under `options`.
    static func toASCII(_ domain: String, options: IDNA.Options) throws(IDNAError) -> String {
        var domain = domain
        var output: [UInt8] = []
        let result = domain.withUTF8 { utf8 in
            Result { () throws(IDNAError) in try toASCII(utf8: utf8, options: options, into: &output) }
        }
        try result.get()
        return String(decoding: output, as: UTF8.self)
    }

    /// UTS #46 ToASCII of the UTF-8 `domain` (each ill-formed subsequence read as U+FFFD, as
    /// decoding it to a string would) under `options`, appended to `output`; on a throw,
    /// `output` holds part of the result. One pass over the labels after Map and Normalize,
    /// which work in scratch space: nothing is allocated per label unless it is an "xn--" one
    /// to decode. Errors keep the order of the steps: the first label's validity error, then
    /// CheckBidi, then the first label Punycode cannot encode, then VerifyDnsLength.
    static func toASCII<Output: ASCIIOutput & ~Copyable>(
        utf8 domain: UnsafeBufferPointer<UInt8>, options: IDNA.Options, into output: inout Output
    ) throws(IDNAError) {
        try IDNAMapping.withMapped(domain) { mapped, labelOffsets throws(IDNAError) in
            if NFC.passesQuickCheck(mapped) {
                try toASCII(normalized: mapped, labelOffsets: labelOffsets, options: options, into: &output)
            } else {
                let normalized = NFC.normalize(Array(mapped))
                let result = normalized.withUnsafeBufferPointer { scalars in
                    Result { () throws(IDNAError) in
                        try toASCII(normalized: scalars, labelOffsets: labelOffsets, options: options, into: &output)
                    }
                }
                try result.get()
            }
        }
    }

    /// Processing step 4 and ToASCII steps 2–3 over the mapped, normalized scalars.
    /// `labelOffsets` holds, for each label, the input offset (in scalars) where it begins:
    /// NFC neither adds nor removes full stops (no canonical decomposition holds one), so the
    /// full stops split the scalars into exactly those labels.
    private static func toASCII<Output: ASCIIOutput & ~Copyable>(
        normalized scalars: UnsafeBufferPointer<Unicode.Scalar>, labelOffsets: UnsafeBufferPointer<Int>,
        options: IDNA.Options, into output: inout Output
    ) throws(IDNAError) {
        var isBidiDomain = false
        var firstLabelBreakingBidi: Int?
        var encodingError: IDNAError?
        var lengths = DNSLengths(labelCount: labelOffsets.count)
        var labelStart = 0
        for labelNumber in labelOffsets.indices {
            var labelEnd = labelStart
            while labelEnd < scalars.count, scalars[labelEnd] != "." { labelEnd += 1 }
            let offset = labelOffsets[labelNumber]
            let label = UnsafeBufferPointer(rebasing: scalars[labelStart..<labelEnd])
            if labelNumber > 0 { output.append(UInt8(ascii: ".")) }
            let written = output.count
            let bidi = try convertAndValidate(label, options: options, offset: offset) { converted throws(PunycodeError) in
                if encodingError == nil { try appendASCII(converted, to: &output) }
            } onEncodingError: { error in
                encodingError = IDNAError(error, scalarOffset: offset)
            }
            isBidiDomain = isBidiDomain || bidi.hasRightToLeftCharacter
            if firstLabelBreakingBidi == nil, !bidi.isSatisfied { firstLabelBreakingBidi = offset }
            lengths.add(output.count - written, labelNumber: labelNumber, offset: offset)
            labelStart = labelEnd + 1
        }
        if options.checkBidi, isBidiDomain, let offset = firstLabelBreakingBidi {
            throw IDNAError(kind: .bidiRule, scalarOffset: offset)
        }
        if let encodingError { throw encodingError }
        if options.verifyDNSLength { try lengths.verify() }
    }

    /// ToASCII step 2 for one label: ASCII as it is, anything else "xn--" and its Punycode.
    private static func appendASCII<Output: ASCIIOutput & ~Copyable>(
        _ label: UnsafeBufferPointer<Unicode.Scalar>, to output: inout Output
    ) throws(PunycodeError) {
        if label.allSatisfy({ $0.isASCII }) {
            for scalar in label { output.append(UInt8(truncatingIfNeeded: scalar.value)) }
        } else {
            for byte in "xn--".utf8 { output.append(byte) }
            try Punycode.encode(label, into: &output)
        }
    }

    /// Processing step 4 for one label: decode an "xn--" label, then check validity; gives
    /// the label's scalars (decoded, for an "xn--" label) to `append`, reporting a Punycode
    /// failure there to `onEncodingError` (ToASCII goes on to check the other labels).
    /// Returns the label's Bidi verdict.
    private static func convertAndValidate(
        _ label: UnsafeBufferPointer<Unicode.Scalar>, options: IDNA.Options, offset: Int,
        append: (UnsafeBufferPointer<Unicode.Scalar>) throws(PunycodeError) -> Void,
        onEncodingError: (PunycodeError) -> Void
    ) throws(IDNAError) -> BidiRule.Verdict {
        func appending(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) {
            do throws(PunycodeError) { try append(scalars) } catch { onEncodingError(error) }
        }
        guard LabelValidity.hasACEPrefix(label) else {
            let verdict = try LabelValidity.check(label, wasDecoded: false, options: options, offset: offset)
            appending(label)
            return verdict
        }
        guard label.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        let decoded: [Unicode.Scalar]
        do throws(PunycodeError) {
            decoded = try Punycode.decode(label.dropFirst(4))
        } catch {
            throw IDNAError(error, scalarOffset: offset)
        }
        guard !decoded.allSatisfy({ $0.isASCII }) else { throw IDNAError(kind: .invalidACELabel, scalarOffset: offset) }
        let result = decoded.withUnsafeBufferPointer { scalars in
            Result { () throws(IDNAError) -> BidiRule.Verdict in
                let verdict = try LabelValidity.check(scalars, wasDecoded: true, options: options, offset: offset)
                appending(scalars)
                return verdict
            }
        }
        return try result.get()
    }

    /// ToASCII step 3 (VerifyDnsLength), gathered label by label as the ASCII is written:
    /// every label but the root label 1–63 characters, the domain at most 253 characters
    /// without the root label.
    private struct DNSLengths {
        let labelCount: Int
        /// The first label that breaks the rule, in label order.
        private var firstError: IDNAError?
        /// The characters of the domain without the root label so far, full stops included.
        private var total = -1

        init(labelCount: Int) { self.labelCount = labelCount }

        /// Adds label `labelNumber`, `length` characters of ASCII, which began at input `offset`.
        mutating func add(_ length: Int, labelNumber: Int, offset: Int) {
            let isRoot = length == 0 && labelCount > 1 && labelNumber == labelCount - 1
            guard !isRoot else { return }
            total += length + 1
            guard firstError == nil else { return }
            if length == 0 { firstError = IDNAError(kind: .emptyLabel, scalarOffset: offset) }
            if length > maxDNSLabelLength { firstError = IDNAError(kind: .dnsLength, scalarOffset: offset) }
        }

        func verify() throws(IDNAError) {
            if let firstError { throw firstError }
            if total > maxDNSDomainLength { throw IDNAError(kind: .dnsLength, scalarOffset: 0) }
        }
    }
}

extension IDNAError {
    /// The IDNA error for a Punycode failure in the label that begins at `scalarOffset`.
    init(_ error: PunycodeError, scalarOffset: Int) {
        self.init(kind: error == .tooLong ? .labelTooLong : .invalidPunycode, scalarOffset: scalarOffset)
    }
}
