import Foundation
import Testing
@testable import LinkproofConformance
import LinkproofTestSupport

/// A fresh folder under the temporary directory.
private func scratchFolder() throws -> String {
    let path = TestScratch.url("report-file").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The kind of what is at `path` (`S_IFREG`, `S_IFIFO`, …), without following a link.
private func kind(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
}

@Test func aReportReplacesOnlyARegularFile() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/fifo", link = folder + "/link", target = folder + "/target", directory = folder + "/directory"
    #expect(mkfifo(fifo, 0o644) == 0)
    try "kept".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    var places = [(fifo, S_IFIFO, "a FIFO"), (link, S_IFLNK, "a symbolic link"), (directory, S_IFDIR, "a directory")]
    // A device node of its own (as root): the numbers of /dev/null, in the scratch folder.
    var null = stat()
    let device = folder + "/null"
    if stat("/dev/null", &null) == 0, mknod(device, S_IFCHR | 0o644, null.st_rdev) == 0 { places.append((device, S_IFCHR, "a character device")) }
    for (path, type, words) in places {
        #expect(throws: GoldenError(.notRegularFile, file: path, "is \(words); only a regular file is replaced, and nothing was written")) {
            try ReportFile.write("report", to: path, inputs: [])
        }
        #expect(kind(path) == type, "\(path) was replaced")
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    try ReportFile.write("report", to: folder + "/new.md", inputs: [])
    try ReportFile.write("again", to: folder + "/new.md", inputs: [])
    #expect(try String(contentsOfFile: folder + "/new.md", encoding: .utf8) == "again")
}

/// The code of the error that refuses to write a report to `path`; nil when it was written.
private func refusal(writing path: String, inputs: [String]) -> GoldenError.Code? {
    do {
        try ReportFile.write("report", to: path, inputs: inputs)
        return nil
    } catch {
        return error.code
    }
}

@Test func aReportNeverReplacesAFileTheRunReads() throws {
    let golden = try GoldenFolder()
    let outside = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    // The same folder through a symbolic link is the same folder.
    try FileManager.default.createSymbolicLink(atPath: outside + "/alias", withDestinationPath: golden.path + "/cases")
    let before = try golden.snapshot()
    for path in [golden.path + "/cases/000-raycipe.json", outside + "/alias/000-raycipe.json", golden.path + "/apps/../new.json"] {
        #expect(refusal(writing: path, inputs: [golden.path]) == .reportOverInput, "\(path)")
    }
    let stream = outside + "/before.jsonl"
    try "{}".write(toFile: stream, atomically: false, encoding: .utf8)
    #expect(refusal(writing: outside + "/./before.jsonl", inputs: [stream]) == .reportOverInput)
    #expect(try golden.snapshot() == before)
    #expect(try String(contentsOfFile: stream, encoding: .utf8) == "{}")
}

@Test func aWriteRemovesTheTemporaryFilesOfDeadProcessesOnly() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A PID that is not alive: a child that has exited and been reaped.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = child.processIdentifier, alive = getppid()
    #expect(!StaleTemporaryFiles.isAlive(dead) && StaleTemporaryFiles.isAlive(alive))
    let stale = ".report.md.\(dead).tmp"
    let kept = [".report.md.\(alive).tmp", ".report.md.\(dead)x.tmp", ".report.md.\(dead).tmp.bak",
                "report.md.\(dead).tmp", ".other.md.\(dead).tmp", ".report.md..tmp"]
    for name in [stale] + kept { try "partial".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
    try ReportFile.write("report", to: folder + "/report.md", inputs: [])
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    #expect(left == Set(kept + ["report.md"]))
}
