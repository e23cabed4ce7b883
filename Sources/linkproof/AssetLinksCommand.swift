import LinkproofCore
import LinkproofHTTP

/// `linkproof assetlinks`: validate, fetch, diff and check Digital Asset Links statement lists
/// (`/.well-known/assetlinks.json`).
enum AssetLinksCommand: Command {
    static let name = "assetlinks"
    static let summary = "Validate, fetch, diff and check assetlinks.json (Android App Links)"
    static let help = """
        Usage:
          linkproof assetlinks validate FILE [--json] [--size-cap BYTES]
          linkproof assetlinks fetch DOMAIN [--package NAME --fingerprint SHA256...] [--allow-loopback-http]
                                          [--timeout SECONDS] [--size-cap BYTES] [--json] [--proxy URL]
          linkproof assetlinks diff OLD NEW [--json] [--size-cap BYTES]
          linkproof assetlinks check FILE --package NAME --fingerprint SHA256... [--json] [--size-cap BYTES]
          linkproof assetlinks check FILE --manifest MANIFEST [--json] [--size-cap BYTES]
          linkproof assetlinks check --manifest MANIFEST [--allow-loopback-http] [--timeout SECONDS] [--size-cap BYTES] [--json]
                                     [--proxy URL]

        validate  diagnostics with stable codes (docs: Android, "Diagnostic codes"); a statement
                  that breaks a rule is reported and dropped, the others still count. Includes
                  are listed, not fetched; the last line says what was checked and found.
                  Exit 1 on any error.
        fetch     GET https://DOMAIN/.well-known/assetlinks.json as Android's verifier does (no
                  redirect followed, status 200, Content-Type application/json, at most
                  --size-cap bytes, within --timeout seconds, default 10), then its includes
                  by the same rules, then validate; with --package and --fingerprint, also
                  whether the site verifies that app's App Links. Exit 1 on any error.
                  --allow-loopback-http permits plain http to 127.0.0.1[:port] only (for tests)
                  \(ProxyOption.help(indent: 10, column: 23))
        diff      statements granted or withdrawn between two versions; exit 1 if any
        check     whether FILE grants delegate_permission/common.handle_all_urls to the package
                  signed with one of the fingerprints (give --fingerprint once per certificate);
                  exit 1 if not. FILE --manifest MANIFEST: FILE (a committed assetlinks.json)
                  checked offline against the android section's package and
                  sha256CertFingerprints. --manifest alone (a manifest with an 'android' section):
                  every host of every autoVerify filter is fetched as fetch does (a '*.'
                  host as the domain after it, as the verifier checks it) and checked
                  against the section's package and sha256CertFingerprints; exit 1 if any
                  host does not verify the app (--json: one document, {"package": …,
                  "sites": [{"host": …, "diagnostics": […], "notes": […]}, …]}, hosts in order)
        --size-cap defaults to 1048576 (1 MiB).
        """

    private static let allowed: [String: Set<String>] = [
        "validate": ["--json", "--size-cap"],
        "fetch": ["--package", "--fingerprint", "--allow-loopback-http", "--timeout", "--size-cap", "--json", "--proxy"],
        "diff": ["--json", "--size-cap"],
        "check": ["--package", "--fingerprint", "--json", "--size-cap", "--manifest", "--allow-loopback-http", "--timeout", "--proxy"],
    ]

