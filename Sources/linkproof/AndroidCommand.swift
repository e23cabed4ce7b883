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
            return JSONLines.processEncoding { (line: String, number: Int) throws(UsageError) -> String in
                let (filter, uri) = try batchLine(line, number: number)
                return Console.json(MatchRecord(filter.match(uri), explain: explain))
            }
        }
        guard let filterPath else { throw UsageError("--filter FILE is required (or --jsonl)") }
        guard !words.isEmpty else { throw UsageError("expected at least one URI") }
        let filter = try loadFilter(filterPath)
        for uri in words {
            let result = filter.match(uri)
            if json {
                print(Console.json(MatchRecord(result, explain: explain)))
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
    private static func batchLine(_ text: String, number: Int) throws(UsageError) -> (AndroidIntentFilter, String) {
        let object = try JSONLines.object(Array(text.utf8), number: number)
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

/// One output object of `android match --json`/`--jsonl`; the URI's getters are written even
/// when null, so another implementation's output compares member for member.
private struct MatchRecord: Encodable {
    let result: AndroidFilterMatch
    let explain: Bool

    init(_ result: AndroidFilterMatch, explain: Bool) {
        self.result = result
        self.explain = explain
    }

    private enum Keys: String, CodingKey { case match, category, reason, uri, trace }
    private enum URIKeys: String, CodingKey { case scheme, host, port, path, query, fragment }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(result.matches, forKey: .match)
        try container.encodeIfPresent(result.category, forKey: .category)
        try container.encodeIfPresent(result.reason, forKey: .reason)
        var uri = container.nestedContainer(keyedBy: URIKeys.self, forKey: .uri)
        try uri.encode(result.uri.scheme, forKey: .scheme)
        try uri.encode(result.uri.host, forKey: .host)
        try uri.encode(result.uri.port, forKey: .port)
        try uri.encode(result.uri.path, forKey: .path)
        try uri.encode(result.uri.query, forKey: .query)
        try uri.encode(result.uri.fragment, forKey: .fragment)
        if explain { try container.encode(result.trace, forKey: .trace) }
    }
}
