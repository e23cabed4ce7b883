import Foundation

extension GoldenSuite {
    /// What reports call the suite: the golden folder's own name (`Golden` for `Tests/Golden`,
    /// and for `.` run inside it), never a bare `.`.
    public var name: String {
        absoluteDirectory.lastPathComponent
    }

    /// `relative` (a file of the golden folder, `cases/000-raycipe.json`) as a path from the
    /// root of the repository the folder is in — the nearest folder above it holding `.git` —,
    /// which is how JUnit readers and GitHub annotations name a file; from the current
    /// directory when the folder is in no repository.
    public func repositoryPath(_ relative: String) -> String {
        let file = absoluteDirectory.appendingPathComponent(relative).path
        let root = Self.repositoryRoot(above: absoluteDirectory) ?? Self.absolute(".").path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    private var absoluteDirectory: URL { Self.absolute(directory) }

    /// `path` made absolute against the current directory, `.` and `..` removed.
    private static func absolute(_ path: String) -> URL {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: (full as NSString).standardizingPath)
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a worktree's file).
    private static func repositoryRoot(above folder: URL) -> String? {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) { return candidate.path }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
