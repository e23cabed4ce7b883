import CSQLite
import Foundation
import LinkproofCore

/// One open SQLite database: runs SQL, prepares statements, and turns every failing result
/// code into a `ShortLinkStoreError` naming the file.
final class SQLiteConnection {
    /// The file, as given; every error message names it.
    let path: String
    /// How long a writer waits for another's lock before failing with `.busy`.
    let busyTimeoutMilliseconds: Int
    private let handle: OpaquePointer
    /// What the progress handler counts down for the statement running now.
    private let budget = ProgressBudget()

    /// SQLite calls the progress handler every this many virtual-machine instructions.
    static let progressInterval: Int32 = 1_000
    /// The calls one statement step may take before it is interrupted (100 M instructions,
    /// about a second): the store's own statements need a small part of it, so only a file
    /// that makes SQLite work without end (a hostile schema, a huge scan) meets it.
    static let progressCallsPerStep = 100_000

    /// The progress handler's counter, shared with its C callback through a pointer.
    private final class ProgressBudget {
        var remaining = SQLiteConnection.progressCallsPerStep
    }

    /// A path outside the tool's root (`PathConfinement`) is refused before SQLite opens or creates it.
    init(path: String, access: SQLiteShortLinkStore.Access, busyTimeoutMilliseconds: Int) throws(ShortLinkStoreError) {
        do {
            try PathConfinement.check(path)
        } catch {
            throw .cannotOpen(path: path, detail: error.explanation)
        }
        let readOnlyFileSystem = Self.isOnReadOnlyFileSystem(path)
        if readOnlyFileSystem, access != .readOnly { throw .readOnly(path: path) }
        if readOnlyFileSystem, Self.fileSize(path + "-wal") > 0 {
            // `immutable` would ignore it, and with it the transactions it holds.
            throw .cannotOpen(path: path, detail: "it is on a read-only file system beside an unfinished write-ahead log"
                              + " (\(path)-wal) that SQLite cannot read there; open it once where it can be written")
        }
        var handle: OpaquePointer?
        // NOMUTEX: a connection belongs to one store object, used from one thread at a time.
        // On a read-only file system nobody can change the file, and SQLite could not make
        // the WAL index beside it: `immutable` reads it as it is.
        let name = readOnlyFileSystem ? Self.immutableURI(path) : path
        let flags = access.openFlags | SQLITE_OPEN_NOMUTEX | (readOnlyFileSystem ? SQLITE_OPEN_URI : 0)
        let code = sqlite3_open_v2(name, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let detail = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteResult.error(code: code, path: path, detail: detail, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        }
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(clamping: busyTimeoutMilliseconds))
        // The file may come from anyone: no trigger, view or schema function of its runs,
        // and no statement runs without end (`startStatement`).
        let distrust = linkproof_sqlite_distrust_schema(handle)
        guard distrust == SQLITE_OK else { throw error(distrust) }
        sqlite3_progress_handler(handle, Self.progressInterval, { context in
            guard let context else { return 0 }
            let budget = Unmanaged<ProgressBudget>.fromOpaque(context).takeUnretainedValue()
            budget.remaining -= 1
            return budget.remaining < 0 ? 1 : 0
        }, Unmanaged.passUnretained(budget).toOpaque())
        // The store's CHECK calls json_valid, which SQLite 3.40 does not mark innocuous, so
        // under trusted_schema = OFF it could not even read its own schema: an innocuous
        // json_valid of ours (LinkproofCore's bounded JSON reader) takes its place.
        let registered = sqlite3_create_function_v2(handle, "json_valid", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                                    nil, { context, _, arguments in
            guard let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL else { return sqlite3_result_null(context) }
            let count = Int(sqlite3_value_bytes(argument))
            let bytes = sqlite3_value_text(argument).map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
            sqlite3_result_int(context, (try? JSONReader.read(bytes)) == nil ? 0 : 1)
        }, nil, nil, nil)
        guard registered == SQLITE_OK else { throw error(registered) }
        try execute("PRAGMA trusted_schema = OFF")
    }

