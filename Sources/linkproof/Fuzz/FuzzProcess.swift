import Foundation

/// The child processes of `linkproof fuzz` (`swift build`, the fuzzers, the toolchain's
/// `llvm-objdump` and `llvm-nm`): started directly, never through a shell, their output into a
/// log file.
enum FuzzProcess {
    /// Runs `executable` in `folder` with this process's environment plus `environment`, its
    /// standard output and error into `log` (replaced, or added to with `appending`); its exit
    /// status, 128 + the signal when one ended it. `progress` is called every 10 s while it runs.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], in folder: String,
                    log: String, appending: Bool = false, progress: ((Int) -> Void)? = nil) throws(UsageError) -> Int32 {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: (log as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if !appending || !manager.fileExists(atPath: log) { _ = manager.createFile(atPath: log, contents: nil) }
        guard let output = FileHandle(forWritingAtPath: log) else { throw UsageError("\(log): cannot be written") }
        defer { try? output.close() }
        _ = try? output.seekToEnd()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw UsageError("\(executable): cannot be started (\(error.localizedDescription))")
        }
        let started = Date()
        var reported = 0
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.25)
            let elapsed = Int(Date().timeIntervalSince(started))
            if let progress, elapsed >= reported + 10 {
                reported = elapsed - elapsed % 10
                progress(reported)
            }
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Runs `executable` and returns its standard output and error as text, with its status.
    static func output(_ executable: String, _ arguments: [String], environment: [String: String] = [:], in folder: String,
                       scratch: String) throws(UsageError) -> (status: Int32, text: String) {
        let log = scratch + "/output-\(ProcessInfo.processInfo.processIdentifier).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let status = try run(executable, arguments, environment: environment, in: folder, log: log)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? String(decoding: FileManager.default.contents(atPath: log) ?? Data(), as: UTF8.self)
        return (status, text)
    }

    /// The path of `name` in the first folder of `PATH` that has it (not resolved: `swift` is a
    /// link to a driver that reads the name it was run by); nil when it is not there.
    static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
