import Foundation
import LinkproofTestSupport

/// `linkproof` run as a user runs it: a child process, its exit status, stdout and stderr as bytes.
enum LinkproofProcess {
    /// The `linkproof` SwiftPM built beside the test executable (Linux) or bundle (macOS).
    static let executable: URL? = ([Bundle.main.executableURL].compactMap { $0 }
        + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { URL(fileURLWithPath: $0.bundlePath) })
        .map { $0.deletingLastPathComponent().appendingPathComponent("linkproof") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The outcome of one run.
    struct Outcome {
        let status: Int32
        let output: [UInt8]
        let errors: [UInt8]
        var text: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `linkproof ARGUMENTS [LAST]` in `folder` with `input` on stdin, without the
    /// environment variables named in `unsetting`. `last`, when given, is passed as the exact
    /// bytes (through a shell reading them from a file), so an argument can hold bytes that
    /// are not UTF-8, as a shell gives them.
    ///
    /// `setting` adds environment variables; `inTerminal` runs it on a pseudo-terminal
    /// (util-linux `script`, `Terminal.available`), whose output is then its stdout.
    static func run(_ arguments: [String], last: [UInt8]? = nil, input: [UInt8] = [], unsetting: Set<String> = [],
                    setting: [String: String] = [:], inTerminal: Bool = false, in folder: String = Scratch.folder()) throws -> Outcome {
        let (inputFile, outputFile, errorFile, argumentFile) = (folder + "/.stdin", folder + "/.stdout", folder + "/.stderr", folder + "/.argument")
        try Data(input).write(to: URL(fileURLWithPath: inputFile))
        for file in [outputFile, errorFile] { try Data().write(to: URL(fileURLWithPath: file)) }
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.filter { !unsetting.contains($0.key) }.merging(setting) { $1 }
        if inTerminal {
            let command = ([executable?.path ?? "linkproof"] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
            process.executableURL = URL(fileURLWithPath: Terminal.script)
            process.arguments = ["-qec", command.joined(separator: " "), "/dev/null"]
        } else if let last {
            try Data(last).write(to: URL(fileURLWithPath: argumentFile))
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" "$(cat "$LINKPROOF_ARGUMENT_FILE")""#, executable?.path ?? "linkproof"] + arguments
            process.environment?["LINKPROOF_ARGUMENT_FILE"] = argumentFile
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle(forReadingAtPath: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        try process.run()
        process.waitUntilExit()
        let read = { (file: String) in [UInt8](FileManager.default.contents(atPath: file) ?? Data()) }
        return Outcome(status: process.terminationStatus, output: read(outputFile), errors: read(errorFile))
    }
}

/// A pseudo-terminal for a child process: util-linux `script` (macOS's BSD `script` takes
/// other options, so there is none there).
enum Terminal {
    static let script = "/usr/bin/script"
    #if os(Linux)
    static var available: Bool { FileManager.default.isExecutableFile(atPath: script) }
    #else
    static let available = false
    #endif
}

/// Folders and files for one test, under `TestScratch.root` (removed when the test process exits).
enum Scratch {
    static func folder() -> String {
        let path = TestScratch.url("linkproof-cli").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of the built-in golden folder, `Tests/Golden`, named `Golden` in a fresh folder.
    static func golden() -> String {
        let copy = folder() + "/Golden"
        let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
        try? FileManager.default.copyItem(atPath: builtIn.path, toPath: copy)
        return copy
    }

    /// `Tests/Golden/apps/NAME.json`.
    static func goldenApp(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/apps/\(name).json").path
    }
}
