import Foundation

/// Where a check was called from: what a failure is reported at, and how a child process
/// finds the same check again.
struct CallSite: Sendable {
    let fileID: String
    let filePath: String
    /// The same path, as XCTest takes it.
    let staticFilePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        staticFilePath = filePath
        self.line = line
        self.column = column
    }

    /// A place given as text (Swift Testing's `SourceLocation`), which XCTest never reports at.
    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        staticFilePath = #filePath
        self.line = UInt(line)
        self.column = UInt(column)
    }

    /// `Module/File.swift:12:5`.
    var key: String { "\(fileID):\(line):\(column)" }
}
