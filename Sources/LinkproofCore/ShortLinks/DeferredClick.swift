import Foundation

/// A click remembered for a deferred deep link.
public struct DeferredClick: Sendable, Hashable, Codable, JSONWritable {
    /// The store's identifier for the click.
    public var id: Int64
    /// The clicked short link's prefix.
    public var prefix: String
    /// The clicked short link's suffix.
    public var suffix: String
    /// When the click happened.
    public var createdAt: Date

    /// A click from its fields.
    public init(id: Int64, prefix: String, suffix: String, createdAt: Date) {
        self.id = id
        self.prefix = prefix
        self.suffix = suffix
        self.createdAt = createdAt
    }
}
