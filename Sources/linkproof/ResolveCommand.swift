import Foundation
import LinkproofCore
import LinkproofHTTP
import LinkproofStore

/// `linkproof resolve`: turns a short link back into its long link and decision, from the
/// store or by following its redirects; and the two halves of a deferred deep link.
enum ResolveCommand: Command {
    static let name = "resolve"
    static let summary = "Resolve a short link (store or --follow over HTTP); deferred links at first launch"
    /// The limits `--follow` runs under, as the help states them.
    private static let limits = RedirectLimits()
    private static let head = HTTPHeadLimits()
    static let help = """
        Usage:
          linkproof resolve --manifest FILE [--store PATH] [--json] SHORT_LINK
          linkproof resolve --manifest FILE --follow [--allow-loopback-http] [--hop-timeout S] [--timeout S] [--proxy URL] [--json] SHORT_LINK
          linkproof resolve --manifest FILE [--store PATH] --record-click --fingerprint FP [--json] SHORT_LINK
          linkproof resolve --manifest FILE [--store PATH] --first-launch --fingerprint FP [--token SHORT_LINK] [--window S] [--json]

        Prints the long link behind SHORT_LINK, each hop, and the deep-link decision for the
        long link (via resolved-short-link).
          (default)       looks SHORT_LINK up in the store and counts the click
          --follow        requests SHORT_LINK and follows its redirects one at a time: at most \(limits.maximumHops)
                          requests, https only, only the manifest's dynamic-link hosts are ever
                          requested (any other Location is the long link, decided, never
                          requested), no loops, no cookies or credentials sent, \(limits.maximumBodyBytes / 1024) KiB a reply
                          (announced or sent: response-too-large), a head of at most \(head.maximumFields) fields
                          and \(head.maximumBytes / 1024) KiB, one Location, no Content-Encoding (invalid-response),
                          --hop-timeout (default \(Int(limits.hopTimeout)) s) a request and --timeout (default \(Int(limits.totalTimeout)) s) in all
          --allow-loopback-http   for tests only: http://127.0.0.1:PORT counts as an own host;
                          a hop must keep the first request's origin (hop-not-allowed)
          \(ProxyOption.help(indent: 2, column: 18))
          --record-click  remembers a click on SHORT_LINK by a device (for a deferred link);
                          only a salted hash of the fingerprint is stored
          --first-launch  the link the app's first launch receives: with --token (the short link
                          handed through the install) match type unique; else the fingerprint's
                          unclaimed clicks within --window seconds (default \(Int(DeferredLinkMatcher.defaultWindow))): one is
                          default, several weak, none none. The match is claimed; the decision
                          withholds personal routes unless unique.
          --fingerprint FP   IP;PLATFORM;SCREEN;LANGUAGE;TIMEZONE, e.g.
                             '203.0.113.7;iOS 18.1;390x844;en-GB;Europe/London'
          --store PATH    the store file (default: \(SQLiteShortLinkStore.defaultPath))
          --json          the result as JSON (keys sorted), or {"error": {"code", "link", "message", "hop"?, "url"?}}

        Exit codes: 0 resolved (or matched) to a link the app may open (route or confirm);
        1 not resolved (the error names the link, and the hop), resolved to a rejected link,
        or no first-launch match; 2 usage, an unreadable manifest, or a store error.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        guard let manifestPath = try arguments.option("--manifest") else { throw UsageError("--manifest FILE is required") }
        let path = try arguments.option("--store")
        let fingerprint = try arguments.option("--fingerprint").map(parseFingerprint)
        let token = try arguments.option("--token")
        let window = try arguments.integer("--window", in: 1...31_536_000)
        let hopTimeout = try arguments.integer("--hop-timeout", in: 1...600)
        let timeout = try arguments.integer("--timeout", in: 1...3_600)
        let follow = arguments.flag("--follow")
        let loopback = arguments.flag("--allow-loopback-http")
        let proxy = try arguments.option("--proxy")
        let recordClick = arguments.flag("--record-click")
        let firstLaunch = arguments.flag("--first-launch")
        let json = arguments.flag("--json")
        let words = try arguments.positionals()
        guard [follow, recordClick, firstLaunch].filter({ $0 }).count <= 1 else {
            throw UsageError("--follow, --record-click and --first-launch exclude each other")
        }
        guard !loopback || follow, hopTimeout == nil || follow, timeout == nil || follow, proxy == nil || follow else {
            throw UsageError("--allow-loopback-http, --hop-timeout, --timeout and --proxy go with --follow")
        }
        guard (token == nil && window == nil) || firstLaunch else { throw UsageError("--token and --window go with --first-launch") }
        guard (fingerprint != nil) == (recordClick || firstLaunch) else {
            throw UsageError("--fingerprint is required by --record-click and --first-launch, and only by them")
        }
        guard words.count == (firstLaunch ? 0 : 1) else {
            throw UsageError(firstLaunch ? "--first-launch takes no SHORT_LINK (use --token)" : "give exactly one SHORT_LINK")
        }
        guard !follow || path == nil else { throw UsageError("--follow uses the network, not --store") }
        let transport = try ProxyOption.transport(proxy)
        let parser = DeepLinkParser(manifest: try ManifestFile.load(manifestPath))
        let output = Output(json: json)
        if follow {
            var limits = RedirectLimits(allowLoopbackHTTP: loopback)
            if let hopTimeout { limits.hopTimeout = Double(hopTimeout) }
            if let timeout { limits.totalTimeout = Double(timeout) }
            let resolver = HTTPShortLinkResolver(parser: parser, transport: transport, limits: limits)
            return output.resolution { () throws(ShortLinkResolveError) in try resolver.resolve(words[0]) }
        }
        // A store on a read-only mount still answers; the click it cannot count is a warning.
        let store = try openStore(path, access: .readWrite, readOnlyFallback: true)
        let matcher = DeferredLinkMatcher(parser: parser, store: store, window: window.map(Double.init) ?? DeferredLinkMatcher.defaultWindow)
        if let fingerprint, recordClick {
            return output.click { () throws(ShortLinkResolveError) in try matcher.recordClick(words[0], fingerprint: fingerprint) }
        }
        if let fingerprint, firstLaunch {
            return output.match { () throws(ShortLinkResolveError) in try matcher.firstLaunch(fingerprint: fingerprint, token: token) }
        }
        let resolver = ShortLinkStoreResolver(parser: parser, store: store)
        return output.resolution { () throws(ShortLinkResolveError) in try resolver.resolve(words[0]) }
    }

    /// The store at `path` (or the default), or a usage error naming it; with
    /// `readOnlyFallback`, a store that cannot be written is opened read-only instead.
    static func openStore(_ path: String?, access: SQLiteShortLinkStore.Access,
                          readOnlyFallback: Bool = false) throws(UsageError) -> SQLiteShortLinkStore {
        do {
            return try SQLiteShortLinkStore.open(path: path, access: access)
        } catch {
            if case .readOnly = error, readOnlyFallback, let store = try? SQLiteShortLinkStore.open(path: path, access: .readOnly) {
                return store
            }
            throw UsageError("\(error.code): \(error.description)")
        }
    }

    /// `IP;PLATFORM;SCREEN;LANGUAGE;TIMEZONE`.
    private static func parseFingerprint(_ text: String) throws(UsageError) -> DeviceFingerprint {
        let fields = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { throw UsageError("--fingerprint is IP;PLATFORM;SCREEN;LANGUAGE;TIMEZONE (5 fields), not '\(text)'") }
        return DeviceFingerprint(ipAddress: fields[0], platform: fields[1], screen: fields[2], language: fields[3], timeZone: fields[4])
    }
}

/// Prints what `resolve` found, as text or JSON, and picks the exit code.
private struct Output {
    let json: Bool

    func resolution(_ body: () throws(ShortLinkResolveError) -> ShortLinkResolution) -> ExitCode {
        report(body) { resolution in
            var lines = [resolution.shortLink]
            for (index, hop) in resolution.hops.enumerated() {
                lines.append("  hop \(index)  \(hop.url)  \(hop.status.map(String.init) ?? "store")  -> \(hop.next ?? "-")")
            }
            lines.append("  long link  \(resolution.longLink)")
            lines.append(DecisionText.describe(resolution.decision, for: resolution.longLink))
            if let warning = resolution.warning { Console.error("linkproof resolve: warning: \(warning)") }
            return (lines.joined(separator: "\n"), resolution.decision.routedLink != nil)
        }
    }

    func click(_ body: () throws(ShortLinkResolveError) -> DeferredClick) -> ExitCode {
        report(body) { click in ("recorded click \(click.id) on \(click.prefix)/\(click.suffix)", true) }
    }

    func match(_ body: () throws(ShortLinkResolveError) -> DeferredLinkMatch) -> ExitCode {
        report(body) { match in
            var text = "first launch: match type \(match.matchType.rawValue) (\(match.candidates) candidate(s))"
            if let shortLink = match.shortLink, let longLink = match.longLink, let decision = match.decision {
                text += "\n  short link  \(shortLink)\n" + DecisionText.describe(decision, for: longLink)
            }
            return (text, match.decision?.routedLink != nil)
        }
    }

    /// Runs `body`; prints its value (`describe` gives the text, and whether the outcome is
    /// a success: a link the app may open) or its error.
    private func report<Value: JSONWritable>(_ body: () throws(ShortLinkResolveError) -> Value,
                                          describe: (Value) -> (text: String, succeeded: Bool)) -> ExitCode {
        do {
            let value = try body()
            let (text, succeeded) = describe(value)
            json ? Console.printJSON(value) : Console.out(text)
            return succeeded ? .success : .failure
        } catch {
            if json { Console.printJSON(ErrorRecord(error: error)) }
            Console.error("linkproof resolve: \(error.code): \(error.description)")
            if case .store = error { return .usage }
            return .failure
        }
    }
}
