import Foundation

/// One run of the test binary in a child process, doing one `IsolationJob`: a trap in the
/// code under test ends the child, never the test run that started it.
struct ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        /// It exited with this status (0 once the job is done).
        case exited(Int32)
        /// A signal ended it: a Swift trap is SIGILL (x86-64) or SIGTRAP (arm64).
        case signalled(Int32)
        /// It ran past the time limit and was killed: `cpu` when it spent `timeLimit` seconds of
        /// CPU (a loop), else past ten times that on the wall clock (blocked, or where a child's
        /// CPU time cannot be read).
        case timedOut(cpu: Bool)
        /// It could not be started.
        case notStarted(String)
    }

    /// What came back: how it ended, the journal's lines and the results' lines, and the
    /// trap's message from its standard error.
    struct Report {
        let ending: Ending
        let journal: [Substring]
        let results: [Substring]
        let trapMessage: String?

        /// The child died (or hung) in the middle of its job.
        var crashed: Bool {
            switch ending {
            case .signalled, .timedOut: true
            case .exited(let status): status != 0
            case .notStarted: false
            }
        }

        /// The trap in words: its message, or how the process ended when it printed none.
        var trapDescription: String {
            switch ending {
            case .timedOut(cpu: true): "no answer within \(Int(ChildProcess.timeLimit)) s of CPU time (killed): the code under test hangs"
            case .timedOut(cpu: false): "no answer within \(Int(ChildProcess.wallLimit)) s (killed): the code under test hangs or waits"
            default: trapMessage ?? "the process ended with \(ending) and printed no trap message"
            }
        }
    }

    /// The most CPU time a child may spend; `LINKPROOF_ISOLATION_TIMEOUT` (seconds) overrides
    /// it. CPU time, not the wall clock: on a loaded machine (a CI runner, builds beside the
    /// tests) a class of 1,000 cases may wait minutes for a core without hanging.
    static var timeLimit: TimeInterval {
        ProcessInfo.processInfo.environment["LINKPROOF_ISOLATION_TIMEOUT"].flatMap(TimeInterval.init) ?? 300
    }

    /// The most a child may run on the wall clock: ten times `timeLimit` where its CPU time is
    /// read (a child that waits without spending CPU: a deadlock), else `timeLimit`.
    static var wallLimit: TimeInterval {
        #if os(Linux) || os(Android)
        timeLimit * 10
        #else
        timeLimit
        #endif
    }

    /// The CPU time (user and system) process `pid` has spent, in seconds; nil where it cannot
    /// be read (`/proc/PID/stat`, Linux only).
    static func cpuSeconds(of pid: Int32) -> TimeInterval? {
        #if os(Linux) || os(Android)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")") else { return nil }
        // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        return nil
        #endif
    }

    let selector: TestSelector

    /// Runs `job` in a new child and waits for it.
    func run(_ job: IsolationJob) -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkproof-isolation-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = IsolationJob.Files(folder: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try JSONEncoder().encode(job).write(to: URL(fileURLWithPath: files.job))
            try Data().write(to: URL(fileURLWithPath: files.output))
        } catch {
            return Report(ending: .notStarted("cannot write \(files.job): \(error.localizedDescription)"), journal: [], results: [], trapMessage: nil)
        }
        let process = Process()
        let arguments = selector.arguments
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment[IsolationJob.variable] = files.job
        environment["SWIFT_BACKTRACE"] = "enable=no"  // the message is enough; symbolicating a backtrace takes seconds
        process.environment = environment
        let output = FileHandle(forWritingAtPath: files.output)
        process.standardOutput = output
        process.standardError = output
        let ending: Ending
        do {
            try process.run()
            let deadline = Date().addingTimeInterval(ChildProcess.wallLimit)
            var killed: Ending?
            var polls = 0
            while process.isRunning {
                polls += 1
                // The CPU time twice a second (a read of /proc), the wall clock at every poll.
                if polls.isMultiple(of: 250), let spent = ChildProcess.cpuSeconds(of: process.processIdentifier), spent > ChildProcess.timeLimit {
                    killed = .timedOut(cpu: true)
                } else if Date() > deadline {
                    killed = .timedOut(cpu: false)
                }
                if killed != nil {
                    process.terminate()
                    break
                }
                usleep(2_000)
            }
            process.waitUntilExit()
            ending = killed
                ?? (process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus))
        } catch {
            ending = .notStarted("cannot start \(arguments[0]): \(error.localizedDescription)")
        }
        try? output?.close()
        let printed = FileManager.default.contents(atPath: files.output).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Report(ending: ending, journal: Journal.lines(at: files.journal), results: Journal.lines(at: files.results),
                      trapMessage: ChildProcess.trapMessage(in: printed))
    }

    /// The last line of `output` in which the Swift runtime says why it trapped
    /// (`File.swift:12: Fatal error: Unexpectedly found nil …`, `Precondition failed`, …).
    static func trapMessage(in output: String) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"]
        return output.split(separator: "\n").last { line in markers.contains { line.contains($0) } }
            .map { String($0.trimmingCharacters(in: .whitespaces)) }
    }
}
