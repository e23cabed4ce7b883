import Foundation
import LinkproofCore
import LinkproofHTTP

/// `linkproof aasa`: validate, match, diff, fetch and conformance-check
/// apple-app-site-association files.
enum AASACommand: Command {
    static let name = "aasa"
    static let summary = "Validate, match, diff and fetch apple-app-site-association files"
    static let help = """
        Usage:
          linkproof aasa validate FILE [--json] [--size-cap BYTES]
          linkproof aasa match --file FILE --app ID --domain DOMAIN [--explain] [--json] URL...
          linkproof aasa apps --file FILE --domain DOMAIN [--json] URL
          linkproof aasa diff OLD NEW [--json]
          linkproof aasa fetch DOMAIN [--allow-loopback-http] [--timeout SECONDS] [--json] [--size-cap BYTES] [--proxy URL]
          linkproof aasa check CASES.json [--json]

        validate  diagnostics with stable codes (docs: AppleAppSiteAssociation); exit 1 on any error
        match     match / exclude / no_match per URL; --explain adds the deciding or closest rule
        apps      the app IDs a URL opens
        diff      behavioural differences (rules added, removed, moved, changed per app); exit 1 if any
        fetch     GET https://DOMAIN/.well-known/apple-app-site-association without following
                  redirects, then the hosting rules and validate; exit 1 on any error.
                  The fetch ends within --timeout (default 10 s); a reply over --size-cap is
                  AASA003 (response-too-large) and is read no further than the cap.
                  DOMAIN is a host name and an optional port (example.com:8443): no
                  userinfo, path, '\\' or '@', no IP address or loopback name; with
                  --allow-loopback-http, 127.0.0.1[:port] only, over plain http (for tests)
                  \(ProxyOption.help(indent: 10, column: 23))
        check     runs a conformance corpus (the blazingly-aasa cases.json format); exit 1 on a failure
        An empty --domain skips the host check. --size-cap defaults to 131072 (128 KiB).
        """

    /// Every option any verb takes, and the verbs that take it.
    private static let allowed: [String: Set<String>] = [
        "validate": ["--json", "--size-cap"],
        "match": ["--file", "--app", "--domain", "--explain", "--json", "--size-cap"],
        "apps": ["--file", "--domain", "--json", "--size-cap"],
        "diff": ["--json", "--size-cap"],
        "fetch": ["--allow-loopback-http", "--timeout", "--json", "--size-cap", "--proxy"],
        "check": ["--json"],
    ]

