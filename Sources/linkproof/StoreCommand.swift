import Foundation
import LinkproofCore
import LinkproofStore

/// `linkproof store stats|import`: looks into the short-link store and bulk-imports links.
enum StoreCommand: Command {
    static let name = "store"
    static let summary = "Show the short-link store's figures, or import long links into it"
    static let help = """
        Usage: linkproof store stats [--store PATH] [--json]
               linkproof store import [--store PATH] [--prefix URL] [--unguessable] FILE|-

        stats   Prints the number of links, prefixes, clicks and deferred-link clicks, the
                schema version, the store's path and its journal mode (wal).
        import  Stores the long links of FILE (or standard input for '-'), one a line: a bare
                link, or JSONL {"longLink": "...", "suffix": "..."} where "suffix" (optional)
                keeps an existing suffix. Each line is its own transaction. Prints one JSON
                result a line ({"line", "shortLink", "suffix", "longLink"} or {"line",
                "error": {"code", "message"}}); a bad line does not stop the batch, but the
                exit code is 2 when any line was bad. A full disk or a read-only store stops
                the import at the first line it refuses; the lines before it stay stored.
                A custom suffix is 4-32 ASCII letters or digits, as 'resolve' requires.

        stats opens the store read-only (so it works on a read-only mount); import refuses a
        store on a read-only file system (store-read-only) and another program's SQLite
        file (store-not-a-store), which it leaves unchanged.

        Options:
          --store PATH    the store file (default: \(SQLiteShortLinkStore.defaultPath), created with its folder)
          --prefix URL    the domain URI prefix for every imported link (default: each long
                          link's own, the part before its '?')
          --unguessable   17-character suffixes from 96 random bits (default: SHORT, 4+ characters)
          --json          stats as JSON
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let path = try arguments.option("--store")
        let prefix = try arguments.option("--prefix")
        let unguessable = arguments.flag("--unguessable")
        let json = arguments.flag("--json")
        let words = try arguments.positionals()
        switch words.first {
        case "stats":
            guard words.count == 1, prefix == nil, !unguessable else { throw UsageError("stats takes only --store and --json") }
            return try stats(path: path, json: json)
        case "import":
            guard words.count == 2, !json else { throw UsageError("import takes one FILE (or '-') and no --json") }
            return try importLinks(from: words[1], path: path, prefix: prefix, policy: unguessable ? .unguessable : .short)
        default:
            throw UsageError("expected 'stats' or 'import'")
        }
    }

    /// The stats output: the store's figures with where it is and how it journals.
    private struct Report: Encodable, JSONWritable {
        let path: String
        let journalMode: String
        let stats: ShortLinkStoreStats
    }

    private static func stats(path: String?, json: Bool) throws(UsageError) -> ExitCode {
        let report: Report
        do {
            let store = try SQLiteShortLinkStore.open(path: path, access: .readOnly)
            report = Report(path: store.path, journalMode: try store.journalMode(), stats: try store.stats())
        } catch {
            throw UsageError("\(error.code): \(error.description)")
        }
        if json {
            Console.printJSON(report)
        } else {
            let stats = report.stats
            Console.out("""
                store:           \(report.path)
                schema version:  \(stats.schemaVersion)
                journal mode:    \(report.journalMode)
                links:           \(stats.links) under \(stats.prefixes) prefix(es)
                clicks:          \(stats.clicks)
                deferred clicks: \(stats.deferredClicks) (\(stats.pendingDeferredClicks) unclaimed)
                """)
        }
        return .success
    }

    private static func importLinks(from file: String, path: String?, prefix: String?, policy: SuffixPolicy) throws(UsageError) -> ExitCode {
        if let prefix, let problem = ShortLinkImport.problem(ofPrefix: prefix) { throw UsageError("--prefix: \(problem)") }
        let text = try read(file)
        let store: SQLiteShortLinkStore
        do {
            store = try SQLiteShortLinkStore.open(path: path)
        } catch {
            throw UsageError("\(error.code): \(error.description)")
        }
        var badLines = 0, imported = 0
        let stoppedAt = ShortLinkImport(prefix: prefix, policy: policy).run(text, into: store) { outcome in
            // Written at once, unbuffered, so a reader sees each result as its transaction commits.
            FileHandle.standardOutput.write(Data((JSONWriter.text(of: outcome.write) + "\n").utf8))
            if let error = outcome.error {
                badLines += 1
                Console.error("linkproof store import: \(file):\(outcome.line): \(error.message)")
            } else {
                imported += 1
            }
        }
        if let stoppedAt {
            Console.error("linkproof store import: \(file):\(stoppedAt): stopped here; the \(imported) link(s) imported before line"
                + " \(stoppedAt) are kept, no later line was read")
        }
        return badLines == 0 ? .success : .usage
    }

    private static func read(_ file: String) throws(UsageError) -> String {
        String(decoding: try InputFile.read(file, limit: InputFile.maximumStreamSize), as: UTF8.self)
    }
}
