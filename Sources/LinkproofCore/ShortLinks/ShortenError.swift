import LinkproofURL

/// Why a long link was not shortened. Each case carries the long link, which stays usable.
package enum ShortenError: Error, Hashable, Sendable, CustomStringConvertible, JSONWritable {
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
