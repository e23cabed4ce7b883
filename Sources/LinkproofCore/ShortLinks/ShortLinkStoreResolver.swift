/// Resolves a short link from a store: the parser confirms it is a short link on one of the
/// app's prefixes, the store gives the long link and counts the click, and the parser
/// decides the long link as a `resolved-short-link` arrival.
public struct ShortLinkStoreResolver {
    /// The app's parser, for the short link and for the long link behind it.
    public let parser: DeepLinkParser
    /// Where the links are.
    public let store: any ShortLinkStore

    /// A resolver over `store` for the app of `parser`.
    public init(parser: DeepLinkParser, store: any ShortLinkStore) {
        self.parser = parser
        self.store = store
    }

    /// The long link behind `shortLink` and its decision; the click is counted.
    public func resolve(_ shortLink: String) throws(ShortLinkResolveError) -> ShortLinkResolution {
        let reference = try parser.shortLinkReference(shortLink)
        let found = try storing(shortLink) { () throws(ShortLinkStoreError) in try countedLookup(reference) }
        guard let record = found else { throw .unknownShortLink(link: shortLink) }
        return ShortLinkResolution(shortLink: shortLink, longLink: record.longLink,
                                   decision: parser.decideResolved(record.longLink),
                                   hops: [ResolutionHop(url: shortLink, next: record.longLink)])
    }

    /// The stored record, after counting the click; nil when there is none.
    private func countedLookup(_ reference: ShortLinkReference) throws(ShortLinkStoreError) -> ShortLinkRecord? {
        guard let record = try store.lookup(prefix: reference.prefix, suffix: reference.suffix) else { return nil }
        _ = try store.incrementClickCount(prefix: reference.prefix, suffix: reference.suffix)
        return record
    }
}

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
        decide(longLink, context: LinkContext(channel: .resolvedShortLink))
    }
}
