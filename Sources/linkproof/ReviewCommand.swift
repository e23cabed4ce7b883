import Foundation
import LinkproofConformance

/// `linkproof review`: accept or reject the pending outcomes `conform --record` wrote.
enum ReviewCommand: Command {
    static let name = "review"
    static let summary = "Review pending golden changes: accept, reject or skip each"
    static let help = """
        Usage:
          linkproof review [--golden DIR] [--accept-all | --reject-all]
          linkproof review [--golden DIR] --list [--format text|markdown]

        Walks the pending changes (cases/*.pending.json) one by one: the case id, its note,
        and the parse-diff from the recorded outcome to the pending one. Answer
          a  accept: write the pending outcome into the golden file
          r  reject: drop it
          s  skip: keep it pending
          q  quit: keep this and every later change pending
        Answers are read from stdin, one a line, so a script can pipe them. Golden files are
        rewritten atomically (temporary file, then rename) once the walk ends; a pending file
        is removed once empty. Entries for cases that no longer exist are reported and removed.

        --list prints every pending change (its case, note and parse-diff) without asking
        and without writing anything: as text, or as Markdown for a pull request, to read
        before --accept-all.

        One writer of a golden folder at a time: review, conform --record and init lock it
        (flock on the folder) from reading to the last write; a second run meanwhile exits 2
        with golden-busy and changes nothing.

        Exit codes: 0 done; 2 a malformed golden or pending file, a failed write, or the folder
        locked by another writer (nothing written).
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let directory = try arguments.option("--golden") ?? GoldenFolder.builtIn
        let acceptAll = arguments.flag("--accept-all")
        let rejectAll = arguments.flag("--reject-all")
        let list = arguments.flag("--list")
        let format = try arguments.option("--format") ?? "text"
        guard try arguments.positionals().isEmpty else { throw UsageError("review takes no positional arguments") }
        guard !(acceptAll && rejectAll) else { throw UsageError("give --accept-all or --reject-all, not both") }
        guard !list || !(acceptAll || rejectAll) else { throw UsageError("--list only lists: give it without --accept-all or --reject-all") }
        let listFormat: ReportFormat
        switch format {
        case "text": listFormat = .terminal
        case "markdown": listFormat = .markdown
        default: throw UsageError("--format is text or markdown, not '\(format)'")
        }
        do {
            let lock = try GoldenLock(directory)
            defer { withExtendedLifetime(lock) {} }
            let session = ReviewSession(suite: try GoldenSuite.load(directory))
            if list {
                let report = Report(title: "Pending changes in \(directory)", beforeLabel: "recorded", afterLabel: "pending",
                                    entries: session.changes.map(\.reportEntry))
                Console.out(listFormat.render(report, colour: arguments.colour && listFormat == .terminal))
                for orphan in session.orphans { Console.out("orphaned: \(orphan)") }
                return .success
            }
            for orphan in session.orphans { Console.out("orphaned: \(orphan)") }
            let changes = session.changes
            guard !changes.isEmpty || !session.orphans.isEmpty else {
                Console.out("No pending changes in \(directory).")
                return .success
            }
            let prompt = ReviewPrompt(readLine: { readLine() }, write: { print($0, terminator: ""); fflush(nil) },
                                      colour: arguments.colour)
            var position = 0
            let summary = try session.run { change in
                position += 1
                if acceptAll { return .accept }
                if rejectAll { return .reject }
                return prompt.ask(change, position: position, of: changes.count)
            }
            Console.out("Accepted \(summary.accepted), rejected \(summary.rejected), kept \(summary.skipped) pending"
                  + (summary.orphansRemoved > 0 ? ", removed \(summary.orphansRemoved) orphaned" : "") + ".")
            for file in summary.written { Console.out("  wrote \(file)") }
            for file in summary.removed { Console.out("  removed \(file)") }
            return .success
        } catch {
            throw UsageError(GoldenFolder.described(error, in: directory))
        }
    }
}
