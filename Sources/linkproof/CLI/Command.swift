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
