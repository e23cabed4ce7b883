import Foundation
import LinkproofConformance
import LinkproofCore

/// Finds the subcommand, handles `--help`, and turns usage errors into exit code 2.
enum CLI {
    /// Runs the command `words` name (the process's arguments, byte for byte).
    static func main(_ words: [[UInt8]], commands: [any Command.Type]) -> ExitCode {
        var words = words[...]
        var colour = ColourChoice.auto
        // Options before the command: --version, --color, --root.
        while let word = words.first.map({ String(decoding: $0, as: UTF8.self) }), word == "--version" || word.hasPrefix("--color") || word.hasPrefix("--root") {
            words = words.dropFirst()
            if word == "--version" {
                print("linkproof \(LinkproofVersion)")
                return .success
            }
            do throws(UsageError) {
                let name = word.hasPrefix("--color") ? "--color" : "--root"
                guard word == name || word.hasPrefix(name + "=") else { throw UsageError("unknown option '\(TerminalText.escaped(word))'") }
                let value = word == name ? words.first.map { String(decoding: $0, as: UTF8.self) } : String(word.dropFirst(name.count + 1))
                if word == name { words = words.dropFirst() }
                if name == "--color" {
                    colour = try ColourChoice(option: value ?? "")
                } else {
                    try confine(to: value)
                }
            } catch {
                Console.error("linkproof: \(error.message)")
                return .usage
            }
        }
        let first = words.first.map { String(decoding: $0, as: UTF8.self) }
        guard let first, first != "--help", first != "-h", first != "help" else {
            print(overview(commands))
            return words.isEmpty ? .usage : .success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            Console.error("linkproof: unknown command '\(first)'\n\n\(overview(commands))")
            return .usage
        }
        var arguments = Arguments(bytes: Array(words.dropFirst()))
        if arguments.flag("--help", "-h") {
            print(command.help)
            return .success
        }
        do {
            if let value = try arguments.option("--color") { colour = try ColourChoice(option: value) }
            arguments.colour = colour.colours()
            return try command.run(&arguments)
        } catch {
            Console.error("linkproof \(command.name): \(error.message)\nSee 'linkproof \(command.name) --help'.")
            return .usage
        }
    }

    /// Confines every file the command reads or writes to the folder `--root` names (`PathConfinement`).
    private static func confine(to folder: String?) throws(UsageError) {
        guard let folder, !folder.isEmpty else { throw UsageError("--root needs a folder") }
        do {
            try PathConfinement.confine(to: folder)
        } catch {
            throw UsageError("\(TerminalText.escaped(folder)): \(error.explanation)")
        }
    }

    static func overview(_ commands: [any Command.Type]) -> String {
        var width = 0
        for command in commands { width = max(width, command.name.count) }
        var lines: [String] = []
        for command in commands {
            lines.append("  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        return """
            linkproof: proves an app's URL handling is correct and safe.

            Usage: linkproof [--color auto|always|never] [--root DIR] <command> [options]
                   linkproof --version

            Commands:
            \(lines.joined(separator: "\n"))

            'linkproof <command> --help' describes each command. Every command takes
            --color auto|always|never (auto: colour on a terminal unless NO_COLOR is set) and
            reads '-' as standard input wherever it reads a file (any other path must be a
            regular file: a FIFO or device is refused, never waited on).
            --root DIR confines every file read or written (options, positional words, paths
            inside files such as a golden app's manifestFile; symbolic links resolved) to DIR:
            a path that leads outside is an error (exit 2, path-outside-root) before anything
            is written. The command plugin passes the package root.
            --version prints the version that result streams and reports record.
            Exit codes: 0 success, 1 differences or failures found, 2 usage or input error.
            '(docs: NAME)' in a command's help names a DocC article: the app library's,
            Sources/LinkproofCore/LinkproofCore.docc/NAME.md (LinkManifests, StrictPolicy),
            or the tool's, Sources/linkproof/linkproof.docc/NAME.md (Scripts/docs builds them).
            """
    }
}
