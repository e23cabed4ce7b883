import Foundation

/// What a child process is to do, written by the parent as JSON to the file
/// `LINKPROOF_ISOLATED_JOB` names: run some units of a check from the first, shrink a trapping
/// case, hand some golden cases to the handler, or replay some fuzz corpus entries. The child finds the check by its call site
/// and handler type, does the job, writes its results beside the job file, and exits 0.
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

    /// The job of this process, when it is a child.
    static let current: IsolationJob? = ProcessInfo.processInfo.environment[variable].flatMap { path in
        FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(IsolationJob.self, from: $0) }
    }

    /// The files of this process's job.
    static var currentFiles: Files? {
        ProcessInfo.processInfo.environment[variable].map { Files(folder: ($0 as NSString).deletingLastPathComponent) }
    }

    /// Ends the child once its job is done: nothing after the check runs.
    static func finish() -> Never {
        exit(0)
    }
}
