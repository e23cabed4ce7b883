import Foundation
import PackagePlugin

/// What a plugin may do in the team's package, as its declaration in Package.swift says:
/// `LinkproofCheckPlugin` (`swift package linkproof-check …`) declares no permission, so SwiftPM
/// runs it without `--allow-writing-to-package-directory` (and, on macOS, in a sandbox that
/// refuses writes); `LinkproofPlugin` (`swift package --allow-writing-to-package-directory
/// linkproof …`) declares write access and runs every command.
enum PluginAccess {
    case readOnly
    case writing
}

/// Linkproof's two plugins: the same commands, run with the access `access` allows, from a
/// package (`swift package …`) or an Xcode project (`XcodeCommandPlugin`, where Xcode has it).
protocol LinkproofCommandPlugin: CommandPlugin {
    static var access: PluginAccess { get }
}

extension LinkproofCommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRun(access: Self.access, layout: PluginLayout(root: context.package.directoryURL), tool: context.tool(named: "linkproof").url,
                      checkout: { try LinkproofCheckout(containing: context.package) }).exit(arguments)
    }
}

// Xcode's project plugins run in the folder of the .xcodeproj; not built on Linux, where
// Xcode's XcodeProjectPlugin module does not exist (nor tried in Xcode yet).
#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LinkproofCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try PluginRun(access: Self.access, layout: PluginLayout(root: context.xcodeProject.directoryURL), tool: context.tool(named: "linkproof").url,
                      checkout: { nil }).exit(arguments)
    }
}
#endif

/// One plugin command: the invocation its arguments ask for, run with the `linkproof` tool in
/// the team's package (or Xcode project) folder; its exit status.
struct PluginRun {
    let access: PluginAccess
    let layout: PluginLayout
    /// The built `linkproof` tool.
    let tool: URL
    /// Linkproof's checkout, for the fuzzing scripts; nil where there is none to find (an Xcode project).
    let checkout: () throws -> LinkproofCheckout?

    /// Runs `arguments` and exits with the command's code (0 success, 1 differences or
    /// findings, 2 a usage or input error); `swift package` exits 0 for 0 and 1 for anything
    /// else (DocC: LinkproofCore, "Your own app").
    func exit(_ arguments: [String]) throws -> Never {
        let status: Int32
        do {
            switch try PluginInvocation(arguments, layout: layout, access: access) {
            case .help:
                print(PluginInvocation.usage)
                status = try Subprocess.run(tool, ["--help"], in: layout.root)
            case .tool(let toolArguments):
                status = try Subprocess.run(tool, ["--root", layout.root.path] + toolArguments, in: layout.root)
            case .script(let name, let scriptArguments, let addRegression):
                guard let checkout = try checkout() else {
                    throw PluginUsageError("fuzzing runs from a Swift package (`\(PluginInvocation.writingCommand) fuzz …` in the folder of its Package.swift), not from an Xcode project")
                }
                var environment = layout.environment
                environment["LINKPROOF_ADD_REGRESSION"] = addRegression
                status = try Subprocess.run(URL(fileURLWithPath: "/bin/bash"), [checkout.script(name).path] + scriptArguments,
                                            in: layout.root, environment: environment, lines: ScriptOutput.forward)
            }
        } catch let error as PluginUsageError {
            FileHandle.standardError.write(Data("linkproof: \(error.message)\n\(PluginInvocation.usage)\n".utf8))
            status = 2
        }
        Foundation.exit(status)
    }
}

/// Where the plugin writes in the team's package: the committed corpus and regressions under
/// `Linkproof/Corpus/`, everything a run rebuilds (the sanitized build, working corpora,
/// artifacts, findings, logs) under `.build/linkproof/`.
struct PluginLayout {
    let root: URL

    var corpus: URL { root.appendingPathComponent("Linkproof/Corpus") }
    var work: URL { root.appendingPathComponent(".build/linkproof") }
    var scratch: URL { work.appendingPathComponent("fuzzers") }

    /// What Linkproof's scripts read to write into the team's package, and the root they are
    /// confined to (`Scripts/fuzz-common.sh`).
    var environment: [String: String] {
        ["LINKPROOF_CORPUS": corpus.path, "LINKPROOF_WORK": work.path, "LINKPROOF_SCRATCH": scratch.path, "LINKPROOF_ROOT": root.path]
    }
}

