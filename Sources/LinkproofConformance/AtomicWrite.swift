import Foundation

/// Writes files so that an interruption leaves every one either old or new, never half
/// written: each is first written in full to a temporary file beside it, and only when all
/// of them are written are they renamed over their targets.
enum AtomicWrite {
    /// A file to write (`contents` nil: remove it).
    struct Change {
        /// The absolute path.
        var path: String
        /// The path as errors name it.
        var file: String
        var contents: String?
    }

    static func apply(_ changes: [Change]) throws(GoldenError) {
        var staged: [(temporary: String, change: Change)] = []
        for change in changes {
            guard let contents = change.contents else { continue }
            let directory = (change.path as NSString).deletingLastPathComponent
            let temporary = (directory as NSString).appendingPathComponent(".\((change.path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
            guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
                for written in staged { try? FileManager.default.removeItem(atPath: written.temporary) }
                throw GoldenError(.unwritable, file: change.file, "cannot write in \(directory) (read-only?); nothing was changed")
            }
            staged.append((temporary, change))
        }
        for (index, (temporary, change)) in staged.enumerated() where rename(temporary, change.path) != 0 {
            let reason = String(cString: strerror(errno))
            for (left, _) in staged[index...] { try? FileManager.default.removeItem(atPath: left) }
            throw GoldenError(.unwritable, file: change.file, "cannot replace the file: \(reason)")
        }
        for change in changes where change.contents == nil && FileManager.default.fileExists(atPath: change.path) {
            do {
                try FileManager.default.removeItem(atPath: change.path)
            } catch {
                throw GoldenError(.unwritable, file: change.file, "cannot remove the file")
            }
        }
    }
}
