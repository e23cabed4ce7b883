import LinkproofCore

/// Linkproof's own parser as a handler: the hardened reference a team compares with.
extension DeepLinkParser: LinkHandler {
    public func handle(_ link: IncomingLink) -> HandlerOutcome {
        HandlerOutcome(decide(link.text, context: link.context))
    }
}
