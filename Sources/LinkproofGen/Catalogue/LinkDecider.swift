import LinkproofCore

/// The thing under test: anything that takes a link string and returns a decision — the
/// strict router, a deliberately weakened variant of it, a reference handler ported from
/// the documents. A catalogue property judges the decisions, so the same class runs
/// against all of them.
public protocol LinkDecider: Sendable {
    /// The decision for `input`, exactly as written, opened directly by the user.
    func decide(_ input: String) -> Decision
}

/// LinkproofCore's strict deep-link parser, as a decider.
public struct StrictRouter: LinkDecider {
    /// The parser and the manifest it enforces.
    public let parser: DeepLinkParser

    /// The strict router of `manifest`.
    public init(manifest: LinkManifest) {
        parser = DeepLinkParser(manifest: manifest)
    }

    /// The strict router of a parser already built.
    public init(parser: DeepLinkParser) {
        self.parser = parser
    }

    /// The strict decision for a link opened directly.
    public func decide(_ input: String) -> Decision {
        parser.decide(input, context: .direct)
    }
}

/// A document's own handler code (the `document` profile), as a decider.
public struct DocumentProfile: LinkDecider {
    /// The ported handler.
    public let handler: any ReferenceHandler

    /// The reference handler `manifest` names; nil when it names none.
    public init?(manifest: LinkManifest) {
        guard let handler = ReferenceHandlers.handler(for: manifest) else { return nil }
        self.handler = handler
    }

    /// What the document's code does with a link opened directly.
    public func decide(_ input: String) -> Decision {
        handler.decide(input, context: .direct)
    }
}
