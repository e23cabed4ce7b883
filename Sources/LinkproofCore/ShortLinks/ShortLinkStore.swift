import Foundation

/// Where short links live: the long link behind each `prefix/suffix`, its click count, and
/// the clicks remembered for deferred deep links (a link tapped before the app was
/// installed, claimed at its first launch).
///
/// The store does not judge links: the shortener validates a long link with the deep-link
/// parser before inserting it, and resolvers interpret what a lookup returns. A store
/// enforces only its own limits (`ShortLinkLimits`) and its invariants: a suffix is unique
/// under its prefix, every write is all-or-nothing, and fingerprints are kept only as salted
/// hashes. Every failure is a `ShortLinkStoreError` naming what went wrong.
public protocol ShortLinkStore {
    /// Stores `longLink` under `prefix` with a suffix chosen by `suffix`, and returns the
    /// stored record. The suffix is allocated inside the same transaction as the insert, so
    /// two writers never receive the same one.
    func insert(longLink: String, prefix: String, suffix: SuffixPolicy, options: ShortLinkOptions)
        throws(ShortLinkStoreError) -> ShortLinkRecord

    /// The record stored as `prefix/suffix`, or nil when there is none.
    func lookup(prefix: String, suffix: String) throws(ShortLinkStoreError) -> ShortLinkRecord?

    /// Adds one to the link's click count and returns the new count; throws
    /// `.unknownShortLink` when there is no such link.
    func incrementClickCount(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Int

    /// Remembers that a device with `fingerprint` clicked `prefix/suffix`, for a deferred
    /// deep link. Only a salted hash of the fingerprint is kept.
    func recordClick(prefix: String, suffix: String, fingerprint: DeviceFingerprint)
        throws(ShortLinkStoreError) -> DeferredClick

    /// The unclaimed clicks made at or after `earliest` by a device with `fingerprint`,
    /// newest first, at most `ShortLinkLimits.pendingClicksPerQuery`.
    func pendingClicks(for fingerprint: DeviceFingerprint, since earliest: Date)
        throws(ShortLinkStoreError) -> [DeferredClick]

    /// Marks a click as claimed by a first launch; false when it was already claimed (or
    /// does not exist), so that one click opens content at most once.
    func claim(_ click: DeferredClick) throws(ShortLinkStoreError) -> Bool

    /// Counts of what the store holds.
    func stats() throws(ShortLinkStoreError) -> ShortLinkStoreStats
}
