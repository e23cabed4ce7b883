import Foundation
import LinkproofCore

/// The code under test written as an app's own link handling: from a link and how it arrived
/// to what the app did. It is a `LinkDecider` (LinkproofCore's one decider protocol, which the
/// catalogue, the golden cases and the fuzz entry point judge): what the app did becomes the
/// decision. The adapters (`URLHandler`, `URLComponentsHandler`, `RouterHandler`, and
/// `DeepLinkParser` itself) cover the common shapes, so nobody invents `via` or `matchType`.
public protocol LinkHandler: LinkDecider {
    /// What the app does with `link`.
    func handle(_ link: IncomingLink) -> HandlerOutcome
}

extension LinkHandler {
    /// What the app did with `input` arriving as `context`, as a decision (`HandlerOutcome.decision(for:)`).
    public func decide(_ input: String, context: LinkContext) -> Decision {
        let link = IncomingLink(input, context: context)
        return handle(link).decision(for: link)
    }
}

/// A link as it reaches the app's handler: the exact text, and how it arrived.
public struct IncomingLink: Sendable, Hashable {
    /// The link exactly as the system hands it over.
    public let text: String
    /// Direct (`onOpenURL`, a universal link), a resolved short link, or a first launch, with
    /// the match confidence that channel gives.
    public let context: LinkContext

    public init(_ text: String, context: LinkContext = .direct) {
        self.text = text
        self.context = context
    }

    /// The link as Foundation's `URL` reads it (what `onOpenURL` hands an app); nil when it does not parse.
    public var url: URL? { URL(string: text) }
}

/// What an app did with a link, in the terms of its link manifest.
public enum HandlerOutcome: Hashable, Sendable {
    /// Opened the route with these parameters (names and decoded values).
    case open(_ route: String, _ parameters: [String: String] = [:])
    /// Asked the user to confirm the route before acting (a risky route).
    case confirm(_ route: String, _ parameters: [String: String] = [:])
    /// Recognised a short link of its own, to resolve before deciding.
    case resolveShortLink(ShortLinkReference)
    /// Did nothing.
    case ignore

    /// The outcome of a Linkproof decision: `route` opens, `confirm` confirms, a short link
    /// is resolved, a rejection does nothing.
    public init(_ decision: Decision) {
        switch decision {
        case .route(let link): self = .open(link.route, link.params.dictionary)
        case .confirm(let link): self = .confirm(link.route, link.params.dictionary)
        case .shortLink(let reference): self = .resolveShortLink(reference)
        case .reject: self = .ignore
        }
    }

    /// This outcome asked for confirmation instead: what a risky destination does.
    public var confirming: HandlerOutcome {
        if case .open(let route, let parameters) = self { return .confirm(route, parameters) }
        return self
    }

    /// The outcome as a decision, for the catalogue's properties: the arrival comes from the
    /// channel (or the link's scheme), the match type from the context; doing nothing is a
    /// `document-no-link` rejection, the reason the documents' own handlers give.
    func decision(for link: IncomingLink) -> Decision {
        func routed(_ route: String, _ parameters: [String: String]) -> RoutedLink {
            RoutedLink(route: route, params: RouteParameters(parameters), via: arrival(of: link), matchType: link.context.matchType)
        }
        switch self {
        case .open(let route, let parameters): return .route(routed(route, parameters))
        case .confirm(let route, let parameters): return .confirm(routed(route, parameters))
        case .resolveShortLink(let reference): return .shortLink(reference)
        case .ignore: return .reject(Rejection(.documentNoLink, at: nil, "the handler did nothing with the link"))
        }
    }

    private func arrival(of link: IncomingLink) -> Arrival {
        switch link.context.channel {
        case .resolvedShortLink: .resolvedShortLink
        case .firstLaunch: .firstLaunch
        case .direct: link.text.lowercased().hasPrefix("https:") ? .universalLink : .customScheme
        }
    }
}
