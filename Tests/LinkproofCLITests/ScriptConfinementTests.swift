import Foundation
import Testing

/// Issue 40: Linkproof's fuzzing scripts (Scripts/fuzz, add-regression; the plugin ran them before
/// `linkproof fuzz`, FuzzCommandTests) take a root (`LINKPROOF_ROOT`) and refuse a path the user gives that leads outside it —
/// `--summary-json`, `--manifest`, FILE, the package folder, libFuzzer's path flags and corpus
/// folders after `--` — with exit 2 while parsing, before any build or run writes anything.
@Suite struct ScriptConfinementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs `Scripts/NAME ARGUMENTS` from `folder` with `LINKPROOF_ROOT` set to it.
    static func script(_ name: String, _ arguments: [String], in folder: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository + "/Scripts/" + name] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["LINKPROOF_ROOT": folder, "LINKPROOF_WORK": folder + "/.build/linkproof"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aPathOutsideTheRootIsRefusedBeforeAnythingRuns() throws {
        let base = Scratch.folder()
        let root = base + "/package", outside = base + "/outside"
        for folder in [root, outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: Scratch.goldenApp("createwithswift"), toPath: root + "/app.json")
        try "// swift-tools-version:6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside)
        try "a finding".write(toFile: base + "/finding", atomically: true, encoding: .utf8)
        let attacks: [(String, [String], String)] = [
            ("fuzz", ["--manifest", "app.json", "--summary-json", outside + "/summary.json"], "--summary-json \(outside)/summary.json: path-outside-root"),
            ("fuzz", ["--manifest", "app.json", "--summary-json", "out/summary.json"], "it leads to \(outside)/summary.json"),
            ("fuzz", ["--manifest", outside + "/app.json"], "--manifest \(outside)/app.json: path-outside-root"),
            ("fuzz", ["--manifest", "app.json", "--", "-artifact_prefix=\(outside)/"], "-artifact_prefix \(outside)/: path-outside-root"),
            ("fuzz", ["--manifest", "app.json", "--", "-runs=10", outside + "/corpus"], "the corpus folder \(outside)/corpus: path-outside-root"),
            ("fuzz", ["--manifest", "app.json", "--", "-jobs=4"], "-jobs writes its logs outside the package"),
            ("add-regression", ["--manifest", outside + "/app.json", "route", "app.json"], "--manifest \(outside)/app.json: path-outside-root"),
            ("add-regression", ["--manifest", "app.json", "route", outside + "/finding"], "FILE \(outside)/finding: path-outside-root"),
        ]
        for (name, arguments, expected) in attacks {
            let run = try Self.script(name, arguments, in: root)
            #expect(run.status == 2 && run.errors.contains(expected), "\(name) \(arguments): \(run.status) \(run.errors)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root + "/.build/linkproof"), "nothing ran")
    }
}