/// What a plugin command line asks for.
enum PluginInvocation {
    /// The plugin's usage, then the tool's.
    case help
    /// A command of the `linkproof` tool, its arguments unchanged.
    case tool([String])
    /// A script of Linkproof's checkout (`Scripts/<name>`), and the command a finding is stored with.
    case script(String, [String], addRegression: String)

    static let usage = """
        usage: swift package linkproof-check COMMAND [options]                                    (reads only)
          manifest validate | conform | review --list | gen | route | url | aasa | android | assetlinks | diff
                                                                  paths relative to the package root; no --record,
                                                                  no --report FORMAT=PATH (FORMAT=- prints it), no gen --check
        usage: swift package --allow-writing-to-package-directory linkproof COMMAND [options]    (writes)
          init | conform --record | review --accept-all | gen --check | … every command of the linkproof tool
          fuzz --manifest FILE [TARGET…] [--time SECONDS]         Linkproof's targets aimed at your manifest (--time: the whole budget)
          fuzz --handler PRODUCT [--fuzzers DIR] [--time SECONDS] your own fuzz entry (in the package DIR, default Fuzzers/ or .)
          add-regression --manifest FILE TARGET FILE               store a finding in Linkproof/Corpus/ (your swift test replays it)
          add-regression --handler PRODUCT [--fuzzers DIR] FILE
        """

    /// How a team runs a command that writes into its package.
    static let writingCommand = "swift package --allow-writing-to-package-directory linkproof"
    static let storeCommand = "\(writingCommand) add-regression"

    /// The commands that read only (each unless `writes(_:)` finds an option that writes).
    static let readOnlyCommands: Set = ["manifest", "conform", "review", "gen", "route", "url", "aasa", "android", "assetlinks", "diff"]

    init(_ arguments: [String], layout: PluginLayout, access: PluginAccess) throws(PluginUsageError) {
        guard let command = arguments.first, !["help", "--help", "-h"].contains(command) else { self = .help; return }
        var rest = Array(arguments.dropFirst())
        if let input = Self.standardInputWord(arguments) {
            // PackagePlugin speaks to SwiftPM over the plugin's standard input: a child gets none.
            throw PluginUsageError("\(input) reads standard input, which swift package does not pass to a plugin: run `swift run linkproof \(arguments.joined(separator: " "))`, or give the input as a file")
        }
        if access == .readOnly, Self.writes(arguments) {
            let what = Self.readOnlyCommands.contains(command) ? "`\(command)` with these options" : "`\(command)`"
            throw PluginUsageError("\(what) writes into your package: run `\(Self.writingCommand) \(arguments.joined(separator: " "))`")
        }
        switch command {
        case "fuzz", "add-regression":
            let handler = try Self.take("--handler", from: &rest)
            let fuzzers = try Self.take("--fuzzers", from: &rest)
            guard let handler else {
                guard fuzzers == nil else { throw PluginUsageError("--fuzzers goes with --handler PRODUCT") }
                guard rest.contains("--manifest") else { throw PluginUsageError("\(command) needs --manifest FILE (Linkproof's targets) or --handler PRODUCT (your fuzz entry)") }
                self = command == "fuzz" ? .script("fuzz", Self.wholeBudget(Self.adding(["--keep-going"], to: rest)), addRegression: Self.storeCommand)
                                         : .script("add-regression", rest, addRegression: Self.storeCommand)
                return
            }
            let package = fuzzers ?? Self.defaultFuzzPackage(layout)
            let store = "\(Self.storeCommand) --handler \(handler)" + (fuzzers.map { " --fuzzers \($0)" } ?? "")
            if command == "fuzz" {
                self = .script("fuzz-package", [package, handler, "--keep-going"] + rest, addRegression: store)
            } else {
                guard rest.count == 1 else { throw PluginUsageError("add-regression --handler PRODUCT takes one FILE") }
                self = .script("fuzz-package", [package, handler, "--add-regression", rest[0]], addRegression: store)
            }
        case "review" where !["--list", "--accept-all", "--reject-all", "--help"].contains(where: rest.contains):
            // swift package gives a plugin no terminal: the prompts would read an empty input.
            throw PluginUsageError("review asks for your answers on a terminal, which swift package does not give a plugin: list the pending outcomes with `swift package linkproof-check review --list \(rest.joined(separator: " "))`, then accept them with `\(Self.writingCommand) review --accept-all \(rest.joined(separator: " "))` (or answer one by one with `swift run linkproof review` on a terminal)")
        default:
            self = .tool(arguments)
        }
    }

