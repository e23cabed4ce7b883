import CSQLite
import Foundation
import LinkproofCore
import LinkproofStore

/// The SQLite short-link store: lookups through its cached prepared statement against the
/// same query compiled afresh each time, and inserts (SHORT suffix allocated, each in its
/// own `BEGIN IMMEDIATE` transaction) against a bare autocommit `INSERT` built as SQL text.
///
/// Each timed run is short (a few milliseconds) and the fastest of many is kept, so that a
/// run interrupted by the other work of a shared machine does not count.
enum StoreBench: BenchSuite {
    static let name = "store"
    static let prefix = "https://example.page.link"
    /// Links in the store; each timed run looks up `lookupsPerRun` of them.
    static let lookupCount = 20_000
    static let lookupsPerRun = 1_000
    static let insertsPerRun = 200
    /// Timed runs per requested repetition.
    static let runsPerRepetition = 20

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let folder = NSTemporaryDirectory() + "linkproof-store-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return [try lookups(folder + "/lookups.sqlite", options), try inserts(folder, options)]
    }

    private static func longLink(_ index: Int) -> String {
        "https://example.page.link/?link=https://www.example.com/content?item%3D\(index)&ibi=com.example.ios&isi=12345"
    }

    private static func lookups(_ path: String, _ options: BenchOptions) throws -> BenchRow {
        let store = try SQLiteShortLinkStore(path: path)
        let linkOptions = ShortLinkOptions(suffix: .short, origin: .import)
        let suffixes = try (0..<lookupCount).map { try store.insert(longLink: longLink($0), prefix: prefix, suffix: .short, options: linkOptions).suffix }
        let sample = suffixes.shuffled().prefix(lookupsPerRun)
        let runs = options.repetitions * runsPerRepetition
        let peer = try RawConnection(path)
        let turns = Measure.inTurns(runs, [
            {
                var found = 0
                for suffix in sample {
                    if let record = try? store.lookup(prefix: prefix, suffix: suffix) { found += record.longLink.utf8.count }
                }
                return found
            },
            {
                var found = 0
                for suffix in sample { found += peer.lookupWithFreshStatement(prefix: prefix, suffix: suffix) }
                return found
            },
        ])
        return BenchRow(name: "store.lookup (\(lookupCount) links)", unit: "lookups/s",
                        value: perSecond(lookupsPerRun, turns.best(0)), peer: "sqlite3_prepare per lookup",
                        peerValue: perSecond(lookupsPerRun, turns.best(1)), higherIsBetter: true, spread: turns.spread(0, against: 1))
    }

    private static func inserts(_ folder: String, _ options: BenchOptions) throws -> BenchRow {
        let store = try SQLiteShortLinkStore(path: folder + "/inserts.sqlite")
        let linkOptions = ShortLinkOptions(suffix: .short, origin: .shorten)
        var next = 0
        let runs = options.repetitions * runsPerRepetition
        let peerPath = folder + "/peer.sqlite"
        _ = try SQLiteShortLinkStore(path: peerPath)  // the same schema and WAL mode
        let peer = try RawConnection(peerPath)
        var peerNext = 0
        let turns = Measure.inTurns(runs, [
            {
                var made = 0
                for _ in 0..<insertsPerRun {
                    next += 1
                    if (try? store.insert(longLink: longLink(next), prefix: prefix, suffix: .short, options: linkOptions)) != nil { made += 1 }
                }
                return made
            },
            {
                var made = 0
                for _ in 0..<insertsPerRun {
                    peerNext += 1
                    made += peer.insertAutocommit(prefix: prefix, suffix: "s\(peerNext)", longLink: longLink(peerNext))
                }
                return made
            },
        ])
        return BenchRow(name: "store.insert SHORT (own transaction each)", unit: "inserts/s",
                        value: perSecond(insertsPerRun, turns.best(0)), peer: "autocommit INSERT from SQL text",
                        peerValue: perSecond(insertsPerRun, turns.best(1)), higherIsBetter: true, spread: turns.spread(0, against: 1))
    }

    private static func perSecond(_ count: Int, _ nanoseconds: Double) -> Double {
        Double(count) / (nanoseconds / 1e9)
    }
}

/// The peer: plain SQLite calls with nothing kept between them.
private final class RawConnection {
    private let handle: OpaquePointer

    init(_ path: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let handle else {
            throw CocoaError(.fileReadUnknown)
        }
        self.handle = handle
        sqlite3_exec(handle, "PRAGMA synchronous = NORMAL", nil, nil, nil)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Compiles, runs and finalizes the store's lookup query; the long link's length when found.
    func lookupWithFreshStatement(prefix: String, suffix: String) -> Int {
        var statement: OpaquePointer?
        sqlite3_prepare_v2(handle, "SELECT long_link, options, created_at, click_count FROM short_links WHERE prefix = ?1 AND suffix = ?2",
                           -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        sqlite3_bind_text(statement, 1, prefix, -1, transient)
        sqlite3_bind_text(statement, 2, suffix, -1, transient)
        guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return 0 }
        let longLink = String(cString: text)
        _ = sqlite3_column_text(statement, 1).map { String(cString: $0) }
        return longLink.utf8.count
    }

    /// One INSERT written as SQL text, run in autocommit; 1 when it succeeded.
    func insertAutocommit(prefix: String, suffix: String, longLink: String) -> Int {
        let sql = "INSERT INTO short_links (prefix, suffix, long_link, options, created_at) VALUES ('\(prefix)', '\(suffix)', '\(longLink)', '{}', 0)"
        return sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK ? 1 : 0
    }
}
