import Foundation
import LinkproofConformance
import LinkproofCore

/// `linkproof route`: the deep-link decision for each link, under a manifest.
enum RouteCommand: Command {
    static let name = "route"
    static let summary = "Decide what an app may do with links (route, short-link, confirm, reject)"
    static let help = """
        Usage:
          linkproof route --manifest FILE [--profile linkproof|document] [--via VIA] [--match-type TYPE] [--json] URL...
          linkproof route --manifest FILE [--profile …] [--via VIA] [--match-type TYPE] --jsonl < LINES

        Decides each link under the manifest's strict policy (README: "The strict policy").
        --profile document   runs the document's own handler code instead (the manifest's
                             documentHandler), to compare with Linkproof's decision
        --via VIA            direct (default), resolved-short-link or first-launch
        --match-type TYPE    unique (default), default, weak or none
        --json               one JSON object per URL instead of text
        --jsonl              read stdin lines {"input": "..."} (or {"inputBase64": "..."} for
                             bytes that are not UTF-8); write a header line recording the stream,
                             {"stream": {"linkproof": VERSION, "manifest": FILE, "profile": …,
                             "swift": the compiler the binary was built with}}, then one JSON
                             object per line, keys sorted: input (or inputBase64), decision, and
                             route, params, via, matchType, shortLink, reason, offset, detail as
                             they apply. 'linkproof diff' compares two such streams.
                             A malformed line gets {"line": N, "error": "..."} and the batch
                             goes on; the exit code is then 2.

        Rejections are data: the exit code is 0 whatever the decisions. Exit 2: a bad
        manifest (with its JSON path), an unreadable input, or a malformed JSONL line.
        """

    static func run(_ arguments: inout Arguments) throws(UsageError) -> ExitCode {
        guard let manifestPath = try arguments.option("--manifest") else { throw UsageError("--manifest FILE is required") }
        let profile = try arguments.option("--profile") ?? "linkproof"
        let context = try contextOptions(&arguments)
        let json = arguments.flag("--json")
        let jsonl = arguments.flag("--jsonl")
        let inputs = try arguments.positionalBytes()
        if jsonl, manifestPath == "-" { throw UsageError("--jsonl reads links from stdin, so the manifest cannot come from it: give --manifest a file") }
        let manifest = try ManifestCommand.load(manifestPath)
        let decide: (Input) -> Decision
        switch profile {
        case "linkproof":
            let parser = DeepLinkParser(manifest: manifest)
            decide = { input in parser.decide(utf8: input.bytes, context: context) }
        case "document":
            guard let handler = ReferenceHandlers.handler(for: manifest) else {
                throw UsageError("\(manifestPath) names no documentHandler, so there is no document profile")
            }
            decide = { input in handler.decide(String(decoding: input.bytes, as: UTF8.self), context: context) }
        default:
            throw UsageError("--profile is linkproof or document, not '\(profile)'")
        }
        if jsonl {
            guard inputs.isEmpty else { throw UsageError("--jsonl reads links from stdin; give no URL arguments") }
            print(TerminalText.escaped(json: StreamHeader(profile: profile, manifest: manifestPath).json.compactText))
            return JSONLines.process { (line: [UInt8], number: Int, writer: inout JSONWriter) throws(UsageError) in
                let input = try Input(jsonLine: line, number: number)
                DecisionRecord(input: input, decision: decide(input)).write(to: &writer)
            }
        }
        guard !inputs.isEmpty else { throw UsageError("give at least one URL, or --jsonl") }
        var writer = JSONWriter()
        for bytes in inputs {
            let input = Input(bytes: bytes)
            let decision = decide(input)
            if json {
                DecisionRecord(input: input, decision: decision).write(to: &writer)
                writer.printLine()
            } else {
                print(describe(decision, for: input))
            }
        }
        return .success
    }

    /// `--via` and `--match-type`, shared with the commands that decide links.
    static func contextOptions(_ arguments: inout Arguments) throws(UsageError) -> LinkContext {
        var context = LinkContext()
        switch try arguments.option("--via") ?? "direct" {
        case "direct": context.channel = .direct
        case "resolved-short-link": context.channel = .resolvedShortLink
        case "first-launch": context.channel = .firstLaunch
        case let other: throw UsageError("--via is direct, resolved-short-link or first-launch, not '\(other)'")
        }
        if let text = try arguments.option("--match-type") {
            guard let matchType = MatchType(rawValue: text) else { throw UsageError("--match-type is unique, default, weak or none, not '\(text)'") }
            context.matchType = matchType
        }
        return context
    }

    /// The decision as a person reads it, with a caret under the offending byte; the link
    /// and the parameters are shown escaped (`TerminalText`).
    static func describe(_ decision: Decision, for input: Input) -> String {
        let shown = TerminalText.escaped(bytes: input.bytes)
        let text = describe(decision, shown: shown, caret: input.bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        return TerminalText.escaped(text, layout: .lines)
    }

    /// The decision for a link given as text.
    static func describe(_ decision: Decision, for input: String) -> String { describe(decision, for: Input(input)) }

    private static func describe(_ decision: Decision, shown input: String, caret: Bool) -> String {
        switch decision {
        case .route(let link), .confirm(let link):
            let params = link.params.sorted { $0.key < $1.key }.map { TerminalText.escaped("\($0.key)=\($0.value)") }.joined(separator: " ")
            return "\(input)\n  \(decision.kind) \(link.route)\(params.isEmpty ? "" : "  " + params)  via \(link.via.rawValue)  match \(link.matchType.rawValue)"
        case .shortLink(let reference):
            return "\(input)\n  short-link \(reference.link)  (resolve it, then decide the long link)"
        case .reject(let rejection):
            var text = "\(input)\n  reject \(rejection.reason.rawValue)"
            if let offset = rejection.offset { text += " at offset \(offset)" }
            text += ": \(rejection.detail)"
            if let offset = rejection.offset, offset <= input.utf8.count, caret {
                text += "\n    \(input)\n    \(String(repeating: " ", count: offset))^"
            }
            return text
        }
    }
}

/// A link to decide: its bytes, and how the output names it.
struct Input {
    let bytes: [UInt8]
    /// True when the bytes are not UTF-8, so JSON carries them as Base64.
    var isBinary: Bool { TerminalText.firstInvalidUTF8Offset(bytes) != nil }

    init(_ text: String) { bytes = Array(text.utf8) }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// `{"input": "..."}` or `{"inputBase64": "..."}`.
    init(jsonLine line: [UInt8], number: Int) throws(UsageError) {
        let object = try JSONLines.object(line, number: number)
        if case .string(let text)? = object["input"] {
            bytes = Array(text.utf8)
        } else if case .string(let encoded)? = object["inputBase64"], let data = Data(base64Encoded: encoded) {
            bytes = Array(data)
        } else {
            throw UsageError("line \(number): needs \"input\" (a string) or \"inputBase64\"")
        }
    }
}

/// One line of `route --jsonl` output: the input beside the decision's own keys, sorted.
struct DecisionRecord {
    let input: Input
    let decision: Decision

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        decision.writeMembers(to: &writer) { writer in
            if input.isBinary {
                writer.key("inputBase64")
                writer.string(Data(input.bytes).base64EncodedString())
            } else {
                writer.key("input")
                input.bytes.withUnsafeBufferPointer { writer.string(utf8: $0) }
            }
        }
        writer.endObject()
    }
}
