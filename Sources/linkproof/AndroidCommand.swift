import LinkproofCore

/// `linkproof android`: Android's intent-filter matching, ported from AOSP.
enum AndroidCommand: Command {
    static let name = "android"
    static let summary = "Match URIs against Android intent filters as Android 15 does"
    static let help = """
        Usage:
          linkproof android match --filter FILE [--explain] [--json] URI...
          linkproof android match --jsonl [--explain] < LINES

        match    whether an intent filter's data (scheme, host/port, paths, uri-relative-filter-
                 groups) matches each URI, as AOSP's IntentFilter.matchData does, reading the URI
                 as android.net.Uri.parse reads it (not as a WHATWG URL) and the paths with
                 AOSP's PatternMatcher (docs: Android).
                 --filter FILE  the filter as JSON: {"scheme": [...], "host": [...], "port": [...],
                                "path": [...], "pathPrefix": [...], "pathPattern": [...],
                                "pathAdvancedPattern": [...], "pathSuffix": [...],
                                "uriRelativeFilterGroup": [{"allow": true, "query": [...], ...}]}
                 --explain      every check made: the trace
                 --json         one JSON object per URI instead of text
                 --jsonl        read stdin lines {"filter": F, "uri": "..."}; write one line per
                                input, in order, keys sorted: match, category, reason, uri (what
                                android.net.Uri read: scheme, host, port, path, query, fragment),
                                and trace with --explain. A malformed line, or a filter Android
                                itself refuses (a bad pathAdvancedPattern or port), gets
                                {"line": N, "error": "..."} and the batch goes on; exit 2 then.

        A URI that does not match is data: the exit code is 0 whatever the matches.
        """

    /// The largest filter file `--filter` reads.
    static let maximumFilterSize = 1 << 20

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        let filterPath = try arguments.option("--filter")
        let explain = arguments.flag("--explain")
        let json = arguments.flag("--json")
        let jsonl = arguments.flag("--jsonl")
        var words = try arguments.positionals()
        guard !words.isEmpty else { throw UsageError("which verb? match") }
        guard words.removeFirst() == "match" else { throw UsageError("unknown verb; android has: match") }
        if jsonl {
            guard filterPath == nil, words.isEmpty, !json else { throw UsageError("--jsonl reads filters and URIs from stdin; give no --filter, --json or URI") }
            return JSONLines.process { (bytes: [UInt8], number: Int, writer: inout JSONWriter) throws(UsageError) in
                let (filter, uri) = try batchLine(bytes, number: number)
                MatchRecord(filter.match(uri), explain: explain).write(to: &writer)
            }
        }
        guard let filterPath else { throw UsageError("--filter FILE is required (or --jsonl)") }
        guard !words.isEmpty else { throw UsageError("expected at least one URI") }
        let filter = try loadFilter(filterPath)
        var writer = JSONWriter()
        for uri in words {
            let result = filter.match(uri)
            if json {
                MatchRecord(result, explain: explain).write(to: &writer)
                writer.printLine()
            } else {
                Console.out(describe(result, uri: uri, explain: explain))
            }
        }
        return .success
    }

    private static func loadFilter(_ path: String) throws(UsageError) -> AndroidIntentFilter {
        let bytes = try InputFile.read(path, limit: maximumFilterSize)
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch {
            throw UsageError("\(path): line \(error.line), column \(error.column): not JSON: \(error.detail)")
        }
        do {
            return try AndroidIntentFilter(json: value, path: "$")
        } catch {
            throw UsageError("\(path): \(error.description)")
        }
    }

    /// One `--jsonl` line: `{"filter": F, "uri": "..."}`, nothing else.
    private static func batchLine(_ bytes: [UInt8], number: Int) throws(UsageError) -> (AndroidIntentFilter, String) {
        let object = try JSONLines.object(bytes, number: number)
        if case .object(let members) = object, let stray = members.first(where: { $0.key != "filter" && $0.key != "uri" }) {
            throw UsageError("line \(number): unknown member '\(stray.key)' (a line has filter and uri)")
        }
        guard case .string(let uri)? = object["uri"] else { throw UsageError("line \(number): $.uri: expected a string") }
        guard let filterValue = object["filter"] else { throw UsageError("line \(number): $.filter: missing") }
        do {
            return (try AndroidIntentFilter(json: filterValue, path: "$.filter"), uri)
        } catch {
            throw UsageError("line \(number): \(error.description)")
        }
    }

    private static func describe(_ result: AndroidFilterMatch, uri: String, explain: Bool) -> String {
        var lines = [(result.matches ? "match    " : "no-match ") + uri
            + (result.category.map { "  (\($0.rawValue))" } ?? "") + (result.reason.map { "  (\($0.rawValue))" } ?? "")]
        if explain {
            let parts = result.uri
            lines.append("    android.net.Uri: scheme \(quoted(parts.scheme)) host \(quoted(parts.host)) port \(parts.port)"
                + " path \(quoted(parts.path)) query \(quoted(parts.query)) fragment \(quoted(parts.fragment))")
            for step in result.trace {
                lines.append("    [\(step.ok ? "ok" : "FAIL")] \(step.check) \"\(step.pattern)\": \(step.note)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String?) -> String { text.map { "'\($0)'" } ?? "null" }
}

/// One output object of `android match --json`/`--jsonl`, keys sorted; the URI's getters are
/// written even when null, so another implementation's output compares member for member.
private struct MatchRecord {
    let result: AndroidFilterMatch
    let explain: Bool

    init(_ result: AndroidFilterMatch, explain: Bool) {
        self.result = result
        self.explain = explain
    }

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let category = result.category {
            writer.key("category")
            writer.string(category.rawValue)
        }
        writer.key("match")
        writer.bool(result.matches)
        if let reason = result.reason {
            writer.key("reason")
            writer.string(reason.rawValue)
        }
        if explain {
            writer.key("trace")
            result.trace.write(to: &writer)
        }
        let uri = result.uri
        writer.key("uri")
        writer.beginObject()
        writer.key("fragment")
        writer.string(uri.fragment)
        writer.key("host")
        writer.string(uri.host)
        writer.key("path")
        writer.string(uri.path)
        writer.key("port")
        writer.int(Int(uri.port))
        writer.key("query")
        writer.string(uri.query)
        writer.key("scheme")
        writer.string(uri.scheme)
        writer.endObject()
        writer.endObject()
    }
}
