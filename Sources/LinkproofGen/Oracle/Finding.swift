import LinkproofCore

/// What one link made the code under test do, judged by its consequence: the kind, the route
/// it concerns, what the handler did and what the link means, in words a person reads.
public struct Finding: Hashable, Sendable, Codable {
    /// Security, correctness or note.
    public let kind: FindingKind
    /// The consequence in a few words: `host confusion`, `different route`, `trap`, ….
    public let consequence: String
    /// The route the finding is about (the one the handler opened, else the one the link
    /// means); nil when neither names one.
    public let route: String?
    /// What the handler did, e.g. `opened recipe {recipeID=1}`, `did nothing`.
    public let did: String
    /// What the link means, e.g. `recipe {recipeID=1}`, `a link on evil.test, not the app's`.
    public let means: String

    /// A finding from its parts.
    public init(kind: FindingKind, consequence: String, route: String?, did: String, means: String) {
        self.kind = kind
        self.consequence = consequence
        self.route = route
        self.did = did
        self.means = means
    }

    /// The handler trapped on the link. `message` is the trap's (a debug-only
    /// `assertionFailure` or `assert` stops a debug build only: the finding says so).
    public static func trap(_ message: String) -> Finding {
        Finding(kind: .security, consequence: "trap", route: nil, did: "trapped: \(TrapKind(message).description)",
                means: "whatever it means, no link may crash the app")
    }

    /// What a finding is filed under: one shrunk counterexample per class, route and kind.
    public struct Key: Hashable, Sendable, Codable, Comparable {
        public let route: String?
        public let kind: FindingKind

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.kind, lhs.route ?? "") < (rhs.kind, rhs.route ?? "")
        }
    }

    /// The key this finding is filed under.
    public var key: Key { Key(route: route, kind: kind) }

    /// A decision in words: what the handler did.
    static func describe(_ decision: Decision) -> String {
        switch decision {
        case .route(let link): "opened \(link.route) \(Expectation.describe(link.params))"
        case .confirm(let link): "asked to confirm \(link.route) \(Expectation.describe(link.params))"
        case .shortLink(let reference): "resolved the short link \(reference.link)"
        case .reject: "did nothing"
        }
    }
}
