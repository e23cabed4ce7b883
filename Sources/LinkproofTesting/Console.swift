import Foundation

/// Messages of the harness itself on standard error.
enum Console {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("linkproof: \(message)\n".utf8))
    }
}
