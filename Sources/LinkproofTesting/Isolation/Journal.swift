import Foundation

/// An append-only file a child process writes a line to before each thing that may trap, with
/// one `write(2)` a line (no buffer a crash could lose): after a trap, its last line names
/// what trapped.
struct Journal {
    private let handle: FileHandle

    /// Opens (creating) the journal at `path` for appending.
    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { return nil }
        self.handle = handle
    }

    /// Appends one line.
    func append(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The lines of the journal at `path` (none when there is no file).
    static func lines(at path: String) -> [Substring] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }
}

extension Array where Element == UInt8 {
    /// The bytes from their lowercase hex (as `hexEncoded` writes them); nil for anything else.
    init?(hex: Substring) {
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self = bytes
    }
}
