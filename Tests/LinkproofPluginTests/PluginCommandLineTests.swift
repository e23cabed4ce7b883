import Foundation
import Testing

/// Issue 42: the plugins execute only the `linkproof` tool — never `/bin/bash`, a script or any
/// other program — so that nothing they run depends on the shell (macOS's bash 3.2 could not
/// run the scripts fuzzing used). `PluginInvocation.swift` is the plugins' own file (this
/// folder holds a symbolic link to it): every plugin command line, fuzzing and storing
/// regressions included, becomes command lines of the tool, confined to the package root. The
/// plugins' other file starts processes only from those command lines (`Subprocess.run` takes
/// a `PluginCommandLine`), which the last test reads in its source, as no test can load a
/// plugin's `PackagePlugin` module.
@Suite struct PluginCommandLineTests {
    static let tool = URL(fileURLWithPath: "/pkg/.build/plugins/tools/debug/linkproof")
    static let root = URL(fileURLWithPath: "/work/team")
    static let plugins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Plugins")

    /// What the writing plugin runs for `arguments`.
    static func commandLines(_ arguments: [String], access: PluginAccess = .writing) throws -> [PluginCommandLine] {
        try PluginInvocation(arguments, access: access).commandLines(tool: tool, root: root)
    }

    @Test(arguments: [
        ["fuzz", "--handler", "ticket-links", "--time", "30"],
        ["fuzz", "--handler", "ticket-links", "--fuzzers", "Fuzzers", "--", "-max_len=512"],
        ["fuzz", "--manifest", "app.json", "route", "--time", "60"],
        ["fuzz", "store", "--handler", "ticket-links", ".build/linkproof/findings/ticket-links/a/input"],
        ["fuzz", "store", "--manifest", "app.json", "route", "crash-1"],
        ["init", "--platform", "ios"],
        ["conform", "--record", "Tests/Golden"],
        ["review", "--accept-all", "Tests/Golden"],
        ["gen", "--check", "--manifest", "app.json"],
    ])
    func everyCommandRunsTheToolConfinedToTheRoot(_ arguments: [String]) throws {
        let lines = try Self.commandLines(arguments)
        #expect(lines == [PluginCommandLine(executable: Self.tool, arguments: ["--root", Self.root.path] + arguments, folder: Self.root,
                                            forwardsLines: arguments[0] == "fuzz")])
    }

    @Test func addRegressionIsTheToolsFuzzStore() throws {
        let lines = try Self.commandLines(["add-regression", "--handler", "ticket-links", "crash-1"])
        #expect(lines.map(\.executable) == [Self.tool])
        #expect(lines.map(\.arguments) == [["--root", Self.root.path, "fuzz", "store", "--handler", "ticket-links", "crash-1"]])
    }

    @Test func helpRunsTheToolsHelp() throws {
        #expect(try Self.commandLines(["--help"]) == [PluginCommandLine(executable: Self.tool, arguments: ["--help"], folder: Self.root, forwardsLines: false)])
    }

    @Test func theReadOnlyPluginRunsTheToolOrRefuses() throws {
        #expect(try Self.commandLines(["manifest", "validate", "app.json"], access: .readOnly).map(\.executable) == [Self.tool])
        #expect(throws: PluginUsageError.self) { try Self.commandLines(["fuzz", "--handler", "ticket-links"], access: .readOnly) }
    }

    /// The plugins' sources start a process in one place, `Subprocess.run`, from a
    /// `PluginCommandLine` (whose executable is the tool), and name no shell or script.
    @Test func thePluginSourcesStartNothingElse() throws {
        var sources: [String: String] = [:]
        for folder in ["LinkproofPlugin", "LinkproofCheckPlugin"] {
            let directory = Self.plugins.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
                sources["\(folder)/\(name)"] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
        }
        #expect(sources.count == 6)
        let all = sources.values.joined(separator: "\n")
        #expect(all.components(separatedBy: "Process()").count == 3, "one Process() in PluginSupport.swift, read by both plugins")
        #expect(all.contains("process.executableURL = commandLine.executable"))
        #expect(all.components(separatedBy: "executableURL =").count == 3)
        #expect(all.contains("static func run(_ commandLine: PluginCommandLine"))
        for word in ["/bin/", "bash", "Scripts/", "/usr/bin/env", "posix_spawn", "system("] {
            #expect(!all.contains(word), "a plugin source names \(word)")
        }
    }
}
