import LinkproofURL

/// Makes short links, as the documents' `shorten` and the REST `shortLinks` call do.
///
/// The long link must be a long dynamic link on one of the app's prefixes that the app's
/// parser accepts (its nested link routes); what is stored is its canonical form
/// (`DynamicLinkComponents.url`), so unknown parameters are dropped, and each drop is a
/// warning. A failure is a `ShortenError` that carries the long link, which stays usable.
public struct Shortener {
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
public struct ShortenResult: Hashable, Sendable, Codable {
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

/// One remark about a long link's parameter.
public struct ShortenWarning: Hashable, Sendable, Codable {
    /// The kinds of remark, with stable codes.
    public enum Code: String, Hashable, Sendable, Codable {
        /// Not a dynamic-link parameter: left out of the stored link.
        case unknownParameter = "unknown-parameter"
        /// `efr`: the app preview page is skipped.
        case skipsPreviewPage = "skips-preview-page"
        /// `ifl`, `ipfl`, `afl` or `ofl`: where people without the app are sent.
        case fallbackURL = "fallback-url"
        /// A URL parameter with plain `http`, which anyone on the network can answer.
        case insecureURL = "insecure-url"
        /// A URL parameter that is not an absolute `http` or `https` URL.
        case invalidURL = "invalid-url"
    }

    /// What kind of remark.
    public var code: Code
    /// The parameter it is about.
    public var parameter: String
    /// A sentence for people.
    public var message: String

    /// A warning from its fields.
    public init(code: Code, parameter: String, message: String) {
        self.code = code
        self.parameter = parameter
        self.message = message
    }

    /// The warnings one query item deserves.
    static func about(_ name: String, value: String) -> [ShortenWarning] {
        guard let parameter = DynamicLinkParameter(rawValue: name) else {
            return [ShortenWarning(code: .unknownParameter, parameter: name, message: "'\(name)' is not a dynamic-link parameter; it was dropped")]
        }
        if parameter == .efr {
            return [ShortenWarning(code: .skipsPreviewPage, parameter: name, message: "efr skips the app preview page")]
        }
        guard parameter.isFallbackURL else { return [] }
        var warnings: [ShortenWarning] = []
        if parameter != .si {
            warnings.append(ShortenWarning(code: .fallbackURL, parameter: name, message: "people without the app are sent to \(value)"))
        }
        let scheme = value.prefix { $0 != ":" }.lowercased()
        if scheme == "http" {
            warnings.append(ShortenWarning(code: .insecureURL, parameter: name, message: "'\(name)' is plain http; use https"))
        } else if scheme != "https" || (try? URLParser.parse(value)) == nil {
            warnings.append(ShortenWarning(code: .invalidURL, parameter: name, message: "'\(name)' is not an absolute http or https URL"))
        }
        return warnings
    }
}

/// Why a long link was not shortened. Each case carries the long link, which stays usable.
public enum ShortenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parser refused the long link (or it is not a long dynamic link on an own prefix).
    case longLinkRejected(longLink: String, Rejection)
    /// The custom suffix would make a short link the parser does not accept.
    case suffixRejected(longLink: String, suffix: String, Rejection)
    /// The store failed; nothing was written.
    case store(longLink: String, ShortLinkStoreError)

    /// The rejection's reason code, or the store error's code.
    public var code: String {
        switch self {
        case .longLinkRejected(_, let rejection): rejection.reason.rawValue
        case .suffixRejected: "suffix-invalid"
        case .store(_, let error): error.code
        }
    }

    /// The long link that was not shortened.
    public var longLink: String {
        switch self {
        case .longLinkRejected(let link, _), .suffixRejected(let link, _, _), .store(let link, _): link
        }
    }

    /// A sentence for people.
    public var description: String {
        switch self {
        case .longLinkRejected(_, let rejection):
            "the long link was not shortened (\(rejection.reason.rawValue)\(rejection.offset.map { " at offset \($0)" } ?? "")): \(rejection.detail)"
        case .suffixRejected(_, let suffix, let rejection):
            "the suffix '\(suffix)' makes a short link the app refuses (\(rejection.reason.rawValue)): \(rejection.detail)"
        case .store(_, let error):
            "the long link was not shortened: \(error.description)"
        }
    }
}

/// The stable JSON form: `{"code", "longLink", "message"}`, plus `"offset"` when the
/// rejection names one.
extension ShortenError: Encodable {
    private enum Keys: String, CodingKey { case code, longLink, message, offset }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(code, forKey: .code)
        try container.encode(longLink, forKey: .longLink)
        try container.encode(description, forKey: .message)
        if case .longLinkRejected(_, let rejection) = self {
            try container.encodeIfPresent(rejection.offset, forKey: .offset)
        }
    }
}
