/// Resolves a short link from a store: the parser confirms it is a short link on one of the
/// app's prefixes, the store gives the long link and counts the click, and the parser
/// decides the long link as a `resolved-short-link` arrival. A click the store cannot count
/// (read-only, or its disk full) does not stop the answer: the resolution carries a warning.
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
        let found = try storing(shortLink) { () throws(ShortLinkStoreError) in try store.lookup(prefix: reference.prefix, suffix: reference.suffix) }
        guard let record = found else { throw .unknownShortLink(link: shortLink) }
        let warning = try storing(shortLink) { () throws(ShortLinkStoreError) in try countClick(reference) }
        return ShortLinkResolution(shortLink: shortLink, longLink: record.longLink,
                                   decision: parser.decideResolved(record.longLink),
                                   hops: [ResolutionHop(url: shortLink, next: record.longLink)], warning: warning)
    }

    /// Counts the click; a store that cannot take the write gives a warning instead of an error.
    private func countClick(_ reference: ShortLinkReference) throws(ShortLinkStoreError) -> String? {
        do {
            _ = try store.incrementClickCount(prefix: reference.prefix, suffix: reference.suffix)
            return nil
        } catch {
            switch error {
            case .readOnly, .diskFull: return "the click was not counted: \(error.code): \(error.description)"
            default: throw error
            }
        }
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
        decide(longLink, context: LinkContext(arrival: .resolvedShortLink))
    }
}
