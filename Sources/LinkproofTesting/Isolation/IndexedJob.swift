import Foundation

// Items a check runs one by one in order (golden cases, corpus entries): a child does them
// from an index on, writing the index to the journal before each and a result line after it;
// when one traps, the parent records the trap for it and the next child goes on after it.

extension ChildProcess {
    /// The parent's side: the results of items `0..<count`, each from a child's result line
    /// (`decode`), or `trapped(index, message)` for one the child died on. A child that does not
    /// reach the check (`job` names the items from an index on) makes the rest run here
    /// (`inProcess`), with a warning naming `what`.
    func runEach<Result>(_ count: Int, _ what: String, job: (_ first: Int) -> IsolationJob, decode: (Substring) -> Result?,
                         trapped: (_ index: Int, _ message: String) -> Result, inProcess: (Int) -> Result) -> [Result] {
        var results: [Result] = []
        while results.count < count {
            let report = run(job(results.count))
            for line in report.results {
                guard let result = decode(line) else { break }
                results.append(result)
            }
            guard results.count < count else { break }
            guard report.crashed, report.journal.last.flatMap({ Int($0) }) == results.count else {
                Console.warn("the isolated run of \(what) did not reach the check (\(report.ending)); running the rest in this process, unisolated")
                return results + (results.count..<count).map(inProcess)
            }
            results.append(trapped(results.count, report.trapDescription))
        }
        return results
    }
}

extension IsolationJob {
    /// The child's side of `ChildProcess.runEach`: items `first..<count` in order, the index
    /// to the journal before each and `body`'s result line after it; then the process ends.
    static func runEach(from first: Int, to count: Int, _ body: (Int) -> String) -> Never {
        if let files = currentFiles, let journal = Journal(path: files.journal), let results = Journal(path: files.results) {
            for index in stride(from: first, to: count, by: 1) {
                journal.append("\(index)")
                results.append(body(index))
            }
        }
        finish()
    }
}
