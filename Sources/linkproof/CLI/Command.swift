import Foundation
import LinkproofConformance
import LinkproofCore

/// Exit codes that scripts can rely on (DESIGN.md, "Conventions").
enum ExitCode: Int32 {
    /// Everything checked out.
    case success = 0
    /// The check ran and found differences or failures.
    case failure = 1
    /// The command line or an input was unusable; the message names it.
    case usage = 2
}

/// A problem with the command line or with an input file: printed to stderr, exit code 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// One `linkproof` subcommand.
protocol Command {
    /// The word that selects the command: `linkproof <name> …`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the command on its arguments (the words after its name).
    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode
}

/// Finds the subcommand, handles `--help`, and turns usage errors into exit code 2.
enum CLI {
    /// Runs the command `words` name (the process's arguments, byte for byte).
    static func main(_ words: [[UInt8]], commands: [any Command.Type]) -> ExitCode {
        var words = words[...]
        var colour = ColourChoice.auto
        // Options before the command: --version, --color.
        while let word = words.first.map({ String(decoding: $0, as: UTF8.self) }), word == "--version" || word.hasPrefix("--color") {
            words = words.dropFirst()
            if word == "--version" {
                print("linkproof \(LinkproofVersion)")
                return .success
            }
            do throws(UsageError) {
                guard word == "--color" || word.hasPrefix("--color=") else { throw UsageError("unknown option '\(word)'") }
                let value = word == "--color" ? words.first.map { String(decoding: $0, as: UTF8.self) } : String(word.dropFirst("--color=".count))
                if word == "--color" { words = words.dropFirst() }
                colour = try ColourChoice(option: value ?? "")
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

    static func overview(_ commands: [any Command.Type]) -> String {
        var width = 0
        for command in commands { width = max(width, command.name.count) }
        var lines: [String] = []
        for command in commands {
            lines.append("  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        return """
            linkproof: proves an app's URL handling is correct and safe.

            Usage: linkproof [--color auto|always|never] <command> [options]
                   linkproof --version

            Commands:
            \(lines.joined(separator: "\n"))

            'linkproof <command> --help' describes each command. Every command takes
            --color auto|always|never (auto: colour on a terminal unless NO_COLOR is set) and
            reads '-' as standard input wherever it reads a file.
            --version prints the version that result streams and reports record.
            Exit codes: 0 success, 1 differences or failures found, 2 usage or input error.
            """
    }
}

/// Standard output and error, with the JSON conventions of the CLI. Text for a person goes
/// through `out` and `error`, which show untrusted characters escaped (`TerminalText`);
/// JSON through `json`, whose strings carry them as JSON escapes.
enum Console {
    /// Prints a command's text output; control and format characters in it are shown
    /// escaped, its own line breaks and tabs kept.
    static func out(_ text: String) {
        print(TerminalText.escaped(text, layout: .lines))
    }

    /// Writes a message to standard error, escaped as `out` escapes.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(message, layout: .lines) + "\n").utf8))
    }

    /// Prints `value` as JSON, keys sorted and slashes unescaped, so output is byte-stable
    /// (DESIGN.md): on one line, or `pretty` (`JSONEncoder`'s `.prettyPrinted` layout).
    static func printJSON(_ value: some JSONWritable, pretty: Bool = false) {
        var writer = JSONWriter(layout: pretty ? .indented : .compact)
        value.write(to: &writer)
        writer.printLine()
    }

    /// `value` as one line of JSON with sorted keys, for a record that is still `Encodable`
    /// (`route --platform android`, whose members interleave with the decision's): encoded,
    /// read back and written by `JSONWriter`, so its strings are escaped as every output's.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let parsed = try? JSONReader.read([UInt8](data)) else { return "null" }
        return JSONWriter.text { $0.value(parsed) }
    }
}
