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
        /// It ran past the time limit and was killed.
        case timedOut
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
            case .timedOut: "no answer within \(Int(ChildProcess.timeLimit)) s (killed): the code under test hangs"
            default: trapMessage ?? "the process ended with \(ending) and printed no trap message"
            }
        }
    }

    /// The most a child may run; `LINKPROOF_ISOLATION_TIMEOUT` (seconds) overrides it.
    static var timeLimit: TimeInterval {
        ProcessInfo.processInfo.environment["LINKPROOF_ISOLATION_TIMEOUT"].flatMap(TimeInterval.init) ?? 300
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
            let deadline = Date().addingTimeInterval(ChildProcess.timeLimit)
            var killed = false
            while process.isRunning {
                if Date() > deadline {
                    process.terminate()
                    killed = true
                    break
                }
                usleep(2_000)
            }
            process.waitUntilExit()
            ending = killed ? .timedOut
                : process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
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
