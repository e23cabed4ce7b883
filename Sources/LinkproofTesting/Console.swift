import Foundation

/// Messages of the harness itself on standard error.
enum Console {
    /// Something a person should know that is no failure.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("linkproof: note: \(message)\n".utf8))
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("linkproof: \(message)\n".utf8))
    }
}
