import Foundation

/// How a check runs the code under test: in this process, or each part in a child process
/// that runs the same test again and does only that part.
enum Isolation {
    /// In this process: a trap ends the test run (the child's own work, and `LINKPROOF_ISOLATION=off`).
    case inProcess
    /// In children of the test binary, which reach the check at `site` with the same handler type.
    case child(ChildProcess, site: CallSite, handler: String)
    /// This process is a child and this check is its job's: do the job, then end the process.
    case job(IsolationJob)
    /// This process is a child whose job belongs to another check: do nothing here.
    case elsewhere

    /// The variable that turns isolation off (`off`).
    static let variable = "LINKPROOF_ISOLATION"

    /// The isolation of a check at `site` under the running test: a child process per part
    /// when the running test can be selected again; in this process when it cannot (a check
    /// called outside a test, or from an XCTest test by the free function) or isolation is off.
    /// In a child, `.job` for the check the job names and `.elsewhere` for every other.
    static func current(site: CallSite, handler: some Any, xcTest selector: TestSelector? = nil) -> Isolation {
        let handlerType = String(reflecting: type(of: handler))
        if let job = IsolationJob.current {
            return job.site == site.key && job.handler == handlerType ? .job(job) : .elsewhere
        }
        if ProcessInfo.processInfo.environment[variable] == "off" { return .inProcess }
        guard let selector = selector ?? TestReporter.currentSwiftTestingSelector else { return .inProcess }
        return .child(ChildProcess(selector: selector), site: site, handler: handlerType)
    }
}
