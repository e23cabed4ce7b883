import Foundation
import LinkproofCore

/// The embedded short-link store: one SQLite file in WAL mode, safe to share between
/// processes. Every write runs in its own `BEGIN IMMEDIATE` transaction; lookups reuse
/// prepared statements. One instance is used from one thread at a time.
public final class SQLiteShortLinkStore: ShortLinkStore {
    /// How a store may use its file.
    public enum Access: Sendable {
        /// Reads only: every write fails with `.readOnly`, and so does opening a store that
        /// needs migrating. The only access a store on a read-only file system opens with.
        case readOnly
        /// Reads and writes an existing store; a missing file is `.cannotOpen`.
        case readWrite
        /// Reads and writes, creating the file (not its folder) when it is absent.
        case readWriteCreate
    }

    /// How long a writer waits for another process's lock by default.
    public static let defaultBusyTimeoutMilliseconds = 5_000
    /// How many distinct options texts `decodedOptions` holds before it starts over.
    static let decodedOptionsLimit = 64

    /// The store file, as given.
    public var path: String { connection.path }

    let connection: SQLiteConnection
    private var random: AnyRandomNumberGenerator
    let now: () -> Date
    let fingerprintSalt: [UInt8]
    private let decoder = JSONDecoder()
    /// Options decoded so far, by their JSON text: links share a handful of distinct
    /// options, and decoding JSON would otherwise cost a lookup more than the query does.
    private var decodedOptions: [String: ShortLinkOptions] = [:]
    private let lookupStatement: SQLiteStatement
    private let insertStatement: SQLiteStatement
    private let incrementStatement: SQLiteStatement
    let recordClickStatement: SQLiteStatement
    let pendingClicksStatement: SQLiteStatement
    let claimStatement: SQLiteStatement

