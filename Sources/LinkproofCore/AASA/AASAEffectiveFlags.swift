/// The flags a rule runs under after the three levels of `defaults`.
struct AASAEffectiveFlags: Sendable, Equatable {
    let caseSensitive: Bool
    let percentEncoded: Bool

    init(caseSensitive: Bool, percentEncoded: Bool) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// A rule's flags, an unset one taking its built-in default (`true`).
    init(_ flags: AASAFlags) {
        self.init(caseSensitive: flags.caseSensitive ?? true, percentEncoded: flags.percentEncoded ?? true)
    }

    /// Whether components are read exactly as written (the defaults): neither decoded nor folded.
    var isAsWritten: Bool { caseSensitive && percentEncoded }

    /// Which of the four readings of a component these flags select.
    var variant: Int { (caseSensitive ? 0 : 1) + (percentEncoded ? 0 : 2) }
}