    /// Whether `arguments` (a command line of the tool) write into the package: every command
    /// but the read-only ones, and those with `--record`, a `--report FORMAT=PATH` to a file,
    /// `review --accept-all`/`--reject-all` or `gen --check` (its counterexamples go to `.build/`).
    static func writes(_ arguments: [String]) -> Bool {
        guard let command = arguments.first, readOnlyCommands.contains(command) else { return true }
        let options = arguments.prefix(while: { $0 != "--" })
        let reportsToFile = zip(options, options.dropFirst()).contains { $0 == "--report" && !$1.hasSuffix("=-") }
            || options.contains { $0.hasPrefix("--report=") && !$0.hasSuffix("=-") }
        return reportsToFile || options.contains("--record")
            || (command == "review" && (options.contains("--accept-all") || options.contains("--reject-all")))
            || (command == "gen" && options.contains("--check"))
    }

    /// The word of `arguments` that reads standard input, if any: `-` as a file, or the
    /// `--jsonl` of `route`, `url` and `android match` (`gen --jsonl` writes JSON lines).
    static func standardInputWord(_ arguments: [String]) -> String? {
        let options = arguments.prefix(while: { $0 != "--" })
        if options.contains("-") { return "'-'" }
        if let command = arguments.first, ["route", "url", "android"].contains(command), options.contains("--jsonl") { return "\(command) --jsonl" }
        return nil
    }

    /// Removes `option VALUE` from `arguments` (before a `--`: what follows is libFuzzer's); its value, nil when absent.
    private static func take(_ option: String, from arguments: inout [String]) throws(PluginUsageError) -> String? {
        guard let index = arguments.prefix(while: { $0 != "--" }).firstIndex(of: option) else { return nil }
        guard index + 1 < arguments.count else { throw PluginUsageError("\(option) needs a value") }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }

    /// The plugin's `--time` is the whole session's budget (`Scripts/fuzz --total-time`), 60 s by default.
    private static func wholeBudget(_ arguments: [String]) -> [String] {
        guard let index = arguments.prefix(while: { $0 != "--" }).firstIndex(of: "--time") else { return adding(["--total-time", "60"], to: arguments) }
        var arguments = arguments
        arguments[index] = "--total-time"
        return arguments
    }

    /// `arguments` with the script's options `added` before a `--` the user gave (what follows
    /// it is libFuzzer's), or at the end when there is none.
    private static func adding(_ added: [String], to arguments: [String]) -> [String] {
        var arguments = arguments
        arguments.insert(contentsOf: added, at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
        return arguments
    }

    /// The package holding the team's fuzz executable when no `--fuzzers DIR` is given:
    /// `Fuzzers/` when it is a package, else the package itself (Scripts/fuzz-package confines either).
    private static func defaultFuzzPackage(_ layout: PluginLayout) -> String {
        FileManager.default.fileExists(atPath: layout.root.appendingPathComponent("Fuzzers/Package.swift").path) ? "Fuzzers" : "."
    }
}

/// A command line the plugin refuses, before anything runs.
struct PluginUsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Linkproof's own package among the team's dependencies: where its scripts are.
struct LinkproofCheckout {
    let directory: URL

    /// Finds the package that holds `LinkproofFuzzTargets` in `package` or its dependencies.
    init(containing package: Package) throws {
        var queue = [package], seen = Set<String>()
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.directoryURL.path).inserted else { continue }
            if candidate.targets.contains(where: { $0.name == "LinkproofFuzzTargets" }) {
                directory = candidate.directoryURL
                return
            }
            queue += candidate.dependencies.map(\.package)
        }
        throw PluginUsageError("Linkproof's package is not among the dependencies of \(package.displayName)")
    }

    func script(_ name: String) -> URL {
        directory.appendingPathComponent("Scripts").appendingPathComponent(name)
    }
}

/// How a script's output reaches the user. `swift package` prints what a plugin writes with
/// `print`, which a pipe or a file (a CI log) buffers until the plugin ends; a progress
/// diagnostic is written at once. So the scripts' progress lines (`== …` as a step starts,
/// `   building… N s` every 10 s) go as progress, the rest (summary, findings) as output.
enum ScriptOutput {
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
    /// Runs `executable` in `folder` with the plugin's environment plus `environment`; its exit
    /// status (2, with a message, when a signal ended it). With `lines`, its standard output and
    /// error are read line by line and handed to it as they come.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
                    lines: ((String) -> Void)? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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
            FileHandle.standardError.write(Data("linkproof: \(executable.lastPathComponent) ended by signal \(process.terminationStatus)\n".utf8))
            return 2
        }
        return process.terminationStatus
    }
}