    /// Opens (or, with `.readWriteCreate`, creates) the store at `path` and migrates it to
    /// the current schema.
    /// - Parameters:
    ///   - busyTimeoutMilliseconds: how long to wait for another writer before `.busy`.
    ///   - random: the source of suffixes; `SystemRandomNumberGenerator` unless a test replays one.
    ///   - now: the clock stamped on new links and clicks.
    public init(path: String, access: Access = .readWriteCreate,
                busyTimeoutMilliseconds: Int = defaultBusyTimeoutMilliseconds,
                random: some RandomNumberGenerator = SystemRandomNumberGenerator(),
                now: @escaping () -> Date = Date.init) throws(ShortLinkStoreError) {
        let connection = try SQLiteConnection(path: path, access: access, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        try StoreSchema.checkIsStore(connection)
        try connection.execute("PRAGMA foreign_keys = ON")
        if access != .readOnly {
            // WAL lets readers run beside the writer; NORMAL sync loses no committed
            // transaction when a process dies, only (rarely) on power loss.
            try connection.executeWaitingForLocks("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        try StoreSchema.migrate(connection)
        self.connection = connection
        self.random = AnyRandomNumberGenerator(random)
        self.now = now
        fingerprintSalt = try Self.salt(connection)
        lookupStatement = try connection.prepare(
            "SELECT long_link, options, created_at, click_count FROM short_links WHERE prefix = ?1 AND suffix = ?2")
        insertStatement = try connection.prepare(
            "INSERT INTO short_links (prefix, suffix, long_link, options, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
        incrementStatement = try connection.prepare(
            "UPDATE short_links SET click_count = click_count + 1 WHERE prefix = ?1 AND suffix = ?2 RETURNING click_count")
        recordClickStatement = try connection.prepare(
            "INSERT INTO deferred_clicks (prefix, suffix, fingerprint_hash, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
        pendingClicksStatement = try connection.prepare("""
            SELECT id, prefix, suffix, created_at FROM deferred_clicks
            WHERE fingerprint_hash = ?1 AND created_at >= ?2 AND claimed = 0
            ORDER BY created_at DESC, id DESC LIMIT ?3
            """)
        claimStatement = try connection.prepare(
            "UPDATE deferred_clicks SET claimed = 1 WHERE id = ?1 AND claimed = 0 RETURNING id")
    }

    public func insert(longLink: String, prefix: String, suffix: SuffixPolicy, options: ShortLinkOptions)
        throws(ShortLinkStoreError) -> ShortLinkRecord {
        try Self.validate(prefix: prefix)
        try Self.validate(longLink, field: "long link", limit: ShortLinkLimits.longLinkBytes)
        let optionsJSON = try Self.encode(options)
        let createdAt = Self.milliseconds(now())
        return try connection.transaction { () throws(ShortLinkStoreError) in
            let chosen = try allocate(suffix, under: prefix)
            try insertStatement.bound(.text(prefix), .text(chosen), .text(longLink), .text(optionsJSON), .integer(createdAt)).run()
            return ShortLinkRecord(prefix: prefix, suffix: chosen, longLink: longLink, options: options,
                                   createdAt: Self.date(createdAt), clickCount: 0)
        }
    }

    public func lookup(prefix: String, suffix: String) throws(ShortLinkStoreError) -> ShortLinkRecord? {
        let row = try lookupStatement.bound(.text(prefix), .text(suffix))
        defer { row.reset() }
        guard try row.step() else { return nil }
        return ShortLinkRecord(prefix: prefix, suffix: suffix, longLink: row.text(at: 0),
                               options: try decodeOptions(row.text(at: 1), of: prefix + "/" + suffix),
                               createdAt: Self.date(Int64(row.integer(at: 2))), clickCount: row.integer(at: 3))
    }

    public func incrementClickCount(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Int {
        try connection.transaction { () throws(ShortLinkStoreError) in
            let row = try incrementStatement.bound(.text(prefix), .text(suffix))
            defer { row.reset() }
            guard try row.step() else { throw .unknownShortLink(prefix: prefix, suffix: suffix) }
            return row.integer(at: 0)
        }
    }

    public func stats() throws(ShortLinkStoreError) -> ShortLinkStoreStats {
        // One snapshot, so that the figures agree with each other while others write.
        try connection.snapshot { () throws(ShortLinkStoreError) in
            ShortLinkStoreStats(
                links: try connection.integer("SELECT count(*) FROM short_links"),
                prefixes: try connection.integer("SELECT count(DISTINCT prefix) FROM short_links"),
                clicks: try connection.integer("SELECT coalesce(sum(click_count), 0) FROM short_links"),
                deferredClicks: try connection.integer("SELECT count(*) FROM deferred_clicks"),
                pendingDeferredClicks: try connection.integer("SELECT count(*) FROM deferred_clicks WHERE claimed = 0"),
                schemaVersion: try connection.integer("PRAGMA user_version"))
        }
    }

    /// The journal mode in force, `wal` for a store opened for writing.
    public func journalMode() throws(ShortLinkStoreError) -> String {
        try connection.text("PRAGMA journal_mode")
    }

    /// The result of `PRAGMA integrity_check`: `ok` for a sound file, otherwise the problems found.
    public func integrityCheck() throws(ShortLinkStoreError) -> String {
        try connection.text("PRAGMA integrity_check")
    }

    /// True when `prefix/suffix` is taken; run inside the insert transaction.
    func contains(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Bool {
        let row = try lookupStatement.bound(.text(prefix), .text(suffix))
        defer { row.reset() }
        return try row.step()
    }

    /// A free suffix under `prefix` chosen by `policy`; run inside the insert transaction,
    /// whose write lock keeps any other writer from taking it before the insert.
    private func allocate(_ policy: SuffixPolicy, under prefix: String) throws(ShortLinkStoreError) -> String {
        try policy.allocate(under: prefix, using: &random) { (suffix) throws(ShortLinkStoreError) in
            try !contains(prefix: prefix, suffix: suffix)
        }
    }

    private func decodeOptions(_ json: String, of shortLink: String) throws(ShortLinkStoreError) -> ShortLinkOptions {
        if let options = decodedOptions[json] { return options }
        guard let options = try? decoder.decode(ShortLinkOptions.self, from: Data(json.utf8)) else {
            throw .corrupt(path: path, detail: "the options of \(shortLink) are not valid")
        }
        if decodedOptions.count >= Self.decodedOptionsLimit { decodedOptions.removeAll(keepingCapacity: true) }
        decodedOptions[json] = options
        return options
    }

    private static func encode(_ options: ShortLinkOptions) throws(ShortLinkStoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(options) else {
            throw .invalidValue(field: "options", reason: "cannot be written as JSON")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func salt(_ connection: SQLiteConnection) throws(ShortLinkStoreError) -> [UInt8] {
        let row = try connection.prepare("SELECT value FROM metadata WHERE key = 'fingerprint-salt'")
        defer { row.reset() }
        guard try row.step() else { throw .corrupt(path: connection.path, detail: "the fingerprint salt is missing") }
        return row.blob(at: 0)
    }

    private static func validate(prefix: String) throws(ShortLinkStoreError) {
        try validate(prefix, field: "prefix", limit: ShortLinkLimits.prefixBytes)
        if prefix.utf8.last == UInt8(ascii: "/") {
            throw .invalidValue(field: "prefix", reason: "ends with '/' (the short link adds it)")
        }
    }

    /// Throws unless `value` has 1 to `limit` UTF-8 bytes.
    private static func validate(_ value: String, field: String, limit: Int) throws(ShortLinkStoreError) {
        if value.utf8.isEmpty { throw .invalidValue(field: field, reason: "is empty") }
        if value.utf8.count > limit { throw .invalidValue(field: field, reason: "is longer than \(limit) bytes") }
    }

    /// Milliseconds since 1970, as stored.
    static func milliseconds(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        return milliseconds.isFinite ? Int64(min(max(milliseconds, -9e15), 9e15)) : 0
    }

    /// The date of a stored millisecond count.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
