import Foundation

/// A path a test names, as LinkproofTesting reads it: absolute as given, relative from the
/// folder of the calling file (`#filePath`), as snapshot libraries store their references, so a
/// test finds its files whatever folder `swift test` or Xcode runs in.
enum CallerPath {
    /// `path` absolute, or resolved against the folder of `filePath`.
    static func resolve(_ path: String, from filePath: StaticString) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    }
}