    private struct Options {
        var package: String?
        var fingerprints: [String] = []
        var json = false
        var allowLoopbackHTTP = false
        /// The transport of every fetch: through `--proxy` when given.
        var transport = PlatformHTTPTransport()
        var sizeCap = AssetLinksParser.defaultSizeCap
        var timeout = 10
    }

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        var options = Options()
        var given: Set<String> = []
        func note(_ name: String, _ present: Bool) { if present { given.insert(name) } }
        options.package = try arguments.option("--package"); note("--package", options.package != nil)
        let manifestPath = try arguments.option("--manifest"); note("--manifest", manifestPath != nil)
        options.fingerprints = try arguments.options("--fingerprint"); note("--fingerprint", !options.fingerprints.isEmpty)
        options.json = arguments.flag("--json"); note("--json", options.json)
        options.allowLoopbackHTTP = arguments.flag("--allow-loopback-http"); note("--allow-loopback-http", options.allowLoopbackHTTP)
        let proxy = try arguments.option("--proxy"); note("--proxy", proxy != nil)
        if let cap = try arguments.integer("--size-cap", in: 1...(1 << 30)) { options.sizeCap = cap; note("--size-cap", true) }
        if let timeout = try arguments.integer("--timeout", in: 1...600) { options.timeout = timeout; note("--timeout", true) }
        var words = try arguments.positionals()
        guard !words.isEmpty else { throw UsageError("which verb? validate, fetch, diff or check") }
        let verb = words.removeFirst()
        guard let permitted = allowed[verb] else { throw UsageError("unknown verb '\(verb)'") }
        if let stray = given.subtracting(permitted).sorted().first { throw UsageError("\(verb) does not take \(stray)") }
        options.transport = try ProxyOption.transport(proxy)
        if (options.package == nil) != options.fingerprints.isEmpty {
            throw UsageError("--package and --fingerprint go together")
        }
        if let package = options.package, !AssetLinksAndroidApp.isValidPackageName(package) {
            throw UsageError("--package '\(package)' is not a package name (dot-separated segments, each a letter then letters, digits or '_')")
        }
        for fingerprint in options.fingerprints where !AssetLinksAndroidApp.isValidFingerprint(fingerprint) {
            throw UsageError("--fingerprint '\(fingerprint)' is not a SHA-256 fingerprint (32 upper-case hex pairs separated by ':')")
        }
        switch verb {
        case "validate":
            guard words.count == 1 else { throw UsageError("expected one FILE") }
            let parsed = try load(words[0], options)
            var diagnostics = parsed.diagnostics
            if parsed.statements.isEmpty && parsed.includes.isEmpty && diagnostics.isEmpty {
                diagnostics.append(AssetLinksDiagnostic(.noStatements, document: words[0], path: "$", message: "No statements were found"))
            }
            let result = Report(diagnostics: diagnostics, notes: parsed.includes.map { "include \($0) (not fetched by validate)" })
            let code = report(result, options)
            if !options.json {
                let errors = diagnostics.filter { $0.code != .noStatements }.count
                Console.out("\(TerminalText.escaped(words[0])): \(parsed.statements.count) statement(s) and \(parsed.includes.count) include(s) checked by the"
                            + " Digital Asset Links rules: \(errors) error(s), \(diagnostics.count - errors) warning(s)")
            }
            return code
        case "fetch":
            guard words.count == 1 else { throw UsageError("expected one DOMAIN") }
            return report(fetched(words[0], options), options)
        case "diff":
            guard words.count == 2 else { throw UsageError("expected OLD and NEW files") }
            guard words != ["-", "-"] else { throw UsageError("standard input ('-') can be only one of OLD and NEW") }
            let changes = AssetLinksChecks.diff(old: try load(words[0], options).statements, new: try load(words[1], options).statements)
            if options.json {
                Console.printJSON(changes, pretty: true)
            } else {
                Console.out(changes.isEmpty ? "no statement granted or withdrawn"
                            : changes.map { "\($0.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.relation) -> \($0.target)" }.joined(separator: "\n"))
            }
            return changes.isEmpty ? .success : .failure
        default:
            if let manifestPath {
                guard options.package == nil else { throw UsageError("check --manifest takes the package and fingerprints from the manifest: give no --package or --fingerprint") }
                if words.isEmpty { return try checkSites(of: manifestPath, options) }
            }
            if options.allowLoopbackHTTP || given.contains("--timeout") { throw UsageError("--allow-loopback-http and --timeout go with check --manifest and no FILE") }
            guard words.count == 1 else { throw UsageError("expected one FILE") }
            let package: String, fingerprints: [String]
            if let manifestPath {
                let android = try androidSection(of: manifestPath)
                (package, fingerprints) = (android.package, android.fingerprints)
            } else {
                guard let given = options.package else { throw UsageError("check needs --package and --fingerprint, or --manifest") }
                (package, fingerprints) = (given, options.fingerprints)
            }
            let parsed = try load(words[0], options)
            let findings = AssetLinksChecks.verifies(parsed.statements, packageName: package, fingerprints: fingerprints, document: words[0])
            return report(Report(diagnostics: parsed.diagnostics + findings, notes: findings.isEmpty ? ["\(words[0]) verifies \(package)"] : []), options)
        }
    }

    /// A local statement list, read through its size cap; the site is unknown, so statements
    /// are recorded with a placeholder source.
    private static func load(_ path: String, _ options: Options) throws(UsageError) -> AssetLinksParser.Parsed {
        let bytes = try InputFile.read(path, limit: options.sizeCap)
        return AssetLinksParser.parse(bytes, source: .web(localSource), document: path)
    }

    private static let localSource = try! AssetLinksSite("https://local.invalid")

    /// `check --manifest`: the verifier's walk over every host of the manifest's `autoVerify`
    /// filters, each fetched and checked against the section's package and fingerprints.
    private static func checkSites(of path: String, _ options: Options) throws(UsageError) -> ExitCode {
        let android = try androidSection(of: path)
        let sites = android.verifiedSites
        guard !sites.isEmpty else { throw UsageError("\(path): no autoVerify filter has an http(s) host") }
        var checking = options
        checking.package = android.package
        checking.fingerprints = android.fingerprints
        let reports = sites.map { site in
            let loopback = options.allowLoopbackHTTP && site.host == "127.0.0.1"
            var report = fetched(site.host + (loopback ? site.port.map { ":" + $0 } ?? "" : ""), checking)
            report.host = site.host
            return report
        }
        let failed = sites.map(\.host).enumerated().filter { reports[$0.offset].fails }.map(\.element)
        if options.json {
            Console.printJSON(SitesReport(package: android.package, sites: reports), pretty: true)
        } else {
            for (site, report) in zip(sites, reports) {
                Console.out("\(site.host):")
                report.printText()
            }
            Console.out(failed.isEmpty ? "all \(sites.count) autoVerify host(s) verify \(android.package)"
                        : "\(failed.count) of \(sites.count) autoVerify host(s) do not verify \(android.package): \(failed.joined(separator: ", "))")
        }
        return failed.isEmpty ? .success : .failure
    }

    /// The manifest's android section, with the fingerprints a check needs.
    private static func androidSection(of path: String) throws(UsageError) -> AndroidAppSection {
        guard let android = try ManifestFile.load(path).android else {
            throw UsageError("\(path) has no 'android' section: no package or certificate to check against")
        }
        guard !android.fingerprints.isEmpty else { throw UsageError("\(path): android.sha256CertFingerprints is empty: nothing to verify against") }
        return android
    }

    /// GET `domain`'s statement list and its includes, validated, and checked against
    /// `options.package` when given.
    private static func fetched(_ domain: String, _ options: Options) -> Report {
        let fetcher = AssetLinksFetcher(transport: options.transport, sizeCap: options.sizeCap, timeout: Double(options.timeout), allowLoopbackHTTP: options.allowLoopbackHTTP)
        let url = fetcher.statementListURL(domain: domain)
        let site: AssetLinksSite
        do {
            site = try AssetLinksSite(String(url.dropLast("/.well-known/assetlinks.json".count)))
        } catch {
            return Report(diagnostics: [AssetLinksDiagnostic(.invalidSite, document: url, path: "$", message: error.message)], notes: [])
        }
        let resolution = AssetLinksResolver(fetch: fetcher.fetch).statements(of: site)
        var diagnostics = resolution.diagnostics
        var notes = ["\(resolution.statements.count) statement(s)"]
        if let package = options.package {
            let findings = AssetLinksChecks.verifies(resolution.statements, packageName: package, fingerprints: options.fingerprints, document: url)
            diagnostics += findings
            if findings.isEmpty { notes.append("\(domain) verifies \(package)") }
        }
        return Report(diagnostics: diagnostics, notes: notes)
    }

    /// One statement list's diagnostics and notes: what `validate`, `fetch` and `check` print.
    private struct Report: Encodable, JSONWritable {
        let diagnostics: [AssetLinksDiagnostic]
        let notes: [String]
        /// The host the statement list is of (`check --manifest`, one report a host).
        var host: String? = nil

        /// Whether any diagnostic is an error (all but `AL015`, a warning).
        var fails: Bool { diagnostics.contains { $0.code != .noStatements } }

        func printText() {
            for diagnostic in diagnostics { Console.out((diagnostic.code == .noStatements ? "warning " : "error ") + diagnostic.line) }
            for note in notes { Console.out("note: \(note)") }
        }
    }

    /// `check --manifest --json`: one document for every host, in the order they were checked.
    private struct SitesReport: Encodable, JSONWritable {
        let package: String
        /// Each host's report, with its `host`.
        let sites: [Report]
    }

    /// Prints the report (text, or one JSON document); exit 1 when any diagnostic is an error.
    private static func report(_ report: Report, _ options: Options) -> ExitCode {
        if options.json {
            Console.printJSON(report, pretty: true)
        } else {
            report.printText()
        }
        return report.fails ? .failure : .success
    }
}
