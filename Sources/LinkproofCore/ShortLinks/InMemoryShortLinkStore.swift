import Foundation

/// A short-link store held in memory: for tests, for the golden suite, and for apps that
/// keep their own table. It allocates suffixes as the SQLite store does (`SuffixPolicy.allocate`), from an
/// injectable random source, so a seeded source gives the same suffixes every run.
/// Fingerprints are kept only as hashes keyed with a salt drawn from that source.
/// One instance is used from one thread at a time.
package final class InMemoryShortLinkStore: ShortLinkStore {
    private var random: AnyRandomNumberGenerator
    private let now: () -> Date
    private let salt: (UInt64, UInt64)
    private var records: [String: ShortLinkRecord] = [:]
    private var clicks: [StoredClick] = []

    /// A click with the hash of its fingerprint.
    private struct StoredClick {
        var click: DeferredClick
        var fingerprintHash: Int
        var claimed = false
    }

    /// An empty store drawing suffixes (and its salt) from `random`, stamping times from `now`.
    public init(random: some RandomNumberGenerator = SystemRandomNumberGenerator(), now: @escaping () -> Date = Date.init) {
        var random = random
        salt = (random.next(), random.next())
        self.random = AnyRandomNumberGenerator(random)
        self.now = now
    }

    public func insert(longLink: String, prefix: String, suffix: SuffixPolicy, options: ShortLinkOptions)
        throws(ShortLinkStoreError) -> ShortLinkRecord {
        try ShortLinkLimits.check(prefix, field: "prefix", limit: ShortLinkLimits.prefixBytes)
        if prefix.utf8.last == UInt8(ascii: "/") { throw .invalidValue(field: "prefix", reason: "ends with '/' (the short link adds it)") }
        try ShortLinkLimits.check(longLink, field: "long link", limit: ShortLinkLimits.longLinkBytes)
        let record = ShortLinkRecord(prefix: prefix, suffix: try allocate(suffix, under: prefix), longLink: longLink,
                                     options: options, createdAt: now(), clickCount: 0)
        records[record.shortLink] = record
        return record
    }

    public func lookup(prefix: String, suffix: String) throws(ShortLinkStoreError) -> ShortLinkRecord? {
        records[prefix + "/" + suffix]
    }

    public func incrementClickCount(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Int {
        guard var record = records[prefix + "/" + suffix] else { throw .unknownShortLink(prefix: prefix, suffix: suffix) }
        record.clickCount += 1
        records[record.shortLink] = record
        return record.clickCount
    }

    public func recordClick(prefix: String, suffix: String, fingerprint: DeviceFingerprint)
        throws(ShortLinkStoreError) -> DeferredClick {
        let hash = try fingerprintHash(fingerprint)
        guard records[prefix + "/" + suffix] != nil else { throw .unknownShortLink(prefix: prefix, suffix: suffix) }
        let click = DeferredClick(id: Int64(clicks.count + 1), prefix: prefix, suffix: suffix, createdAt: now())
        clicks.append(StoredClick(click: click, fingerprintHash: hash))
        return click
    }

    public func pendingClicks(for fingerprint: DeviceFingerprint, since earliest: Date)
        throws(ShortLinkStoreError) -> [DeferredClick] {
        let hash = try fingerprintHash(fingerprint)
        let pending = clicks.filter { !$0.claimed && $0.fingerprintHash == hash && $0.click.createdAt >= earliest }.map(\.click)
        // Newest first, as the SQLite store orders them: by time, then by id.
        let ordered = pending.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        return Array(ordered.prefix(ShortLinkLimits.pendingClicksPerQuery))
    }

    public func claim(_ click: DeferredClick) throws(ShortLinkStoreError) -> Bool {
        // Ids are positions plus one.
        let index = Int(clamping: click.id) &- 1
        guard clicks.indices.contains(index), clicks[index].click.id == click.id, !clicks[index].claimed else { return false }
        clicks[index].claimed = true
        return true
    }

    public func stats() throws(ShortLinkStoreError) -> ShortLinkStoreStats {
        ShortLinkStoreStats(links: records.count, prefixes: Set(records.values.map(\.prefix)).count,
                            clicks: records.values.reduce(0) { $0 + $1.clickCount }, deferredClicks: clicks.count,
                            pendingDeferredClicks: clicks.filter { !$0.claimed }.count, schemaVersion: 0)
    }

    /// A free suffix under `prefix`, chosen as every store chooses it.
    private func allocate(_ policy: SuffixPolicy, under prefix: String) throws(ShortLinkStoreError) -> String {
        try policy.allocate(under: prefix, using: &random) { suffix in records[prefix + "/" + suffix] == nil }
    }

    private func fingerprintHash(_ fingerprint: DeviceFingerprint) throws(ShortLinkStoreError) -> Int {
        for field in fingerprint.fields {
            try ShortLinkLimits.check(field, field: "fingerprint field", limit: ShortLinkLimits.fingerprintFieldBytes, allowEmpty: true)
        }
        var hasher = Hasher()
        hasher.combine(salt.0)
        hasher.combine(salt.1)
        hasher.combine(fingerprint.canonicalBytes)
        return hasher.finalize()
    }
}

extension ShortLinkLimits {
    /// Throws `.invalidValue` unless `value` has at most `limit` UTF-8 bytes (and is not
    /// empty, unless `allowEmpty`).
    static func check(_ value: String, field: String, limit: Int, allowEmpty: Bool = false) throws(ShortLinkStoreError) {
        if !allowEmpty, value.utf8.isEmpty { throw .invalidValue(field: field, reason: "is empty") }
        if value.utf8.count > limit { throw .invalidValue(field: field, reason: "is longer than \(limit) bytes") }
    }
}
