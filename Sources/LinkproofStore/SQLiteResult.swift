import CSQLite
import LinkproofCore

/// Names SQLite's result codes as store errors.
enum SQLiteResult {
    /// The store error for a failing result code (primary or extended).
    static func error(code: Int32, path: String, detail: String, busyTimeoutMilliseconds: Int) -> ShortLinkStoreError {
        switch code & 0xFF {
        case SQLITE_NOTADB: .notAStore(path: path, detail: "not an SQLite database")
        case SQLITE_CORRUPT: .corrupt(path: path, detail: detail)
        case SQLITE_CANTOPEN: .cannotOpen(path: path, detail: detail)
        case SQLITE_BUSY, SQLITE_LOCKED: .busy(path: path, timeoutMilliseconds: busyTimeoutMilliseconds)
        case SQLITE_READONLY: .readOnly(path: path)
        case SQLITE_FULL: .diskFull(path: path)
        case SQLITE_CONSTRAINT: .constraint(path: path, detail: detail)
        case SQLITE_INTERRUPT: .storage(path: path, code: code, detail: "a statement ran past its bound of work and was stopped (\(detail))")
        default: .storage(path: path, code: code, detail: detail)
        }
    }
}
