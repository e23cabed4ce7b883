import LinkproofURL

/// Dynamic links: the bare prefix, long links with a nested `link`, short links, and the
/// custom-scheme callback form `<scheme>://google/link/?deep_link_id=…&match_type=…`.
extension DeepLinkParser {
    /// Short-link suffixes: one path segment of ASCII letters and digits, in this length range.
    public static let shortLinkSuffixLength = 4...32

    /// The prefix whose host and path the link is under, if any.
    func dynamicLinkPrefix(host: String, _ anatomy: LinkAnatomy) -> (prefix: DynamicLinkPrefix, path: PrefixPath)? {
        for prefix in manifest.dynamicLinkPrefixes where prefix.host == host {
            if let path = anatomy.pathUnderPrefix(prefix) { return (prefix, path) }
        }
        return nil
    }

    func judgeDynamicLinkDomain(_ place: (prefix: DynamicLinkPrefix, path: PrefixPath), _ anatomy: LinkAnatomy,
                                context: LinkContext) -> Result<Decision, Rejection> {
        let prefix = place.prefix
        switch place.path {
        case .root where anatomy.query == nil || anatomy.query?.isEmpty == true:
            return route(anatomy, origin: RouteOrigin(scheme: "https", host: prefix.host), via: context.arrival(.universalLink), context: context)
        case .root:
            return judgeLongLink(prefix, anatomy, context: context)
        case .suffix(let range):
            let suffix = anatomy.bytes[range]
            guard anatomy.query == nil else {
                return .failure(Rejection(.shortLinkMalformed, at: anatomy.query.map { $0.lowerBound - 1 }, "a short link has no query"))
            }
            guard Self.shortLinkSuffixLength.contains(suffix.count), suffix.allSatisfy(ASCII.isAlphanumeric) else {
                return .failure(Rejection(.shortLinkMalformed, at: range.lowerBound,
                                          "a short-link suffix is \(Self.shortLinkSuffixLength.lowerBound)–\(Self.shortLinkSuffixLength.upperBound) ASCII letters or digits"))
            }
            return .success(.shortLink(ShortLinkReference(prefix: prefix.string, suffix: String(decoding: suffix, as: UTF8.self))))
        case .other:
            return .failure(Rejection(.shortLinkMalformed, at: anatomy.path.lowerBound, "more than one path segment after \(prefix.string)"))
        }
    }

    private func judgeLongLink(_ prefix: DynamicLinkPrefix, _ anatomy: LinkAnatomy, context: LinkContext) -> Result<Decision, Rejection> {
        anatomy.queryItems(limit: manifest.limits.maxQueryParameters).flatMap { items in
            DynamicLinkComponents.components(prefix, items).flatMap { components in
                if let bundleID = components.parameters[.ibi], bundleID != manifest.app.bundleID {
                    let offset = items.first { $0.name == DynamicLinkParameter.ibi.rawValue }?.valueOffset
                    return .failure(Rejection(.bundleIDMismatch, at: offset, "ibi '\(bundleID)' is not this app's bundle ID \(manifest.app.bundleID)"))
                }
                let offset = items.first { $0.name == DynamicLinkParameter.link.rawValue }?.valueOffset ?? 0
                return judgeNested(components.link, at: offset, context: context)
            }
        }
    }

    /// The callback form Firebase hands the app through its custom scheme.
    func judgeCallback(_ anatomy: LinkAnatomy, context: LinkContext) -> Result<Decision, Rejection> {
        anatomy.queryItems(limit: manifest.limits.maxQueryParameters).flatMap { items in
            var seen = Set<String>()
            for item in items where !seen.insert(item.name).inserted {
                return .failure(Rejection(.dynamicLinkMalformed, at: item.offset, "parameter '\(item.name)' is repeated"))
            }
            guard let link = items.first(where: { $0.name == "deep_link_id" }), let value = link.value, !value.isEmpty else {
                return .failure(Rejection(.dynamicLinkMalformed, at: nil, "no 'deep_link_id' parameter"))
            }
            // Any app or web page can open a custom-scheme URL, so its match_type is only a
            // claim: it is capped at `default`, and a personal route never acts on it.
            let claimed = items.first { $0.name == "match_type" }?.value.flatMap(MatchType.init(rawValue:)) ?? .weak
            var callbackContext = context
            callbackContext.matchType = min(min(claimed, .default), context.matchType)
            return judgeNested(value, at: link.valueOffset, context: callbackContext)
        }
    }

    /// The nested link, decided as a universal link of the same app arriving inside a dynamic link.
    private func judgeNested(_ nested: String, at offset: Int, context: LinkContext) -> Result<Decision, Rejection> {
        let bytes = Array(nested.utf8)
        guard let parsed = try? bytes.withUnsafeBufferPointer({ buffer throws(URLParseFailure) in try URLParser.parse(utf8: buffer) }),
              parsed.url.scheme == "https" else {
            return .failure(Rejection(.nestedLinkScheme, at: offset, "the nested link must be an absolute https URL"))
        }
        let host = parsed.url.hostname
        if manifest.dynamicLinkPrefixes.contains(where: { $0.host == host }) {
            return .failure(Rejection(.nestedDynamicLink, at: offset, "the nested link is itself a dynamic or short link"))
        }
        var nestedContext = context
        nestedContext.insideDynamicLink = true
        let decision: Decision
        switch judge(bytes, parsed, context: nestedContext) {
        case .success(let nestedDecision): decision = nestedDecision
        case .failure(let rejection): decision = .reject(rejection)
        }
        switch decision {
        case .reject(let inner):
            // The offset points at the nested link in the input; the detail says where inside it.
            guard let innerOffset = inner.offset else {
                return .failure(Rejection(inner.reason, at: nil, "nested link: \(inner.detail)"))
            }
            return .failure(Rejection(inner.reason, at: offset, "nested link, at its offset \(innerOffset): \(inner.detail)"))
        case .shortLink:
            return .failure(Rejection(.nestedDynamicLink, at: offset, "the nested link is a short link"))
        case let decision:
            return .success(decision)
        }
    }
}

/// Recognizes `<scheme>://google/link/?…`, the form `FIRDLDeepLinkURLWithInviteID` builds.
extension LinkAnatomy {
    var isDynamicLinkCallback: Bool {
        guard host != nil, lowercasedHost == "google" else { return false }
        let path = bytes[self.path]
        return path.elementsEqual("/link/".utf8) || path.elementsEqual("/link".utf8)
    }
}
