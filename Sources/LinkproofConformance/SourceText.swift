import Foundation
import LinkproofCore

/// The bytes of a JSON file, read once, with what errors need to point into it.
struct SourceText {
    let file: String
    let bytes: [UInt8]

    /// Reads `path`, naming it `file` in errors.
    init(path: String, file: String) throws(GoldenError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenError(.unreadable, file: file, "cannot read the file")
        }
        self.file = file
        bytes = [UInt8](data)
    }

    /// The file as JSON, or an error with its line and column.
    func json() throws(GoldenError) -> JSONValue {
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw GoldenError(.malformedJSON, file: file, line: error.line, column: error.column, "not JSON: \(error.detail)")
        }
    }

    /// Line and column (1-based) of the `occurrence`-th (0-based) `"id": "<id>"` member, found
    /// by its string literal after an `"id"` key; nil when it cannot be found.
    func position(ofID id: String, occurrence: Int = 0) -> (line: Int, column: Int)? {
        let needle = Array(JSONValue.string(id).compactText.utf8)
        let key = Array("\"id\"".utf8)
        var seen = 0
        var index = 0
        var line = 1
        var lineStart = 0
        var afterKey = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            if matches(key, at: index) {
                afterKey = true
                index += key.count
                continue
            }
            if afterKey, bytes[index] == UInt8(ascii: "\"") {
                afterKey = false
                if matches(needle, at: index) {
                    if seen == occurrence { return (line, index - lineStart + 1) }
                    seen += 1
                }
            }
            index += 1
        }
        return nil
    }

    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }
}
