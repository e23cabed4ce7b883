import Foundation
import LinkproofCore

/// The file names and paths the runner writes and reads: counterexample files, stored
/// regressions, and the shell commands that name them.
public enum RunnerFiles {
    /// `directory` made absolute against the working directory (the package root under `swift test`).
    static func absolute(_ directory: String) -> String {
        directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
    }

    /// `name` made a `PathName` (any other character becomes `-`, a leading `.` or `-` a `_`), to name a file or folder.
    static func safeName(_ name: String) -> String { PathName.sanitized(name) }

}

/// The regressions stored for a property: every file of `<directory>/<property>/` is a
/// choice stream that replays before the property's generated cases.
enum StoredRegressions {
    /// The absolute folder of `property`'s regressions under `directory`.
    static func folder(for property: String, in directory: String) -> String {
        RunnerFiles.absolute(directory) + "/" + RunnerFiles.safeName(property)
    }

    /// The stored files of `property`, in name order (hidden files left out); none when the
    /// folder does not exist or no directory is set.
    static func files(for property: String, in directory: String?) -> [(path: String, choices: [UInt8])] {
        guard let directory else { return [] }
        let folder = folder(for: property, in: directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let path = folder + "/" + name
            return FileManager.default.contents(atPath: path).map { (path, Array($0)) }
        }
    }
}
