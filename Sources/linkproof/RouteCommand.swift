import Foundation
import LinkproofConformance
import LinkproofCore

/// `linkproof route`: the deep-link decision for each link, under a manifest.
enum RouteCommand: Command {
    static let name = "route"
    static let summary = "Decide what an app may do with links (route, short-link, confirm, reject)"
    static let help = """
        Usage:
          linkproof route --manifest FILE [--profile linkproof|document] [--platform ios|android] [--task-fails] [--via VIA] [--match-type TYPE]
                          [--android-version N] [--user-approved-domain] [--json] URL...
          linkproof route --manifest FILE [--profile …] [--via VIA] [--match-type TYPE] --jsonl < LINES

        Decides each link under the manifest's strict policy (docs: StrictPolicy).
        --profile document   runs the document's own handler code instead (the manifest's
                             documentHandler), to compare with Linkproof's decision
        --platform PLATFORM  ios (default) or android: how the link arrives on Android, through
                             the manifest's intent filters (docs: StrictPolicy, "The
                             strict policy on Android"); JSON then adds platform, delivery, filter, data, and
                             an android-* reason when an Android rule rejects the link. With
                             --profile document, the link as Android delivers it goes to the
                             android section's documentHandler (document 002's Kotlin:
                             getDynamicLink, then getInvitation(task.result)); --task-fails
                             makes getDynamicLink's task fail, as without Google Play services.
                             A web link through an autoVerify filter is a verified App Link
                             when the statement lists the android section binds
                             (assetLinks) grant the package and one of its certificates
                             (JSON: "verification" says which statement, or why none)
        --android-version N  the Android release (default 15): from 12 each host is verified
                             on its own and a web link that is not a verified App Link opens
                             the browser (android-web-link-in-browser); up to 11 every host
                             must verify and such a link shows the disambiguation dialog
        --user-approved-domain  Android 12+: the user approved the app for the link's domain,
                             so an unverified web link still reaches it (unverified)
        --via ARRIVAL        how the links reached the app: direct (default: handed over by
                             the system), in-app-content (tapped in the app's own content: a
                             route on any host, https://*/..., may open them; a link on the
                             app's own hosts is decided as ever), default-browser,
                             custom-scheme-callback, resolved-short-link, first-launch or
                             android. The decision's "via" is the same arrival, and its
                             "linkKind" what the link is (custom-scheme, universal-link,
                             dynamic-link, web-link)
        --match-type TYPE    unique (default), default, weak or none
        --json               one JSON object per URL instead of text
        --jsonl              read stdin lines {"input": "..."} (or {"inputBase64": "..."} for
                             bytes that are not UTF-8), each optionally with its own "via" and
                             "matchType" (as --via and --match-type, which they override for
                             that line); write a header line recording the stream,
                             {"stream": {"linkproof": VERSION, "manifest": FILE, "profile": …,
                             "swift": the compiler the binary was built with}} (and
                             "platform": "android" with --platform android), then one JSON
                             object per line, keys sorted: input (or inputBase64), decision, and
                             route, params, via, linkKind, matchType, host, shortLink, reason, offset, detail as
                             they apply. 'linkproof diff' compares two such streams.
                             A malformed line gets {"line": N, "error": "..."} and the batch
                             goes on; the exit code is then 2.

        Rejections are data: the exit code is 0 whatever the decisions. Exit 2: a bad
        manifest (with its JSON path), an unreadable input, or a malformed JSONL line.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        guard let manifestPath = try arguments.option("--manifest") else { throw UsageError("--manifest FILE is required") }
        let profile = try arguments.option("--profile") ?? "linkproof"
        let platform = try arguments.option("--platform") ?? "ios"
        var context = try contextOptions(&arguments)
        let androidVersion = try arguments.integer("--android-version", in: 1...99)
        let approved = arguments.flag("--user-approved-domain")
        if androidVersion != nil || approved {
            guard platform == "android" else { throw UsageError("--android-version and --user-approved-domain go with --platform android") }
            context.androidVersion = androidVersion ?? context.androidVersion
            context.androidUserApprovedDomain = approved
        }
        let json = arguments.flag("--json")
        let jsonl = arguments.flag("--jsonl")
        let taskFails = arguments.flag("--task-fails")
        let inputs = try arguments.positionalBytes()
        if jsonl, manifestPath == "-" { throw UsageError("--jsonl reads links from stdin, so the manifest cannot come from it: give --manifest a file") }
        let manifest = try ManifestFile.load(manifestPath)
        if taskFails, platform != "android" || profile != "document" {
            throw UsageError("--task-fails goes with --platform android --profile document")
        }
        switch platform {
        case "ios": break
        case "android":
            return try AndroidRoute.run(manifest: manifest, path: manifestPath, profile: profile, taskFails: taskFails, inputs: inputs,
                                        json: json, jsonl: jsonl, context: context)
        case let other: throw UsageError("--platform is ios or android, not '\(other)'")
        }
        // A link's decision, and a batch line's written as its record.
        let decide: (Input) -> Decision
        let record: (Input, inout JSONWriter) -> Void
        switch profile {
        case "linkproof":
            let parser = DeepLinkParser(manifest: manifest)
            // `context` by value: a closure that captures the variable checks every access to it.
            decide = { [context] input in input.bytes.withUnsafeBufferPointer { parser.decide(utf8: $0, context: input.context(over: context)) } }
            // The line's bytes lent to the decision while its record is written (`LentDecision`).
            // The closure that borrows them captures no `Input`: one it captured was copied
            // and destroyed on every line (~95 instructions). Bytes that are not UTF-8, whose
            // record gives them as Base64, are decided as `decide` decides them.
            record = { [context, decide] input, writer in
                guard !input.isBinary else { return DecisionRecord.write(decide(input), input: input, to: &writer) }
                let (context, isPlain) = (input.context(over: context), input.isPlain)
                input.bytes.withUnsafeBufferPointer { DecisionRecord.write(parser.decide(lent: $0, context: context), utf8: $0, isPlain: isPlain, to: &writer) }
            }
        case "document":
            guard let handler = ReferenceHandlers.handler(for: manifest) else {
                throw UsageError("\(manifestPath) names no documentHandler, so there is no document profile")
            }
            decide = { [context] input in handler.decide(String(decoding: input.bytes, as: UTF8.self), context: input.context(over: context)) }
            record = { [decide] input, writer in DecisionRecord.write(decide(input), input: input, to: &writer) }
        default:
            throw UsageError("--profile is linkproof or document, not '\(profile)'")
        }
        if jsonl {
            guard inputs.isEmpty else { throw UsageError("--jsonl reads links from stdin; give no URL arguments") }
            print(StreamHeader(profile: profile, manifest: manifestPath).json.compactText)
            return JSONLines.process { (line: [UInt8], number: Int, writer: inout JSONWriter) throws(UsageError) in
                record(try Input(jsonLine: line, number: number), &writer)
            }
        }
        guard !inputs.isEmpty else { throw UsageError("give at least one URL, or --jsonl") }
        var writer = JSONWriter()
        for bytes in inputs {
            let input = Input(bytes: bytes)
            let decision = decide(input)
            if json {
                DecisionRecord.write(decision, input: input, to: &writer)
                writer.printLine()
            } else {
                print(DecisionText.describe(decision, for: input))
            }
        }
        return .success
    }

    /// `--via` and `--match-type`, shared with the commands that decide links.
    static func contextOptions(_ arguments: inout Arguments) throws(UsageError) -> LinkContext {
        if arguments.flag("--in-app-content") { throw UsageError("--in-app-content is now --via in-app-content") }
        var context = LinkContext()
        if let via = try arguments.option("--via") { context.arrival = try ContextNames.arrival(via, given: "--via") }
        if let text = try arguments.option("--match-type") { context.matchType = try ContextNames.matchType(text, given: "--match-type") }
        return context
    }
}
