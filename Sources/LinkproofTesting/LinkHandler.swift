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
