import Foundation

/// What a store holds.
public struct ShortLinkStoreStats: Sendable, Hashable, Codable, JSONWritable {
    /// Stored short links.
    public var links: Int
    /// Distinct prefixes among them.
    public var prefixes: Int
    /// The sum of all click counts.
    public var clicks: Int
    /// Clicks remembered for deferred deep links.
    public var deferredClicks: Int
    /// Those of them not yet claimed.
    public var pendingDeferredClicks: Int
    /// The store's schema version.
    public var schemaVersion: Int

    /// Stats from their figures.
    public init(links: Int, prefixes: Int, clicks: Int, deferredClicks: Int, pendingDeferredClicks: Int, schemaVersion: Int) {
        self.links = links
        self.prefixes = prefixes
        self.clicks = clicks
        self.deferredClicks = deferredClicks
        self.pendingDeferredClicks = pendingDeferredClicks
        self.schemaVersion = schemaVersion
    }
}
