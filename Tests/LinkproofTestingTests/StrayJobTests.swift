import Foundation
import LinkproofTesting
import Testing
import LinkproofTestSupport

/// Issue 40: `LINKPROOF_ISOLATED_JOB` left set (a shell, a CI step), pointing at any job file,
/// made a test run as if it were a child of the isolation: each check found another's job and
/// did nothing, so a failing test passed. A process now takes a job only when its own parent
/// wrote it; the variable alone changes nothing.
@Suite struct StrayJobTests {
    /// Runs only in the test binary `aStrayJobVariableCannotMakeAFailingTestPass` starts: the
    /// naive handler fails the host-allowlist class, so this test must fail.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[StrayJobTests.probe] == "1"))
    func failingProbe() {
        assertSurvives(Raycipe.naive, Raycipe.catalogue, classes: [.hostAllowlistBypass], cases: 200)
    }

    static let probe = "LINKPROOF_STRAY_JOB_PROBE"

    #if os(Linux)
    @Test func aStrayJobVariableCannotMakeAFailingTestPass() throws {
        let folder = TestScratch.url("stray-job").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A job another process (PID 1) wrote, for another check; and one of an older version (no parent).
        let jobs = [#"{"site": "Elsewhere.swift:1:1", "handler": "Other", "work": {"corpus": {"first": 0}}, "parent": 1}"#,
                    #"{"site": "Elsewhere.swift:1:1", "handler": "Other", "work": {"corpus": {"first": 0}}}"#]
        for (index, job) in jobs.enumerated() {
            let path = folder + "/job\(index).json"
            try job.write(toFile: path, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--testing-library", "swift-testing", "--filter", "StrayJobTests/failingProbe"]
            process.environment = ProcessInfo.processInfo.environment.merging(
                [Self.probe: "1", "LINKPROOF_ISOLATED_JOB": path, "LINKPROOF_ISOLATION": "off"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus != 0, "job \(index): the failing probe passed:\n\(text.suffix(2000))")
            #expect(text.contains("host-allowlist-bypass"), "job \(index): \(text.suffix(2000))")
            #expect(text.contains("ignoring LINKPROOF_ISOLATED_JOB"), "job \(index): \(text.suffix(2000))")
        }
    }
    #endif
}