    private struct Options {
        var file: String?
        var app: String?
        var domain: String?
        var explain = false
        var json = false
        var allowLoopbackHTTP = false
        var proxy: String?
        var sizeCap = AASAParser.defaultSizeCap
        var timeout = 10
        var given: Set<String> = []
    }

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        var options = Options()
        func note(_ name: String, _ present: Bool) { if present { options.given.insert(name) } }
        options.file = try arguments.option("--file"); note("--file", options.file != nil)
        options.app = try arguments.option("--app"); note("--app", options.app != nil)
        options.domain = try arguments.option("--domain"); note("--domain", options.domain != nil)
        options.explain = arguments.flag("--explain"); note("--explain", options.explain)
        options.json = arguments.flag("--json"); note("--json", options.json)
        options.allowLoopbackHTTP = arguments.flag("--allow-loopback-http"); note("--allow-loopback-http", options.allowLoopbackHTTP)
        options.proxy = try arguments.option("--proxy"); note("--proxy", options.proxy != nil)
        if let cap = try arguments.integer("--size-cap", in: 1...(1 << 30)) { options.sizeCap = cap; note("--size-cap", true) }
        if let timeout = try arguments.integer("--timeout", in: 1...600) { options.timeout = timeout; note("--timeout", true) }
        var words = try arguments.positionals()
        guard !words.isEmpty else { throw UsageError("which verb? validate, match, apps, diff, fetch or check") }
        let verb = words.removeFirst()
        guard let permitted = allowed[verb] else { throw UsageError("unknown verb '\(verb)'") }
        if let stray = options.given.subtracting(permitted).sorted().first {
            throw UsageError("\(verb) does not take \(stray)")
        }
        switch verb {
        case "validate": return try validate(words, options)
        case "match": return try match(words, options)
        case "apps": return try apps(words, options)
        case "diff": return try diff(words, options)
        case "fetch": return try fetch(words, options)
        default: return try check(words, options)
        }
    }

    private static func one(_ words: [String], _ what: String) throws(UsageError) -> String {
        guard words.count == 1 else { throw UsageError("expected one \(what)") }
        return words[0]
    }

    /// The largest conformance corpus `check` reads.
    static let maximumCorpusSize = 16 << 20

    /// Reads and parses an association file; an unreadable file is a usage error naming it,
    /// and a file over the cap is refused by its size, unread (`AASA003`).
    private static func load(_ path: String, _ options: Options) throws(UsageError) -> AASAParsed {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: options.sizeCap)
        } catch .tooLarge(_, let size, let limit) {
            throw refusal(path, AASAParser.overSizeCap(size: size, sizeCap: limit))
        } catch {
            throw UsageError(error.description)
        }
        do {
            return try AASAParser.parse(bytes, sizeCap: options.sizeCap)
        } catch {
            throw refusal(path, error)
        }
    }

    private static func refusal(_ path: String, _ error: AASAParseError) -> UsageError {
        UsageError("\(path): \(error.diagnostic.code) \(error.diagnostic.message)")
    }

    private static func printDiagnostics(_ diagnostics: [AASADiagnostic], source: String) {
        for item in diagnostics {
            // A key or value of the file may hold a line break: each field is escaped whole, so
            // only this line's own breaks lay it out.
            let (path, message) = (TerminalText.escaped(item.path), TerminalText.escaped(item.message))
            Console.out("\(TerminalText.escaped(source)): \(item.severity.rawValue) \(item.code) at \(path): \(message)\n    hint: \(item.hint)")
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        Console.out("\(source): \(errors) error(s), \(warnings) warning(s), \(diagnostics.count - errors - warnings) note(s)")
    }

    private struct DiagnosticsReport: Encodable, JSONWritable {
        let source: String
        let diagnostics: [AASADiagnostic]
    }

    private static func report(_ diagnostics: [AASADiagnostic], source: String, json: Bool) -> ExitCode {
        if json {
            Console.printJSON(DiagnosticsReport(source: source, diagnostics: diagnostics), pretty: true)
        } else {
            printDiagnostics(diagnostics, source: source)
        }
        return diagnostics.contains { $0.severity == .error } ? .failure : .success
    }

    private static func validate(_ words: [String], _ options: Options) throws(UsageError) -> ExitCode {
        let path = try one(words, "FILE")
        let parsed = try load(path, options)
        return report(parsed.diagnostics + AASAValidator.validate(parsed.document), source: path, json: options.json)
    }

    private static func matcher(_ options: Options) throws(UsageError) -> (AASAMatcher, domain: String) {
        guard let file = options.file else { throw UsageError("--file FILE is required") }
        guard let domain = options.domain else { throw UsageError("--domain DOMAIN is required (\"\" skips the host check)") }
        return (AASAMatcher(try load(file, options).document), domain)
    }

    private struct MatchLine: Encodable, JSONWritable {
        let url: String
        let decision: AASADecision
        let explanation: AASAExplanation?
    }

    private static func match(_ urls: [String], _ options: Options) throws(UsageError) -> ExitCode {
        let (matcher, domain) = try matcher(options)
        guard let app = options.app else { throw UsageError("--app ID is required") }
        guard !urls.isEmpty else { throw UsageError("expected at least one URL") }
        var lines: [MatchLine] = []
        for url in urls {
            do {
                let explanation = try matcher.explain(appID: app, domain: domain, url: url)
                lines.append(MatchLine(url: url, decision: explanation.decision, explanation: options.explain ? explanation : nil))
            } catch {
                throw UsageError("URL '\(url)': \(error.reason)")
            }
        }
        if options.json {
            var writer = JSONWriter(layout: .indented)
            writer.beginArray()
            for line in lines { line.write(to: &writer) }
            writer.endArray()
            writer.printLine()
            return .success
        }
        for line in lines {
            Console.out("\(line.decision.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(line.url)")
            if let explanation = line.explanation { Console.out(describe(explanation)) }
        }
        return .success
    }

    private static func describe(_ explanation: AASAExplanation) -> String {
        var lines = ["    \(explanation.reason)"]
        func rule(_ title: String, _ trace: AASARuleTrace) {
            lines.append("    \(title): detail #\(trace.detailIndex), rule #\(trace.ruleIndex) (\(trace.jsonPath))"
                + " caseSensitive=\(trace.caseSensitive) percentEncoded=\(trace.percentEncoded)" + (trace.exclude ? " exclude" : ""))
            if let comment = trace.comment { lines.append("      comment: \(comment)") }
            for taken in trace.defaulted {
                lines.append("      default \(taken.key) \(taken.value) from \(taken.from)")
            }
            for check in trace.components {
                lines.append("      [\(check.ok ? "ok" : "FAIL")] \(check.component) \"\(check.pattern)\"")
            }
        }
        if let deciding = explanation.decidingRule { rule("decided by", deciding) }
        if let closest = explanation.closestFailure { rule("closest failure", closest) }
        return lines.joined(separator: "\n")
    }

    private static func apps(_ words: [String], _ options: Options) throws(UsageError) -> ExitCode {
        let url = try one(words, "URL")
        let (matcher, domain) = try matcher(options)
        let apps: [String]
        do {
            apps = try matcher.appsFor(url, domain: domain)
        } catch {
            throw UsageError("URL '\(url)': \(error.reason)")
        }
        options.json ? Console.printJSON(apps, pretty: true) : Console.out(apps.joined(separator: "\n"))
        return .success
    }

    private static func diff(_ words: [String], _ options: Options) throws(UsageError) -> ExitCode {
        guard words.count == 2 else { throw UsageError("expected OLD and NEW files") }
        guard words != ["-", "-"] else { throw UsageError("standard input ('-') can be only one of OLD and NEW") }
        let changes = AASASemanticDiff.diff(try load(words[0], options).document, try load(words[1], options).document)
        if options.json {
            Console.printJSON(changes, pretty: true)
        } else if changes.isEmpty {
            print("no behavioural change")
        } else {
            for change in changes {
                let position = [change.oldIndex.map { "old #\($0)" }, change.newIndex.map { "new #\($0)" }].compactMap { $0 }.joined(separator: ", ")
                let what = change.rule ?? "\(change.service) app"
                Console.out("\(change.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(change.appID): \(what)"
                    + (position.isEmpty ? "" : " [\(position)]") + (change.detail.map { " (\($0))" } ?? ""))
            }
        }
        return changes.isEmpty ? .success : .failure
    }

    private static func fetch(_ words: [String], _ options: Options) throws(UsageError) -> ExitCode {
        let domain = try one(words, "DOMAIN")
        let host: AASAFetchHost
        do {
            host = try AASAFetchHost.parse(domain, allowLoopbackHTTP: options.allowLoopbackHTTP)
        } catch {
            throw UsageError("DOMAIN \(error.description)")
        }
        let source = host.fileURL
        let transport = try ProxyOption.transport(options.proxy)
        let diagnostics: [AASADiagnostic]
        do {
            let response = try AASAFetcher.fetch(host, sizeCap: options.sizeCap, timeout: Double(options.timeout), transport: transport)
            diagnostics = AASAHosting.check(response, allowLoopbackHTTP: options.allowLoopbackHTTP, sizeCap: options.sizeCap)
        } catch {
            diagnostics = [error.diagnostic]
        }
        return report(diagnostics, source: source, json: options.json)
    }

    private static func check(_ words: [String], _ options: Options) throws(UsageError) -> ExitCode {
        let path = try one(words, "CASES.json")
        let corpus: AASACorpus
        do {
            corpus = try AASACorpus(InputFile.read(path, limit: maximumCorpusSize))
        } catch let error as AASACorpus.FormatError {
            throw UsageError("\(path): \(error.message)")
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(path): \(error)")
        }
        let report = corpus.run()
        if options.json {
            Console.printJSON(report, pretty: true)
            return report.passed ? .success : .failure
        }
        let width = max(7, report.features.map(\.feature.count).max() ?? 0)
        Console.out("feature".padding(toLength: width, withPad: " ", startingAt: 0) + "  passed  total  trivial")
        for tally in report.features {
            Console.out(tally.feature.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  " + String(tally.passed).leftPadded(6) + "  " + String(tally.total).leftPadded(5) + "  " + String(tally.trivial).leftPadded(7))
        }
        let trivial = report.features.reduce(0) { $0 + $1.trivial }
        Console.out("matching \(report.matching.passed)/\(report.matching.total) (\(trivial) trivial: no_match passed by matching nothing)")
        Console.out("validation \(report.validation.passed)/\(report.validation.total)")
        for failure in report.failures {
            Console.out("FAIL \(failure.name): expected \(failure.expected), got \(failure.got)")
        }
        return report.passed ? .success : .failure
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
