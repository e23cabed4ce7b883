import Foundation

/// One stored short link.
public struct ShortLinkRecord: Sendable, Hashable, Codable {
    /// The domain URI prefix, e.g. `https://rayciperw.page.link`.
    public var prefix: String
    /// The path segment after the prefix, e.g. `WXYZ`.
    public var suffix: String
    /// The long link the short link stands for.
    public var longLink: String
    /// How the link was made.
    public var options: ShortLinkOptions
    /// When the link was stored.
    public var createdAt: Date
    /// How many times the link was followed.
    public var clickCount: Int

    /// Makes a record from its fields.
    public init(prefix: String, suffix: String, longLink: String, options: ShortLinkOptions, createdAt: Date, clickCount: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.longLink = longLink
        self.options = options
        self.createdAt = createdAt
        self.clickCount = clickCount
    }

    /// The short link itself: `prefix/suffix`.
    public var shortLink: String { prefix + "/" + suffix }
}
