import LinkproofCore

/// The store's tables, built by migrations applied in order. `PRAGMA user_version` holds the
/// number of migrations a store has had, so migration `n` (counting from 1) takes a store
/// from version `n - 1` to `n`. Append new migrations; never edit a shipped one.
enum StoreSchema {
    /// Every migration, oldest first.
    static let migrations: [String] = [
        // 1: short links, a unique suffix per prefix.
        """
        CREATE TABLE short_links (
            id INTEGER PRIMARY KEY,
            prefix TEXT NOT NULL CHECK (length(prefix) > 0),
            suffix TEXT NOT NULL CHECK (length(suffix) > 0),
            long_link TEXT NOT NULL CHECK (length(long_link) > 0),
            options TEXT NOT NULL CHECK (json_valid(options)),
            created_at INTEGER NOT NULL,
            click_count INTEGER NOT NULL DEFAULT 0 CHECK (click_count >= 0),
            UNIQUE (prefix, suffix)
        ) STRICT;
        CREATE TABLE metadata (key TEXT PRIMARY KEY, value ANY NOT NULL) STRICT;
        """,
        // 2: clicks for deferred deep links, keyed by a salted fingerprint hash. The salt is
        // 32 bytes from SQLite's randomblob(), a ChaCha20 generator seeded by the OS.
        """
        CREATE TABLE deferred_clicks (
            id INTEGER PRIMARY KEY,
            prefix TEXT NOT NULL,
            suffix TEXT NOT NULL,
            fingerprint_hash BLOB NOT NULL CHECK (length(fingerprint_hash) = 32),
            created_at INTEGER NOT NULL,
            claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
            FOREIGN KEY (prefix, suffix) REFERENCES short_links (prefix, suffix)
        ) STRICT;
        CREATE INDEX deferred_clicks_by_fingerprint ON deferred_clicks (fingerprint_hash, created_at);
        INSERT INTO metadata (key, value) VALUES ('fingerprint-salt', randomblob(32));
        """,
    ]

    /// The version this build writes and reads.
    static var currentVersion: Int { migrations.count }

    /// The tables every version has (migration 1 makes them, in the same transaction that
    /// sets the version, so no reader sees one without the other).
    private static let ownTables: Set<String> = ["short_links", "metadata"]

    /// Throws `.notAStore` for any SQLite database whose schema is not exactly the store's at
    /// its version (another program's tables, an extra trigger, view, index or table), and
    /// `.schemaTooNew` for a later version. An empty file is a new store. Run before anything
    /// is written (the switch to WAL included), so a foreign or hostile file is left exactly as
    /// it was and nothing of its schema ever runs.
    static func checkIsStore(_ connection: SQLiteConnection) throws(ShortLinkStoreError) {
        let found = try schema(connection)
        guard !found.isEmpty else { return }
        let version = try connection.integer("PRAGMA user_version")
        if version > currentVersion { throw .schemaTooNew(path: connection.path, found: version, supported: currentVersion) }
        let expected = version == 0 ? [] : try schema(of: version, path: connection.path)
        guard found != expected else { return }
        let extra = found.filter { !expected.contains($0) }.prefix(3).map { $0.split(separator: "\u{1F}").prefix(2).joined(separator: " ") }
        let tables = try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        let detail = version > 0 && ownTables.isSubset(of: tables)
            ? "its schema is not exactly the store's version \(version) (it also has: \(extra.joined(separator: ", "))); it was not changed"
            : "another program's SQLite database, with the tables \(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : ""); it was not changed"
        throw .notAStore(path: connection.path, detail: detail)
    }

    /// Every entry of a database's schema but SQLite's own, as `type␟name␟table␟sql`, sorted.
    private static func schema(_ connection: SQLiteConnection) throws(ShortLinkStoreError) -> [String] {
        try connection.texts("""
            SELECT type || char(31) || name || char(31) || tbl_name || char(31) || coalesce(sql, '')
            FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY 1
            """)
    }

    /// The schema the migrations build up to `version`, made in memory.
    private static func schema(of version: Int, path: String) throws(ShortLinkStoreError) -> [String] {
        let memory = try SQLiteConnection(path: ":memory:", access: .readWriteCreate, busyTimeoutMilliseconds: 0)
        try migrate(memory, to: version)
        return try schema(memory)
    }

    /// Brings the store to `target` (all migrations by default), in one transaction that
    /// re-reads the version under the write lock, so concurrent openers migrate once.
    static func migrate(_ connection: SQLiteConnection, to target: Int = currentVersion) throws(ShortLinkStoreError) {
        let found = try connection.integer("PRAGMA user_version")
        if found > currentVersion {
            throw .schemaTooNew(path: connection.path, found: found, supported: currentVersion)
        }
        guard found < target else { return }
        try connection.transaction { () throws(ShortLinkStoreError) in
            let version = try connection.integer("PRAGMA user_version")
            for migration in migrations[min(version, target)..<target] {
                try connection.execute(migration)
            }
            try connection.execute("PRAGMA user_version = \(max(version, target))")
        }
    }
}
