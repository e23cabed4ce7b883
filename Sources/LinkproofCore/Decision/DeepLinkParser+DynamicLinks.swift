import LinkproofURL

/// Dynamic links: the bare prefix, long links with a nested `link`, short links, and the
/// custom-scheme callback form `<scheme>://google/link/?deep_link_id=…&match_type=…`.
extension DeepLinkParser {
    /// Short-link suffixes: one path segment of ASCII letters and digits, in this length range
    /// (`SuffixAlphabet.validate(_:)` is the whole rule, shared with the store).
    public static let shortLinkSuffixLength = 4...32

    /// The callback form's parameter names.
    private static let deepLinkID = Array("deep_link_id".utf8)
    private static let matchType = Array("match_type".utf8)

    /// The prefix on `host` whose path the link is under (as its `string`), if any.
    func dynamicLinkPrefix(_ host: DeclaredHost, _ anatomy: LinkAnatomy) -> (prefix: String, path: PrefixPath)? {
        for (prefix, string) in host.prefixes {
            if let path = anatomy.pathUnderPrefix(prefix) { return (string, path) }
        }
        return nil
    }

    func judgeDynamicLinkDomain(_ place: (prefix: String, path: PrefixPath), on host: DeclaredHost, _ anatomy: LinkAnatomy,
                                context: LinkContext) throws(Rejection) -> Decision {
        let prefix = place.prefix
        switch place.path {
        case .root where anatomy.query == nil || anatomy.query?.isEmpty == true:
            return try route(anatomy, on: host, scheme: "https", kind: context.linkKind(.universalLink), context: context)
        case .root:
            return try judgeLongLink(anatomy, context: context)
        case .suffix(let range):
            let suffix = anatomy[range]
            if manifest.firebaseCompatibility.shortLinkSuffixes {
                try Self.checkSDKShortLink(anatomy, suffix: range)
            } else {
                guard anatomy.query == nil else {
                    throw Rejection(.shortLinkMalformed, at: anatomy.query.map { $0.lowerBound - 1 }, "a short link has no query")
                }
                guard SuffixAlphabet.validate(suffix) == nil else {
                    throw Rejection(.shortLinkMalformed, at: range.lowerBound,
                                    "a short-link suffix is \(Self.shortLinkSuffixLength.lowerBound)–\(Self.shortLinkSuffixLength.upperBound) ASCII letters or digits")
                }
            }
            return .shortLink(ShortLinkReference(prefix: prefix, suffix: String(decoding: suffix, as: UTF8.self)))
        case .other:
            throw Rejection(.shortLinkMalformed, at: anatomy.path.lowerBound, "more than one path segment after \(prefix)")
        }
    }

    /// `firebaseCompatibility.shortLinkSuffixes`: the short-link form of the SDK's
    /// `FIRDLIsAValidDLWithFDLDomain`, `(\/[a-zA-Z0-9-_]+)((\/?\?.*=.*)?$|$)`: a suffix of ASCII
    /// letters, digits, `-` and `_`, and optionally a query with an `=` (ignored).
    private static func checkSDKShortLink(_ anatomy: LinkAnatomy, suffix range: Range<Int>) throws(Rejection) {
        let suffix = anatomy[range]
        guard !suffix.isEmpty, suffix.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else {
            throw Rejection(.shortLinkMalformed, at: range.lowerBound, "a short-link suffix is ASCII letters, digits, '-' or '_'")
        }
        if let query = anatomy.query, !anatomy[query].contains(UInt8(ascii: "=")) {
            throw Rejection(.shortLinkMalformed, at: query.lowerBound - 1, "a short link's query has no '='")
        }
    }

    private func judgeLongLink(_ anatomy: LinkAnatomy, context: LinkContext) throws(Rejection) -> Decision {
        var bundle: QueryItem?
        var iPadBundle: QueryItem?
        let link = try anatomy.withQueryItems(limit: manifest.limits.maxQueryParameters) { (items) throws(Rejection) in
            try DynamicLinkComponents.checkedParameters(anatomy, items) { parameter, item in
                if parameter == .ibi { bundle = item }
                if parameter == .ipbi { iPadBundle = item }
            }
        }
        // A link built for the app's iPad build names it in `ipbi`; with
        // `firebaseCompatibility.otherBundleIDs` neither is read, as the SDK reads neither.
        if let bundle, !manifest.firebaseCompatibility.otherBundleIDs, !anatomy.valueIs(bundle, bundleID),
           !(iPadBundle.map { anatomy.valueIs($0, bundleID) } ?? false) {
            let written = anatomy.value(bundle) ?? ""
            throw Rejection(.bundleIDMismatch, at: bundle.valueOffset, "ibi '\(written)' is not this app's bundle ID \(manifest.app.bundleID)")
        }
        return try judgeNested(anatomy, link.value, at: link.offset, context: context)
    }

