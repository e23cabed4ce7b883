import Foundation
import LinkproofCore

/// Clicks remembered for deferred deep links. The fingerprint is never stored: only its
/// HMAC-SHA-256 under the store's own random salt, so equal fingerprints match within one
/// store while the hashes reveal nothing, not even across stores.
extension SQLiteShortLinkStore {
    public func recordClick(prefix: String, suffix: String, fingerprint: DeviceFingerprint)
        throws(ShortLinkStoreError) -> DeferredClick {
        let hash = try fingerprintHash(fingerprint)
        let createdAt = Self.milliseconds(now())
        return try connection.transaction { () throws(ShortLinkStoreError) in
            guard try contains(prefix: prefix, suffix: suffix) else { throw .unknownShortLink(prefix: prefix, suffix: suffix) }
            let row = try recordClickStatement.bound(.text(prefix), .text(suffix), .blob(hash), .integer(createdAt))
            defer { row.reset() }
            guard try row.step() else { throw .constraint(path: path, detail: "the click was not recorded") }
            return DeferredClick(id: Int64(row.integer(at: 0)), prefix: prefix, suffix: suffix, createdAt: Self.date(createdAt))
        }
    }

    public func pendingClicks(for fingerprint: DeviceFingerprint, since earliest: Date)
        throws(ShortLinkStoreError) -> [DeferredClick] {
        let row = try pendingClicksStatement.bound(.blob(fingerprintHash(fingerprint)), .integer(Self.milliseconds(earliest)),
                                                   .integer(Int64(ShortLinkLimits.pendingClicksPerQuery)))
        defer { row.reset() }
        var clicks: [DeferredClick] = []
        while try row.step() {
            clicks.append(DeferredClick(id: Int64(row.integer(at: 0)), prefix: row.text(at: 1), suffix: row.text(at: 2),
                                        createdAt: Self.date(Int64(row.integer(at: 3)))))
        }
        return clicks
    }

    public func claim(_ click: DeferredClick) throws(ShortLinkStoreError) -> Bool {
        try connection.transaction { () throws(ShortLinkStoreError) in
            let row = try claimStatement.bound(.integer(click.id))
            defer { row.reset() }
            return try row.step()
        }
    }

    /// The salted hash stored for `fingerprint`, after checking each field's length.
    func fingerprintHash(_ fingerprint: DeviceFingerprint) throws(ShortLinkStoreError) -> [UInt8] {
        for field in fingerprint.fields where field.utf8.count > ShortLinkLimits.fingerprintFieldBytes {
            throw .invalidValue(field: "fingerprint field", reason: "is longer than \(ShortLinkLimits.fingerprintFieldBytes) bytes")
        }
        return SHA256.hmac(key: fingerprintSalt, message: fingerprint.canonicalBytes)
    }
}
