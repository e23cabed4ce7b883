/// What the short-link resolvers ask the parser: whether a link is one of the app's short
/// links, and the decision for the long link one resolved to.
extension DeepLinkParser {
    /// The prefix and suffix of `link` when the parser decides it is one of the app's short links.
    func shortLinkReference(_ link: String) throws(ShortLinkResolveError) -> ShortLinkReference {
        switch decide(link) {
        case .shortLink(let reference): return reference
        case .reject(let rejection): throw .notAShortLink(link: link, detail: "\(rejection.reason.rawValue): \(rejection.detail)")
        case let other: throw .notAShortLink(link: link, detail: "it is a \(other.kind) link, not a short link")
        }
    }

    /// The decision for the long link a short link resolved to.
    func decideResolved(_ longLink: String) -> Decision {
        decide(longLink, context: LinkContext(arrival: .resolvedShortLink))
    }
}