    /// Gives the statement (or step) about to run its whole budget of work.
    func startStatement() { budget.remaining = Self.progressCallsPerStep }

    /// True when `path` exists on a file system mounted read-only.
    private static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
        var info = statvfs()
        return statvfs(path, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }

    /// The size of the file at `path`, 0 when there is none.
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// `file:PATH?immutable=1`, the path percent-encoded as SQLite's URI names require.
    private static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    deinit {
        // close_v2 defers the close until every statement of the connection is finalized.
        sqlite3_close_v2(handle)
    }

    /// Runs one or more SQL statements whose rows, if any, are not needed.
    func execute(_ sql: String) throws(ShortLinkStoreError) {
        startStatement()
        return try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    /// Runs `sql` as `execute` does, retrying for up to the busy timeout while another
    /// connection holds a lock. SQLite's busy handler does not cover every lock: switching a
    /// new file to WAL fails at once with `SQLITE_BUSY` when another process is switching it
    /// at the same moment (seen when two imports create one store).
    func executeWaitingForLocks(_ sql: String) throws(ShortLinkStoreError) {
        let deadline = ContinuousClock.now + .milliseconds(busyTimeoutMilliseconds)
        while true {
            startStatement()
            let code = sqlite3_exec(handle, sql, nil, nil, nil)
            guard code & 0xFF == SQLITE_BUSY, ContinuousClock.now < deadline else { return try check(code) }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    /// Compiles one SQL statement to keep and reuse.
    func prepare(_ sql: String) throws(ShortLinkStoreError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        return SQLiteStatement(statement, connection: self)
    }

    /// The first column of the first row of a query, as an integer (0 when there is no row).
    func integer(_ sql: String) throws(ShortLinkStoreError) -> Int {
        let statement = try prepare(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.integer(at: 0) : 0
    }

    /// The first column of every row of a query, as text.
    func texts(_ sql: String) throws(ShortLinkStoreError) -> [String] {
        let statement = try prepare(sql)
        defer { statement.reset() }
        var values: [String] = []
        while try statement.step() { values.append(statement.text(at: 0)) }
        return values
    }

    /// The first column of the first row of a query, as text (empty when there is no row).
    func text(_ sql: String) throws(ShortLinkStoreError) -> String {
        let statement = try prepare(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.text(at: 0) : ""
    }

    /// Runs `body` inside `BEGIN IMMEDIATE` … `COMMIT`: the write lock is taken up front (so
    /// reads made in `body` cannot go stale), and any error rolls everything back.
    func transaction<Value>(_ body: () throws(ShortLinkStoreError) -> Value) throws(ShortLinkStoreError) -> Value {
        try inTransaction("BEGIN IMMEDIATE", body)
    }

    /// Runs the reads of `body` on one snapshot of the store (`BEGIN DEFERRED`, no write lock).
    func snapshot<Value>(_ body: () throws(ShortLinkStoreError) -> Value) throws(ShortLinkStoreError) -> Value {
        try inTransaction("BEGIN DEFERRED", body)
    }

    private func inTransaction<Value>(_ begin: String, _ body: () throws(ShortLinkStoreError) -> Value) throws(ShortLinkStoreError) -> Value {
        try execute(begin)
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            // The rollback's own result is moot: a failed COMMIT may already have rolled back.
            sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            throw error
        }
    }

    /// Throws the error for `code` unless it is a success code.
    func check(_ code: Int32) throws(ShortLinkStoreError) {
        guard code == SQLITE_OK || code == SQLITE_ROW || code == SQLITE_DONE else { throw error(code) }
    }

    /// The store error for a failing result code, with SQLite's message for this connection.
    func error(_ code: Int32) -> ShortLinkStoreError {
        SQLiteResult.error(code: code, path: path, detail: String(cString: sqlite3_errmsg(handle)),
                           busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }
}

extension SQLiteShortLinkStore.Access {
    /// The `sqlite3_open_v2` flags for the access mode.
    var openFlags: Int32 {
        switch self {
        case .readOnly: SQLITE_OPEN_READONLY
        case .readWrite: SQLITE_OPEN_READWRITE
        case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
    }
}
