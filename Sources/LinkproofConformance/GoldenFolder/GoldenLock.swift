import Foundation

/// One writer of a golden folder at a time: `review`, `conform --record` and `init` each hold
/// this lock from reading the folder to the last rename, so a second run fails at once with
/// `golden-busy` instead of applying its decisions over the first's. The lock is `flock` on the
/// folder itself (no lock file is left behind), released when the process ends, killed or not.
public final class GoldenLock {
    private let descriptor: Int32

    /// Takes the lock of `directory`, creating the folder first when `creating` (for `init`).
    /// A folder outside the tool's root (`PathConfinement`) is refused before it is created.
    public init(_ directory: String, creating: Bool = false) throws(GoldenError) {
        try AtomicWrite.confine(directory)
        if creating {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw GoldenError(.unwritable, file: directory, "cannot create the folder: \(error.localizedDescription)")
            }
        }
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
            throw GoldenError(.unreadable, file: directory, "cannot open the folder: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw GoldenError(.goldenBusy, file: directory,
                              "another linkproof review, conform --record or init is writing this golden folder; nothing was changed: run again when it ends")
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
