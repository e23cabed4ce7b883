import Foundation

/// What a child process is to do, written by the parent as JSON to the file
/// `LINKPROOF_ISOLATED_JOB` names: run some units of a check from the first, shrink a trapping
/// case, hand some golden cases to the handler, or replay some fuzz corpus entries. The child finds the check by its call site
/// and handler type, does the job, writes its results beside the job file, and exits 0.
///
/// The job names the process that wrote it (`parent`), and a process takes a job only when that
/// is its own parent: the variable alone, left set in a shell or pointing at any job file, never
/// makes a test run as a child (which would do another check's job, or none, and pass).
struct IsolationJob: Codable, Sendable {
    /// The variable that names the job file in a child.
    static let variable = "LINKPROOF_ISOLATED_JOB"

    enum Work: Codable, Sendable {
        /// Check these catalogue units in order, a result line each.
        case catalogue([CatalogueUnit])
        /// Shrink the case of `unit` whose choices are `start` (it traps): run the shrinker's
        /// candidates one round, but for the ones in `skip` (they trap elsewhere).
        case shrink(CatalogueUnit, start: [UInt8], skip: [[UInt8]])
        /// Hand the golden cases from index `first` on to the handler, a result line each.
        case goldens(first: Int)
        /// Replay the fuzz corpus entries from index `first` on, a result line each.
        case corpus(first: Int)
    }

    /// The check's call site (`CallSite.key`).
    let site: String
    /// The handler's type, as `String(reflecting:)` writes it.
    let handler: String
    let work: Work
    /// The process that wrote the job and starts the child: the child's parent.
    var parent: Int32 = getpid()

    /// The files beside a job file.
    struct Files {
        let folder: String
        var job: String { folder + "/job.json" }
        /// A line before each thing that may trap.
        var journal: String { folder + "/journal" }
        /// A line for each thing done.
        var results: String { folder + "/results" }
        /// The child's standard output and error.
        var output: String { folder + "/output" }
    }

    /// The job of this process, when it is a child: the job file the variable names, written by
    /// this process's parent. A job file that another process wrote is ignored (with a warning),
    /// and the checks run as in any test.
    static let current: IsolationJob? = {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
        guard let job = job(at: path, parent: getppid()) else {
            FileHandle.standardError.write(Data("LinkproofTesting: ignoring \(variable)=\(path): not a job this process's parent wrote; the checks run here\n".utf8))
            return nil
        }
        return job
    }()

    /// The job in the file at `path` when the process `parent` wrote it; nil otherwise (no
    /// file, not a job, or another process's).
    static func job(at path: String, parent: Int32) -> IsolationJob? {
        guard let data = FileManager.default.contents(atPath: path), let job = try? JSONDecoder().decode(IsolationJob.self, from: data),
              job.parent == parent else { return nil }
        return job
    }

    /// The files of this process's job (none when it has no job of its parent's).
    static var currentFiles: Files? {
        guard current != nil else { return nil }
        return ProcessInfo.processInfo.environment[variable].map { Files(folder: ($0 as NSString).deletingLastPathComponent) }
    }

    /// Ends the child once its job is done: nothing after the check runs.
    static func finish() -> Never {
        exit(0)
    }
}
