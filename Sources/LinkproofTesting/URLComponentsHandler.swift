import Foundation
import LinkproofCore

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
