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

    /// Whether to colour, given the environment and whether standard output is a terminal.
    func colours(environment: [String: String] = ProcessInfo.processInfo.environment,
                 terminal: Bool = isatty(STDOUT_FILENO) == 1) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
