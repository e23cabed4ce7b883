import Foundation

/// `--color auto|always|never`: whether text for a person on standard output is coloured.
/// `auto` colours a terminal unless `NO_COLOR` is set to anything but the empty string
/// (no-color.org); `always` and `never` are what the user asked for, whatever `NO_COLOR` says.
enum ColourChoice: String, CaseIterable {
    case auto, always, never

    /// The choice of a `--color` value, or a usage error listing the values.
    init(option value: String) throws(UsageError) {
        guard let choice = ColourChoice(rawValue: value) else {
            throw UsageError("--color takes \(ColourChoice.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
        }
        self = choice
    }

    /// Whether to colour, given whether standard output is a terminal. The environment is read
    /// only for a terminal: `ProcessInfo`'s copies all of it into a dictionary, about 0.8M
    /// instructions, a twentieth of the start-up of a batch writing to a file or a pipe.
    func colours(terminal: Bool = isatty(STDOUT_FILENO) == 1) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
