import LinkproofConformance
import LinkproofCore

/// `linkproof route --platform android`: each link decided as it arrives on Android, by the
/// strict policy (profile `linkproof`) or by the document's Android code (profile `document`,
/// its `getDynamicLink` task failing with `taskFails`).
enum AndroidRoute {
    static func run(manifest: LinkManifest, path: String, profile: String, taskFails: Bool, inputs: [[UInt8]], json: Bool, jsonl: Bool,
                    context: LinkContext) throws(UsageError) -> ExitCode {
        guard let decider = AndroidLinkDecider(manifest: manifest) else {
            throw UsageError("\(path) has no 'android' section: nothing says how links reach the app on Android (docs: LinkManifests, \"The Android side\")")
        }
        let decide: (String, LinkContext) -> AndroidDecision
        switch profile {
        case "linkproof":
            decide = { decider.decide($0, context: $1) }
        case "document":
            guard let handler = ReferenceHandlers.androidHandler(for: manifest, taskFails: taskFails) else {
                throw UsageError("\(path)'s android section names no documentHandler, so there is no document profile on Android")
            }
            decide = { decider.decide($0, context: $1, by: handler) }
        default:
            throw UsageError("--profile is linkproof or document, not '\(profile)'")
        }
        if jsonl {
            guard inputs.isEmpty else { throw UsageError("--jsonl reads links from stdin; give no URL arguments") }
            print(StreamHeader(profile: profile, manifest: path, platform: "android").json.compactText)
            return JSONLines.process { (line: [UInt8], number: Int, writer: inout JSONWriter) throws(UsageError) in
                let input = try Input(jsonLine: line, number: number)
                // The line's own `via` and `matchType` over the command's, as `route --jsonl` on iOS.
                let result = decide(String(decoding: input.bytes, as: UTF8.self), input.context(over: context))
                DecisionRecord.write(result, input: input, base64: result.reason == nil, to: &writer)
            }
        }
        guard !inputs.isEmpty else { throw UsageError("give at least one URL, or --jsonl") }
        for bytes in inputs {
            let input = Input(bytes: bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let result = decide(text, context)
            if json {
                print(JSONWriter.text { DecisionRecord.write(result, input: input, base64: result.decision != nil, to: &$0) })
                continue
            }
            let through = [result.filter.map { "filter \($0)" }, result.data.flatMap { $0 == text ? nil : "data \($0)" }].compactMap { $0 }
            Console.out("\(text)\n  android \(result.delivery.rawValue)" + (through.isEmpty ? "" : "  " + through.joined(separator: "  ")))
            if let reason = result.reason {
                Console.out("  reject \(reason.rawValue): \(result.detail)")
            } else if let decision = result.decision {
                Console.out(DecisionText.describe(decision, for: Input(result.data ?? text)).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n"))
                if !result.detail.isEmpty { Console.out("  note: \(result.detail)") }
                if let verification = result.verification { Console.out("  verified: \(verification)") }
            }
        }
        return .success
    }
}
