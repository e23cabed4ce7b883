import Foundation
import PackagePlugin

/// Linkproof's two plugins: the same commands, run with the access `access` allows, from a
/// package (`swift package …`) or an Xcode project (`XcodeCommandPlugin`, where Xcode has it).
protocol LinkproofCommandPlugin: CommandPlugin {
    static var access: PluginAccess { get }
}

extension LinkproofCommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun(access: Self.access, root: context.package.directoryURL, tool: context.tool(named: "linkproof").url).exit(arguments)
    }
}

// Xcode's project plugins run in the folder of the .xcodeproj; not built on Linux, where
// Xcode's XcodeProjectPlugin module does not exist (nor tried in Xcode yet).
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try PluginRun(access: Self.access, root: context.xcodeProject.directoryURL, tool: context.tool(named: "linkproof").url).exit(arguments)
    }
}
#endif

/// One plugin command: the invocation its arguments ask for, run with the `linkproof` tool in
/// the team's package (or Xcode project) folder; its exit status.
struct PluginRun {
    let access: PluginAccess
    /// The team's package (or Xcode project) folder: where the tool runs, and the only folder
    /// it may read or write in (`--root`).
    let root: URL
    /// The built `linkproof` tool.
    let tool: URL

    /// Runs `arguments` and exits with the command's code (0 success, 1 differences or
    /// findings, 2 a usage or input error); `swift package` exits 0 for 0 and 1 for anything
    /// else (DocC: LinkproofCore, "Your own app").
    func exit(_ arguments: [String]) throws -> Never {
        var status: Int32 = 0
        do {
            let invocation = try PluginInvocation(arguments, access: access)
            if invocation == .help { print(PluginInvocation.usage) }
            for line in invocation.commandLines(tool: tool, root: root) where status == 0 {
                status = line.forwardsLines ? try Subprocess.run(line, lines: ToolOutput.forward) : try Subprocess.run(line)
            }
        } catch let error as PluginUsageError {
            FileHandle.standardError.write(Data("linkproof: \(error.message)\n\(PluginInvocation.usage)\n".utf8))
            status = 2
        }
        Foundation.exit(status)
    }
}

/// How a fuzz run's output reaches the user. `swift package` prints what a plugin writes with
/// `print`, which a pipe or a file (a CI log) buffers until the plugin ends; a progress
/// diagnostic is written at once. So the tool's progress lines (`== …` as a step starts,
/// `   building… N s` every 10 s) go as progress, the rest (summary, findings) as output.
enum ToolOutput {
    static func forward(_ line: String) {
        if line.hasPrefix("== ") || line.hasPrefix("   building") {
            Diagnostics.progress(line)
        } else {
            print(line)
        }
    }
}

/// A child process with the plugin's standard input, output and error.
enum Subprocess {
    /// Runs `commandLine` with the plugin's environment; its exit status (2, with a message,
    /// when a signal ended it). With `lines`, its standard output and error are read line by
    /// line and handed to it as they come.
    static func run(_ commandLine: PluginCommandLine, lines: ((String) -> Void)? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = commandLine.executable
        process.arguments = commandLine.arguments
        process.currentDirectoryURL = commandLine.folder
        let pipe = Pipe()
        if lines != nil {
            process.standardOutput = pipe
            process.standardError = pipe
        }
        try process.run()
        if let lines {
            try pipe.fileHandleForWriting.close()
            var pending = Data()
            while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty {
                pending += chunk
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines(String(decoding: pending[..<newline], as: UTF8.self))
                    pending = Data(pending[(newline + 1)...])
                }
            }
            if !pending.isEmpty { lines(String(decoding: pending, as: UTF8.self)) }
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            FileHandle.standardError.write(Data("linkproof: \(commandLine.executable.lastPathComponent) ended by signal \(process.terminationStatus)\n".utf8))
            return 2
        }
        return process.terminationStatus
    }
}
