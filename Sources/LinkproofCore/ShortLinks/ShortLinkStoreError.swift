import Foundation

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
