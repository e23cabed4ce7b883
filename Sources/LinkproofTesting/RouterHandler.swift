import Foundation
import LinkproofCore

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
