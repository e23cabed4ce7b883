import Foundation
import LinkproofCore

/// A handler written over Foundation's `URL`, the shape of `onOpenURL { url in … }`: a link
/// that `URL(string:)` refuses is ignored before the closure sees it.
public struct URLHandler: LinkHandler {
    private let body: @Sendable (URL) -> HandlerOutcome

    public init(_ body: @escaping @Sendable (URL) -> HandlerOutcome) {
        self.body = body
    }

    public func handle(_ link: IncomingLink) -> HandlerOutcome {
        link.url.map(body) ?? .ignore
    }
}

/// A handler written over `URLComponents` (`host ==`, `path`, `queryItems.first`): a link
/// that `URLComponents(string:)` refuses is ignored before the closure sees it.
public struct URLComponentsHandler: LinkHandler {
    private let body: @Sendable (URLComponents) -> HandlerOutcome

    public init(_ body: @escaping @Sendable (URLComponents) -> HandlerOutcome) {
        self.body = body
    }

    public func handle(_ link: IncomingLink) -> HandlerOutcome {
        URLComponents(string: link.text).map(body) ?? .ignore
    }
}

/// A destination of an app's own router, usually an enum. By default its outcome is read off
/// the value (`HandlerOutcome(reflecting:)`): the case name is the route and each labelled
/// associated value a parameter, so name them as the link manifest does. Implement `outcome`
/// to say more, e.g. that a risky destination only asks to confirm.
public protocol LinkRoute {
    /// What reaching this destination does.
    var outcome: HandlerOutcome { get }
}

extension LinkRoute {
    public var outcome: HandlerOutcome { HandlerOutcome(reflecting: self) }
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

/// An app's router that turns a `URL` into one of its destinations (nil: no destination),
/// the shape of `func route(_ url: URL) -> AppRoute?`.
public struct RouterHandler<Route: LinkRoute>: LinkHandler {
    private let router: @Sendable (URL) -> Route?

    public init(_ router: @escaping @Sendable (URL) -> Route?) {
        self.router = router
    }

    public func handle(_ link: IncomingLink) -> HandlerOutcome {
        link.url.flatMap(router)?.outcome ?? .ignore
    }
}

/// Linkproof's own parser as a handler: the hardened reference a team compares with.
extension DeepLinkParser: LinkHandler {
    public func handle(_ link: IncomingLink) -> HandlerOutcome {
        HandlerOutcome(decide(link.text, context: link.context))
    }
}
