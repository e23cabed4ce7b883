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
