import Foundation
import LinkproofCore

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

    /// The outcome as a decision, for the catalogue's properties: the arrival and the match type
    /// from the context, the kind of link from its scheme; doing nothing is a handler's
    /// refusal, `ignored` (`HandlerRefusal`), as the documents' own handlers' is.
    func decision(for link: IncomingLink) -> Decision {
        func routed(_ route: String, _ parameters: [String: String]) -> RoutedLink {
            RoutedLink(route: route, params: RouteParameters(parameters), linkKind: Self.linkKind(of: link),
                       via: link.context.arrival, matchType: link.context.matchType)
        }
        switch self {
        case .open(let route, let parameters): return .route(routed(route, parameters))
        case .confirm(let route, let parameters): return .confirm(routed(route, parameters))
        case .resolveShortLink(let reference): return .shortLink(reference)
        case .ignore: return .reject(Rejection(handler: .ignored, "the handler did nothing with the link"))
        }
    }

    /// An `https` link is taken for a universal link, any other for a custom scheme: the
    /// handler's answer does not say more.
    private static func linkKind(of link: IncomingLink) -> LinkKind {
        link.text.lowercased().hasPrefix("https:") ? .universalLink : .customScheme
    }
}

extension HandlerOutcome {
    /// Opening the destination `value`: an enum case's name is the route and its labelled
    /// associated values the parameters (`case product(id: String)` opens `product` with `id`,
    /// each value as `String(describing:)` writes it); any other value opens the route its
    /// description names.
    public init(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let route = payload.label else {
            self = .open(String(describing: value))
            return
        }
        var parameters: [String: String] = [:]
        for child in Mirror(reflecting: payload.value).children {
            if let name = child.label { parameters[name] = String(describing: child.value) }
        }
        self = .open(route, parameters)
    }
}
