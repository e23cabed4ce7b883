/// Why a short link did not resolve. Every case names the short link; hop failures also
/// name the hop (0 is the request for the short link itself) and its URL.
public enum ShortLinkResolveError: Error, Hashable, Sendable, CustomStringConvertible, JSONWritable {
    /// The input is not a short link on one of the app's own prefixes.
    case notAShortLink(link: String, detail: String)
    /// The store has no such short link.
    case unknownShortLink(link: String)
    /// The store failed.
    case store(link: String, ShortLinkStoreError)
    /// An HTTP hop failed or was refused.
    case hop(link: String, index: Int, url: String, HopFailure)

    /// A stable identifier for scripts and goldens.
    public var code: String {
        switch self {
        case .notAShortLink: "not-a-short-link"
        case .unknownShortLink: "short-link-unknown"
        case .store(_, let error): error.code
        case .hop(_, _, _, let failure): failure.code
        }
    }

    /// A sentence for people naming the link and, for a hop, the hop.
    public var description: String {
        switch self {
        case .notAShortLink(let link, let detail): "\(link) is not a short link of this app: \(detail)"
        case .unknownShortLink(let link): "there is no short link \(link)"
        case .store(let link, let error): "\(link): \(error.description)"
        case .hop(let link, let index, let url, let failure): "\(link): hop \(index) (\(url)): \(failure.description)"
        }
    }
}

/// The stable JSON form of a resolution failure: `{"code", "link", "message"}`, plus
/// `"hop"` and `"url"` for a hop failure.
extension ShortLinkResolveError: Encodable {
    private enum Keys: String, CodingKey { case code, link, message, hop, url }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(code, forKey: .code)
        try container.encode(description, forKey: .message)
        switch self {
        case .notAShortLink(let link, _), .unknownShortLink(let link), .store(let link, _):
            try container.encode(link, forKey: .link)
        case .hop(let link, let index, let url, _):
            try container.encode(link, forKey: .link)
            try container.encode(index, forKey: .hop)
            try container.encode(url, forKey: .url)
        }
    }
}