    /// The callback form Firebase hands the app through its custom scheme.
    func judgeCallback(_ anatomy: LinkAnatomy, context: LinkContext) throws(Rejection) -> Decision {
        let items = try anatomy.queryItems(limit: manifest.limits.maxQueryParameters)
        var seen = Set<String>()
        for item in items {
            let name = anatomy.name(item)
            guard seen.insert(name).inserted else {
                throw Rejection(.dynamicLinkMalformed, at: item.offset, "parameter '\(name)' is repeated")
            }
        }
        guard let link = items.first(where: { anatomy.nameIs($0, Self.deepLinkID) }), let value = link.value, !value.isEmpty else {
            throw Rejection(.dynamicLinkMalformed, at: nil, "no 'deep_link_id' parameter")
        }
        // Any app or web page can open a custom-scheme URL, so its match_type is only a
        // claim: it is capped at `default`, and a personal route never acts on it.
        let written = items.first { anatomy.nameIs($0, Self.matchType) }.flatMap(anatomy.value)
        var callbackContext = context
        if manifest.firebaseCompatibility.callbackMatchType {
            // `FIRDynamicLink initWithParametersDictionary:`: absent is unique, unknown is none.
            let claimed = written.map { MatchType(rawValue: $0) ?? .none } ?? .unique
            callbackContext.matchType = min(claimed, context.matchType)
        } else {
            let claimed = written.flatMap(MatchType.init(rawValue:)) ?? .weak
            callbackContext.matchType = min(min(claimed, .default), context.matchType)
        }
        return try judgeNested(anatomy, value, at: link.valueOffset, context: callbackContext)
    }

    /// The nested link in `range` of the anatomy, decided as a universal link of the same app
    /// arriving inside a dynamic link. It is decoded once, into a buffer of its own for the
    /// decision (the parser makes its `href`).
    private func judgeNested(_ anatomy: LinkAnatomy, _ range: Range<Int>, at offset: Int, context: LinkContext) throws(Rejection) -> Decision {
        let encoded = anatomy[range]
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: encoded.count) { (buffer) throws(Rejection) -> Decision in
            let link = UnsafeBufferPointer(rebasing: buffer[..<StrictDecoding.decode(encoded, into: buffer)])
            return try judgeNested(link, at: offset, context: context)
        }
    }

    private func judgeNested(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, context: LinkContext) throws(Rejection) -> Decision {
        guard let reading = try? URLParser.read(bytes),
              reading.layout.isHTTPS || (manifest.firebaseCompatibility.httpNestedLinks && Self.startsWithHTTPScheme(bytes)) else {
            throw Rejection(.nestedLinkScheme, at: offset, "the nested link must be an absolute https URL")
        }
        let host = serializedHost(reading, of: bytes)
        if host?.prefixes.isEmpty == false {
            throw Rejection(.nestedDynamicLink, at: offset, "the nested link is itself a dynamic or short link")
        }
        var nestedContext = context
        nestedContext.insideDynamicLink = true
        let decision: Decision
        do {
            // A link that is its own serialization has its host written as serialized.
            decision = try judge(bytes, reading, context: nestedContext, host: reading.isInputItself ? host : nil)
        } catch {
            // The detail quotes the nested link's host from its bytes, which are gone after this call.
            let error = error.resolvingHost(in: bytes)
            // The offset points at the nested link in the input; the detail says where inside it.
            guard let innerOffset = error.offset else {
                throw Rejection(error.reason, at: nil, "nested link: \(error.detail)")
            }
            throw Rejection(error.reason, at: offset, "nested link, at its offset \(innerOffset): \(error.detail)")
        }
        if case .shortLink = decision {
            throw Rejection(.nestedDynamicLink, at: offset, "the nested link is a short link")
        }
        return decision
    }

    /// Whether `bytes` begin `http:`, letter case ignored.
    private static func startsWithHTTPScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 5 && zip(bytes, "http:".utf8).allSatisfy { ASCII.lowercased($0.0) == $0.1 }
    }

    /// The declared host the link's serialization names: its host as the parser serializes it
    /// (lowercased, IDNA applied), so no spelling of a dynamic-link prefix passes for another.
    private func serializedHost(_ reading: URLReading, of bytes: UnsafeBufferPointer<UInt8>) -> DeclaredHost? {
        switch reading {
        case .exact(let layout):
            layout.hostRange.flatMap { hosts.value(for: UnsafeBufferPointer(rebasing: bytes[$0])) }
        case .parsed(let parsed):
            parsed.url.layout.hostRange.flatMap { range in parsed.url.href.withUTF8Bytes { hosts.value(for: UnsafeBufferPointer(rebasing: $0[range])) } }
        }
    }
}

/// Recognizes `<scheme>://google/link/?…`, the form `FIRDLDeepLinkURLWithInviteID` builds.
extension LinkAnatomy {
    var isDynamicLinkCallback: Bool {
        guard hostIs("google".utf8) else { return false }
        let path = bytes[self.path]
        return path.elementsEqual("/link/".utf8) || path.elementsEqual("/link".utf8)
    }
}
