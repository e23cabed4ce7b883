import Foundation
import LinkproofCore

/// Writes files so that an interruption leaves every one either old or new, never half
/// written: each is first written in full to a temporary file beside it,
/// `.NAME.PID.tmp`, and only when all of them are written are they renamed over their
/// targets, both steps relative to the folder as opened and checked (`openat`, `renameat`).
/// Only a regular file is ever replaced; temporary files that a killed run left beside a
/// target are removed first.
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
        for change in changes { try requireRegularFileOrNothing(at: change.path, file: change.file) }
        // Each folder is opened once, checked where the kernel says it is, and every later step
        // names its files relative to that descriptor: a folder swapped for a symbolic link
        // after the check redirects neither the temporary file nor the rename.
        var staged: [(folder: Int32, temporary: String, name: String, change: Change)] = []
        func discard(_ entries: some Sequence<(folder: Int32, temporary: String, name: String, change: Change)>) {
            for entry in entries { unlinkat(entry.folder, entry.temporary, 0) }
        }
        defer { for entry in staged { close(entry.folder) } }
        for change in changes {
            guard let contents = change.contents else { continue }
            let directory = (change.path as NSString).deletingLastPathComponent
            let name = (change.path as NSString).lastPathComponent
            StaleTemporaryFiles.remove(of: name, in: directory)
            let temporary = StaleTemporaryFiles.name(of: name, process: getpid())
            let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            var failure: Int32? = folder < 0 ? errno : nil
            if failure == nil {
                do {
                    try PathConfinement.checkOpened(folder, path: directory)
                } catch {
                    close(folder)
                    discard(staged)
                    throw GoldenError(.outsideRoot, file: change.file, error.explanation)
                }
                failure = writeNewFile(Array(contents.utf8), named: temporary, in: folder)
                if failure != nil { close(folder) }
            }
            if let failure {
                discard(staged)
                let cause = failure == ENOSPC ? "the disk is full (ENOSPC)" : failure == EROFS ? "the file system is read-only (EROFS)"
                    : String(cString: strerror(failure))
                throw GoldenError(.unwritable, file: change.file, "cannot write in \(directory): \(cause); nothing was changed")
            }
            staged.append((folder, temporary, name, change))
        }
        for (index, entry) in staged.enumerated() where renameat(entry.folder, entry.temporary, entry.folder, entry.name) != 0 {
            let reason = String(cString: strerror(errno))
            discard(staged[index...])
            throw GoldenError(.unwritable, file: entry.change.file, "cannot replace the file: \(reason)")
        }
        for change in changes where change.contents == nil && FileManager.default.fileExists(atPath: change.path) {
            do {
                try FileManager.default.removeItem(atPath: change.path)
            } catch {
                throw GoldenError(.unwritable, file: change.file, "cannot remove the file")
            }
        }
    }

    /// Writes `bytes` to a new file `name` in the open `folder` (never through a symbolic
    /// link), flushed to the disk; the `errno` of the first step that failed (the file it made
    /// then removed), or nil. (FileManager's createFile answers only true or false, so a full
    /// disk could not be told from a read-only one.)
    private static func writeNewFile(_ bytes: [UInt8], named name: String, in folder: Int32) -> Int32? {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        defer {
            close(descriptor)
            if failure != nil { unlinkat(folder, name, 0) }
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return failure
            }
            written += count
        }
        failure = fsync(descriptor) == 0 ? nil : errno
        return failure
    }

    /// Refuses a target that exists and is not a regular file (a device node, FIFO,
    /// symbolic link, directory or socket): renaming over it would replace it.
    static func requireRegularFileOrNothing(at path: String, file: String) throws(GoldenError) {
        try confine(path, file: file)
        var status = stat()
        guard lstat(path, &status) == 0, let kind = FileKind.notRegular(status.st_mode) else { return }
        throw GoldenError(.notRegularFile, file: file, "is \(kind); only a regular file is replaced, and nothing was written")
    }

    /// Refuses a path that leads outside the tool's root (`PathConfinement`), before anything is
    /// written; the error names `file`, or the path made absolute (a folder given on the command
    /// line, which a golden error would otherwise name inside itself).
    static func confine(_ path: String, file: String? = nil) throws(GoldenError) {
        do {
            try PathConfinement.check(path)
        } catch {
            throw GoldenError(.outsideRoot, file: file ?? PathConfinement.absolute(path), error.explanation)
        }
    }
}

/// The temporary files of `AtomicWrite`, `.NAME.PID.tmp`, and the removal of those whose
/// process is gone (killed mid-write): only that exact pattern, only for a PID that is not
/// alive.
enum StaleTemporaryFiles {
    /// The temporary file's name for a target `name` written by `process`.
    static func name(of name: String, process: pid_t) -> String { ".\(name).\(process).tmp" }

    /// Removes every `.NAME.PID.tmp` beside `name` in `directory` whose PID is not a live process.
    static func remove(of name: String, in directory: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries {
            guard let process = self.process(ofTemporary: entry, for: name), !isAlive(process) else { continue }
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(entry))
        }
    }

    /// The PID of `entry` when it is exactly `.NAME.PID.tmp` (PID in decimal digits), else nil.
    static func process(ofTemporary entry: String, for name: String) -> pid_t? {
        let prefix = "." + name + ".", suffix = ".tmp"
        guard entry.hasPrefix(prefix), entry.hasSuffix(suffix), entry.count > prefix.count + suffix.count else { return nil }
        let digits = entry.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), let process = pid_t(digits), process > 0 else { return nil }
        return process
    }

    /// True when a process with this PID exists (even one this user may not signal).
    static func isAlive(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
