/// The Validity Criteria of UTS #46 section 4.1, per label (CheckBidi is domain-wide: `UTS46`).
enum LabelValidity {
    /// Throws the first criterion `label` fails; `offset` is where the label began in the input.
    /// `wasDecoded` marks a label decoded from Punycode, the only kind that can fail NFC.
    /// Returns, from the same pass, what the domain-wide CheckBidi needs to know of the label.
    static func check(
        _ label: UnsafeBufferPointer<Unicode.Scalar>, wasDecoded: Bool, options: IDNA.Options, offset: Int
    ) throws(IDNAError) -> BidiRule.Verdict {
        func fail(_ kind: IDNAError.Kind) -> IDNAError { IDNAError(kind: kind, scalarOffset: offset) }
        if wasDecoded, !NFC.isNormalized(label) { throw fail(.notNFC) }
        if options.checkHyphens {
            if label.dropFirst(2).starts(with: ["-", "-"]) { throw fail(.hyphenRule) }
            if label.first == "-" || label.last == "-" { throw fail(.hyphenRule) }
        } else if hasACEPrefix(label) {
            throw fail(.invalidACELabel)
        }
        if label.contains(".") { throw fail(.invalidACELabel) }
        let table = UnicodeTables.scalarProperties
        if let first = label.first, table[first].isMark { throw fail(.leadingCombiningMark) }
        var bidi = BidiRule.Verdict()
        var hasJoiner = false
        for scalar in label {
            let properties = table[scalar]
            let status = properties.mappingStatus
            guard status == .valid || status == .deviation else { throw fail(.disallowedCodePoint) }
            if options.useSTD3ASCIIRules, scalar.isASCII, !isLDH(scalar) { throw fail(.disallowedCodePoint) }
            bidi.append(properties.bidiClass)
            hasJoiner = hasJoiner || ContextJ.isJoiner(scalar)
        }
        if options.checkJoiners, hasJoiner, ContextJ.firstDisallowedJoiner(in: label) != nil { throw fail(.contextJ) }
        return bidi
    }

    /// Whether `label` begins with "xn--" (labels are lowercase after mapping).
    static func hasACEPrefix(_ label: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        label.count >= 4 && label[0] == "x" && label[1] == "n" && label[2] == "-" && label[3] == "-"
    }

    private static func isLDH(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
}
