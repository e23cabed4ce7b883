import LinkproofCore

/// GitHub Actions workflow commands for the entries that are not passing: `::error` for a
/// difference (titled "security regression" when a link now acts where it did not),
/// `::warning` for an unrecorded outcome, each at the golden case's file and line when known.
/// Text from the inputs is escaped (`OutputEscaping.gitHubCommandData`) so it can never end
/// the command or start another.
public enum GitHubAnnotations {
    /// One line per entry that is not passing, security regressions first.
    public static func lines(_ report: Report) -> [String] {
        report.failing.map { entry in
            var properties: [String] = []
            if let file = entry.file { properties.append("file=" + OutputEscaping.gitHubCommandProperty(file)) }
            if let line = entry.line { properties.append("line=\(line)") }
            let title = entry.isSecurityRegression ? "security regression" : "\(report.noun) \(entry.status.rawValue)"
            properties.append("title=" + OutputEscaping.gitHubCommandProperty("\(title): \(entry.id)"))
            let command = entry.status == .unrecorded ? "warning" : "error"
            var message = [DiffText.headline(entry)]
            if !entry.input.isEmpty, entry.input != entry.id { message.append("input: \(entry.input)") }
            message += DiffText.lines(entry, report)
            return "::\(command) \(properties.joined(separator: ","))::" + OutputEscaping.gitHubCommandData(message.joined(separator: "\n"))
        }
    }
}
