import LinkproofCore

/// How a command reads a user's file (or `-`, standard input) whole: through `BoundedFile`,
/// with the command's stated limit checked before reading (DocC: LinkproofCore, "The linkproof command-line tool", "Input limits").
enum InputFile {
    /// The most a JSON-lines file may hold for `diff` and `store import` (256 MiB).
    static let maximumStreamSize = 256 << 20

    /// The bytes of `path`, at most `limit`; otherwise a usage error naming the file and the limit.
    static func read(_ path: String, limit: Int) throws(UsageError) -> [UInt8] {
        do {
            return try BoundedFile.read(path, limit: limit)
        } catch {
            throw UsageError(error.description)
        }
    }
}
