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

/// The size limits every store enforces, so that any input costs time and space in
/// proportion to these bounds at most.
public enum ShortLinkLimits {
    /// The longest long link stored, in UTF-8 bytes (Firebase's own limit was 7,168 for
    /// the whole request; long links beyond a few kilobytes break in browsers anyway).
    public static let longLinkBytes = 8_192
    /// The longest prefix, in UTF-8 bytes.
    public static let prefixBytes = 512
    /// The longest value of one `DeviceFingerprint` field, in UTF-8 bytes.
    public static let fingerprintFieldBytes = 256
    /// The most clicks `pendingClicks(for:since:)` returns; more than one already means
    /// the match is ambiguous.
    public static let pendingClicksPerQuery = 16
}

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

/// How a short link was made, kept with it as JSON.
public struct ShortLinkOptions: Sendable, Hashable, Codable {
    /// The suffix option asked for: `SHORT`, `UNGUESSABLE` or `CUSTOM` (`SuffixPolicy.option`).
    public var suffixOption: String
    /// What made the link.
    public var origin: Origin

    /// What made a short link.
    public enum Origin: String, Sendable, Hashable, Codable {
        /// The shortener (`linkproof shorten`, the REST-style call).
        case shorten
        /// An administrator's bulk import (`linkproof store import`).
        case `import`
    }

    /// Options recording `suffix` and `origin`.
    public init(suffix: SuffixPolicy, origin: Origin) {
        self.suffixOption = suffix.option
        self.origin = origin
    }
}

/// The coarse traits of a device that let a first launch be matched to the click that
/// preceded the install. Stores never keep these values, only a salted hash of them.
public struct DeviceFingerprint: Sendable, Hashable {
    /// The client's IP address as the server saw it.
    public var ipAddress: String
    /// Operating system and version, e.g. `iOS 18.1`.
    public var platform: String
    /// Screen size in points, e.g. `390x844`.
    public var screen: String
    /// Preferred language, e.g. `en-GB`.
    public var language: String
    /// Time zone identifier, e.g. `Europe/London`.
    public var timeZone: String

    /// A fingerprint from its traits.
    public init(ipAddress: String, platform: String, screen: String, language: String, timeZone: String) {
        self.ipAddress = ipAddress
        self.platform = platform
        self.screen = screen
        self.language = language
        self.timeZone = timeZone
    }

    /// The traits in a fixed order; `canonicalBytes` length-prefixes each one so that no two
    /// different fingerprints give the same bytes.
    public var fields: [String] { [ipAddress, platform, screen, language, timeZone] }

    /// An unambiguous byte form to hash: each field as its UTF-8 length, `:`, then its bytes.
    public var canonicalBytes: [UInt8] {
        var bytes: [UInt8] = []
        for field in fields {
            bytes += Array(String(field.utf8.count).utf8) + [UInt8(ascii: ":")] + Array(field.utf8)
        }
        return bytes
    }
}

/// A click remembered for a deferred deep link.
public struct DeferredClick: Sendable, Hashable, Codable {
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

/// What a store holds.
public struct ShortLinkStoreStats: Sendable, Hashable, Codable {
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

/// Everything a store can fail with. Errors about the store file carry its path.
public enum ShortLinkStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but is not a store: not SQLite at all (`SQLITE_NOTADB`), or another
    /// program's SQLite database, which is never adopted; `detail` says which.
    case notAStore(path: String, detail: String)
    /// The store file is damaged (SQLite: `SQLITE_CORRUPT`).
    case corrupt(path: String, detail: String)
    /// The file could not be opened or created (SQLite: `SQLITE_CANTOPEN`).
    case cannotOpen(path: String, detail: String)
    /// Another writer held the store for longer than the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
    case busy(path: String, timeoutMilliseconds: Int)
    /// The store or its folder cannot be written (`SQLITE_READONLY`, or a read-only file
    /// system, where the store can still be opened `.readOnly`).
    case readOnly(path: String)
    /// The disk (or the store's size limit) is full (`SQLITE_FULL`).
    case diskFull(path: String)
    /// The store was written by a newer Linkproof.
    case schemaTooNew(path: String, found: Int, supported: Int)
    /// A store invariant refused the write (`SQLITE_CONSTRAINT`).
    case constraint(path: String, detail: String)
    /// Any other failure of the storage engine, with its result code.
    case storage(path: String, code: Int32, detail: String)
    /// The custom suffix is already taken under its prefix.
    case suffixTaken(prefix: String, suffix: String)
    /// The custom suffix is not acceptable (`SuffixAlphabet.validateCustom(_:)`).
    case invalidSuffix(suffix: String, reason: String)
    /// No free suffix was found up to the policy's longest length.
    case suffixesExhausted(prefix: String, policy: String)
    /// A value is empty or longer than its `ShortLinkLimits` bound.
    case invalidValue(field: String, reason: String)
    /// There is no short link `prefix/suffix`.
    case unknownShortLink(prefix: String, suffix: String)

    /// A stable identifier for scripts and goldens.
    public var code: String {
        switch self {
        case .notAStore: "store-not-a-store"
        case .corrupt: "store-corrupt"
        case .cannotOpen: "store-cannot-open"
        case .busy: "store-busy"
        case .readOnly: "store-read-only"
        case .diskFull: "store-disk-full"
        case .schemaTooNew: "store-schema-too-new"
        case .constraint: "store-constraint"
        case .storage: "store-storage-error"
        case .suffixTaken: "suffix-taken"
        case .invalidSuffix: "suffix-invalid"
        case .suffixesExhausted: "suffixes-exhausted"
        case .invalidValue: "value-invalid"
        case .unknownShortLink: "short-link-unknown"
        }
    }

    /// A sentence for people, naming the store file or the value at fault.
    public var description: String {
        switch self {
        case .notAStore(let path, let detail): "\(path) is not a Linkproof store (\(detail))"
        case .corrupt(let path, let detail): "\(path) is corrupt: \(detail)"
        case .cannotOpen(let path, let detail): "cannot open \(path): \(detail)"
        case .busy(let path, let timeout): "\(path) stayed locked by another writer for more than \(timeout) ms"
        case .readOnly(let path): "\(path) is read-only; nothing was written"
        case .diskFull(let path): "the disk holding \(path) is full; nothing was written"
        case .schemaTooNew(let path, let found, let supported):
            "\(path) has schema version \(found), newer than the \(supported) this Linkproof knows; upgrade Linkproof"
        case .constraint(let path, let detail): "\(path) refused the write: \(detail)"
        case .storage(let path, let code, let detail): "\(path): SQLite error \(code): \(detail)"
        case .suffixTaken(let prefix, let suffix): "\(prefix)/\(suffix) already exists"
        case .invalidSuffix(let suffix, let reason): "the suffix '\(suffix)' \(reason)"
        case .suffixesExhausted(let prefix, let policy): "no free \(policy) suffix left under \(prefix)"
        case .invalidValue(let field, let reason): "the \(field) \(reason)"
        case .unknownShortLink(let prefix, let suffix): "there is no short link \(prefix)/\(suffix)"
        }
    }
}
