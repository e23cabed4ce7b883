import CSQLite
import LinkproofCore

/// A compiled SQL statement, kept and reused: bind its parameters, step through its rows,
/// and reset it for the next use.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Resets the statement, binds `values` to its parameters 1, 2, …, and returns it.
    func bound(_ values: SQLiteValue...) throws(ShortLinkStoreError) -> SQLiteStatement {
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() {
            try connection.check(value.bind(to: handle, at: Int32(offset + 1)))
        }
        return self
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    func step() throws(ShortLinkStoreError) -> Bool {
        connection.startStatement()
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw connection.error(code)
        }
    }

    /// Runs a statement to its end, then resets it so it holds no lock.
    func run() throws(ShortLinkStoreError) {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Column `index` of the current row as an integer.
    func integer(at index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

    /// Column `index` of the current row as text, every byte kept (including NUL).
    func text(at index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Column `index` of the current row as bytes.
    func blob(at index: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(handle, index) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// Resets the statement after reading, releasing its read snapshot.
    func reset() { sqlite3_reset(handle) }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case text(String)
    case blob([UInt8])

    /// Binds the value; SQLite copies the bytes (`SQLITE_TRANSIENT`), so the Swift buffer
    /// need not outlive the call.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch self {
        case .integer(let value):
            return sqlite3_bind_int64(statement, index, value)
        case .text(let value):
            var value = value
            return value.withUTF8 { bytes in
                guard let base = bytes.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(statement, index, $0, sqlite3_uint64(bytes.count), transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let value):
            return value.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return sqlite3_bind_zeroblob(statement, index, 0) }
                return sqlite3_bind_blob64(statement, index, base, sqlite3_uint64(bytes.count), transient)
            }
        }
    }
}
