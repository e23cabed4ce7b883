import LinkproofCore

/// GitHub Actions workflow commands for the entries that are not passing: `::error` for a
/// difference (titled "security regression" when a link now acts where it did not),
/// `::warning` for an unrecorded outcome, each at the golden case's file and line when known.
/// Text from the inputs is escaped so it can never end the command or start another.
public enum GitHubAnnotations {
    /// One line per entry that is not passing, security regressions first.
    public static func lines(_ report: Report) -> [String] {
        report.failing.map { entry in
            var properties: [String] = []
            if let file = entry.file { properties.append("file=" + property(file)) }
            if let line = entry.line { properties.append("line=\(line)") }
            let title = entry.isSecurityRegression ? "security regression" : "\(report.noun) \(entry.status.rawValue)"
            properties.append("title=" + property("\(title): \(entry.id)"))
            let command = entry.status == .unrecorded ? "warning" : "error"
            var message = [DiffText.headline(entry)]
            if !entry.input.isEmpty, entry.input != entry.id { message.append("input: \(entry.input)") }
            message += DiffText.lines(entry, report)
            return "::\(command) \(properties.joined(separator: ","))::" + data(message.joined(separator: "\n"))
        }
    }

    /// A command's message: `%`, CR and LF escaped (GitHub's own escaping), other control
    /// characters shown as `\u{…}`.
    static func data(_ text: String) -> String {
        TerminalText.escaped(text, layout: .lines).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
