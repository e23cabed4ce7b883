import Foundation
import LinkproofCore

/// The bytes of a JSON file, read once, with what errors need to point into it.
struct SourceText {
    let file: String
    let bytes: [UInt8]

    /// The largest golden, pending or catalogue file a suite reads (64 MiB), checked before reading.
    static let maximumSize = 64 << 20

    /// Reads `path`, naming it `file` in errors.
    init(path: String, file: String) throws(GoldenError) {
        do {
            bytes = try BoundedFile.read(path, limit: Self.maximumSize)
        } catch {
            throw GoldenError(.unreadable, file: file, "cannot read the file: \(error.reason)")
        }
        self.file = file
    }

    /// The file as JSON, or an error with its line and column.
    func json() throws(GoldenError) -> JSONValue {
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw GoldenError(.malformedJSON, file: file, line: error.line, column: error.column, "not JSON: \(error.detail)")
        }
    }

    /// Line and column (1-based) of every `"id": "<id>"` member's string literal, in file
    /// order, keyed by the literal as `JSONValue.compactText` writes it — found in one pass,
    /// so placing every case of a file costs O(file), not O(file) per case.
    func idPositions() -> IDPositions {
        let key = Array("\"id\"".utf8)
        var positions: [String: [(line: Int, column: Int)]] = [:]
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
                let end = literalEnd(from: index)
                positions[String(decoding: bytes[index..<end], as: UTF8.self), default: []].append((line, index - lineStart + 1))
                index = end
                continue
            }
            index += 1
        }
        return IDPositions(positions: positions)
    }

    /// The index just past the string literal that opens at `start` (or the end of the file).
    private func literalEnd(from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\n") { return index }
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }
}

/// Where each case ID of a golden file is written (`SourceText.idPositions`).
struct IDPositions {
    fileprivate let positions: [String: [(line: Int, column: Int)]]

    /// Line and column of the `occurrence`-th (0-based) `"id": "<id>"`; nil when it cannot be found.
    func position(ofID id: String, occurrence: Int = 0) -> (line: Int, column: Int)? {
        guard let places = positions[JSONValue.string(id).compactText], occurrence < places.count else { return nil }
        return places[occurrence]
    }
}
