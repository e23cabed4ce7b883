/// What a case's expectation rests on (`Tests/Golden/README.md`, "Evidence"): the words of a
/// source document, the code of the SDK the document drives, the observed behaviour of a
/// platform, or a decision of Linkproof's own with its reason. Reports count cases by kind, so
/// a reader sees how much of the suite is pinned by something outside Linkproof.
public enum GoldenEvidence: Sendable, Equatable {
    /// A document's own words: its ID (`"002"`) and the exact quote.
    case document(id: String, quote: String)
    /// The SDK's source: the file and the function, with the lines quoted when that helps.
    case sdk(file: String, function: String, quote: String?)
    /// A platform's observed behaviour (Apple's matcher, Firebase's service) and where it was observed.
    case platform(source: String, quote: String?)
    /// Linkproof's own hardening, and why it departs from or goes beyond the sources.
    case decided(reason: String)

    /// The kinds, as `evidence.kind` writes them.
    public enum Kind: String, Sendable, CaseIterable {
        case document, sdk, platform, decided
    }

    public var kind: Kind {
        switch self {
        case .document: .document
        case .sdk: .sdk
        case .platform: .platform
        case .decided: .decided
        }
    }

    /// The members each kind takes, required first.
    static func members(of kind: Kind) -> (required: [String], optional: [String]) {
        switch kind {
        case .document: (["document", "quote"], [])
        case .sdk: (["file", "function"], ["quote"])
        case .platform: (["source"], ["quote"])
        case .decided: (["reason"], [])
        }
    }
}
