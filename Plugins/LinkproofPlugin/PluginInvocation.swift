import Foundation

/// What a plugin command line asks for, and the one command line it runs for it: always the
/// `linkproof` tool, never a shell or a script (fuzzing and storing regressions are the tool's
/// `fuzz` command). Pure Foundation, so that a test compiles this file as it is
/// (Tests/LinkproofPluginTests holds a symbolic link to it) and checks what the plugin runs.
enum PluginInvocation: Equatable {
    /// The plugin's usage, then the tool's.
    case help
    /// A command of the `linkproof` tool, its arguments as the tool takes them.
    case tool([String])

    static let usage = """
        usage: swift package linkproof-check COMMAND [options]                                    (reads only)
          manifest validate | conform | review --list | gen | route | url | aasa | android | assetlinks | diff
                                                                  paths relative to the package root; no --record,
                                                                  no --report FORMAT=PATH (FORMAT=- prints it), no gen --check
        usage: swift package --allow-writing-to-package-directory linkproof COMMAND [options]    (writes)
          init | conform --record | review --accept-all | gen --check | … every command of the linkproof tool
          fuzz --handler PRODUCT [--fuzzers DIR] [--time SECONDS] your own fuzz entry (in the package DIR, default Fuzzers/ or .)
          fuzz --manifest FILE [TARGET…] [--time SECONDS]         Linkproof's targets aimed at your manifest (--time: the whole budget)
                                                                  both in one sanitized build (.build/linkproof/)
          fuzz store --handler PRODUCT [--fuzzers DIR] FILE       store a finding in Linkproof/Corpus/ (your swift test replays it)
          fuzz store --manifest FILE TARGET FILE                  (add-regression … is the same)
          init --ci github [--force]                              your CI: a workflow (tests, conformance) and ClusterFuzzLite for your fuzz entries
        """

    /// How a team runs a command that writes into its package.
    static let writingCommand = "swift package --allow-writing-to-package-directory linkproof"

    /// The commands that read only (each unless `writes(_:)` finds an option that writes).
    static let readOnlyCommands: Set = ["manifest", "conform", "review", "gen", "route", "url", "aasa", "android", "assetlinks", "diff"]

    init(_ arguments: [String], access: PluginAccess) throws(PluginUsageError) {
        guard let command = arguments.first, !["help", "--help", "-h"].contains(command) else { self = .help; return }
        let rest = Array(arguments.dropFirst())
        if let input = Self.standardInputWord(arguments) {
            // PackagePlugin speaks to SwiftPM over the plugin's standard input: a child gets none.
            throw PluginUsageError("\(input) reads standard input, which swift package does not pass to a plugin: run `swift run linkproof \(arguments.joined(separator: " "))`, or give the input as a file")
        }
        if access == .readOnly, Self.writes(arguments) {
            let what = Self.readOnlyCommands.contains(command) ? "`\(command)` with these options" : "`\(command)`"
            throw PluginUsageError("\(what) writes into your package: run `\(Self.writingCommand) \(arguments.joined(separator: " "))`")
        }
        switch command {
        case "add-regression":
            // The plugin's verb before the tool had `fuzz store`.
            self = .tool(["fuzz", "store"] + rest)
        case "review" where !["--list", "--accept-all", "--reject-all", "--help"].contains(where: rest.contains):
            // swift package gives a plugin no terminal: the prompts would read an empty input.
            throw PluginUsageError("review asks for your answers on a terminal, which swift package does not give a plugin: list the pending outcomes with `swift package linkproof-check review --list \(rest.joined(separator: " "))`, then accept them with `\(Self.writingCommand) review --accept-all \(rest.joined(separator: " "))` (or answer one by one with `swift run linkproof review` on a terminal)")
        default:
            self = .tool(arguments)
        }
    }

    /// The command lines the plugin runs, in `root` (the team's package or Xcode project
    /// folder), with `tool` (the built `linkproof`): the tool, confined to the root by `--root`.
    func commandLines(tool: URL, root: URL) -> [PluginCommandLine] {
        switch self {
        case .help:
            [PluginCommandLine(executable: tool, arguments: ["--help"], folder: root, forwardsLines: false)]
        case .tool(let arguments):
            // A fuzz run's progress lines (`== …`, `   building… N s`) are forwarded as they come.
            [PluginCommandLine(executable: tool, arguments: ["--root", root.path] + arguments, folder: root, forwardsLines: arguments.first == "fuzz")]
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
}

/// One process the plugin starts: what it runs, with which arguments, in which folder, and
/// whether its output is read line by line (`ToolOutput`) rather than passed through.
struct PluginCommandLine: Equatable {
    let executable: URL
    let arguments: [String]
    let folder: URL
    let forwardsLines: Bool
}

/// What a plugin may do in the team's package, as its declaration in Package.swift says:
/// `LinkproofCheckPlugin` (`swift package linkproof-check …`) declares no permission, so SwiftPM
/// runs it without `--allow-writing-to-package-directory` (and, on macOS, in a sandbox that
/// refuses writes); `LinkproofPlugin` (`swift package --allow-writing-to-package-directory
/// linkproof …`) declares write access and runs every command.
enum PluginAccess {
    case readOnly
    case writing
}

/// A command line the plugin refuses, before anything runs.
struct PluginUsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
