import LinkproofURL

/// Makes short links, as the documents' `shorten` and the REST `shortLinks` call do.
///
/// The long link must be a long dynamic link on one of the app's prefixes that the app's
/// parser accepts (its nested link routes); what is stored is its canonical form
/// (`DynamicLinkComponents.url`), so unknown parameters are dropped, and each drop is a
/// warning. A failure is a `ShortenError` that carries the long link, which stays usable.
package struct Shortener {
    /// The app's parser: it judges the long link and names the prefixes.
    public let parser: DeepLinkParser
    /// Where the short links go.
    public let store: any ShortLinkStore

    /// A shortener for the app of `parser`, writing to `store`.
    public init(parser: DeepLinkParser, store: any ShortLinkStore) {
        self.parser = parser
        self.store = store
    }

    /// Stores `longLink` under its prefix with a suffix chosen by `suffix`.
    public func shorten(_ longLink: String, suffix: SuffixPolicy = .short) throws(ShortenError) -> ShortenResult {
        let components: DynamicLinkComponents
        do {
            components = try DynamicLinkComponents.parse(longLink, prefixes: parser.manifest.dynamicLinkPrefixes)
        } catch {
            throw .longLinkRejected(longLink: longLink, error.rejection)
        }
        let decision = parser.decide(longLink)
        guard decision.routedLink != nil else {
            throw .longLinkRejected(longLink: longLink, decision.rejection
                ?? Rejection(.dynamicLinkMalformed, at: nil, "a \(decision.kind) link, not a long dynamic link that routes"))
        }
        let prefix = components.domainURIPrefix.string
        if case .custom(let custom) = suffix, case .reject(let rejection) = parser.decide(prefix + "/" + custom) {
            throw .suffixRejected(longLink: longLink, suffix: custom, rejection)
        }
        let record: ShortLinkRecord
        do {
            record = try store.insert(longLink: components.url, prefix: prefix, suffix: suffix,
                                      options: ShortLinkOptions(suffix: suffix, origin: .shorten))
        } catch {
            throw .store(longLink: longLink, error)
        }
        return ShortenResult(longLink: record.longLink, shortLink: record.shortLink,
                             previewLink: record.shortLink + "?d=1", warnings: warnings(longLink))
    }

    /// What the caller should know about the long link's parameters, in their order.
    private func warnings(_ longLink: String) -> [ShortenWarning] {
        longLink.withUTF8Bytes { bytes in
            guard let anatomy = LinkAnatomy(bytes),
                  let items = try? anatomy.queryItems(limit: parser.manifest.limits.maxQueryParameters) else { return [] }
            return items.flatMap { item in ShortenWarning.about(anatomy.name(item), value: anatomy.value(item) ?? "") }
        }
    }
}

/// A short link made by `Shortener`: the REST call's `shortLink`, `previewLink` and `warning`.
package struct ShortenResult: Hashable, Sendable, Codable, JSONWritable {
    /// The long link as stored: the canonical form of the one given.
    public var longLink: String
    /// `prefix/suffix`.
    public var shortLink: String
    /// The short link with `?d=1`: the debug preview page of the flow.
    public var previewLink: String
    /// What was dropped or deserves a look, in parameter order.
    public var warnings: [ShortenWarning]

    /// A result from its fields.
    public init(longLink: String, shortLink: String, previewLink: String, warnings: [ShortenWarning]) {
        self.longLink = longLink
        self.shortLink = shortLink
        self.previewLink = previewLink
        self.warnings = warnings
    }
}
