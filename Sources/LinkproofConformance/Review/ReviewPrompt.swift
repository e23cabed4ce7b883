/// The terminal side of a review: shows a pending change and reads the answer, one line at a
/// time, from any source (stdin in the CLI, a list of lines in tests).
public struct ReviewPrompt {
    /// The next line of input, nil at its end (which answers `quit`).
    public var readLine: () -> String?
    /// Writes text without adding a newline.
    public var write: (String) -> Void
    public var colour: Bool

    public init(readLine: @escaping () -> String?, write: @escaping (String) -> Void, colour: Bool = false) {
        self.readLine = readLine
        self.write = write
        self.colour = colour
    }

    /// Shows change `position` of `count` with its parse-diff and asks until the answer is one of a, r, s, q.
    public func ask(_ change: ReviewSession.PendingChange, position: Int, of count: Int) -> ReviewSession.Answer {
        let report = Report(title: "review", beforeLabel: "recorded", afterLabel: "pending", entries: [change.reportEntry])
        write("\n[\(position)/\(count)] " + ReportFormat.describe(change.reportEntry, in: report, colour: colour) + "\n")
        while true {
            write("a(ccept) r(eject) s(kip) q(uit)? ")
            guard let line = readLine() else {
                write("\n")
                return .quit
            }
            switch line.filter({ !$0.isWhitespace }).lowercased() {
            case "a", "accept": return .accept
            case "r", "reject": return .reject
            case "s", "skip", "": return .skip
            case "q", "quit": return .quit
            default: write("answer a, r, s or q\n")
            }
        }
    }
}
