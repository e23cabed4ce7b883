import Foundation
import LinkproofCore

/// `linkproof route --platform android`: each link decided as it arrives on Android.
enum AndroidRoute {
    static func run(manifest: LinkManifest, path: String, inputs: [[UInt8]], json: Bool, jsonl: Bool,
                    context: LinkContext) throws(UsageError) -> ExitCode {
        guard let decider = AndroidLinkDecider(manifest: manifest) else {
            throw UsageError("\(path) has no 'android' section: nothing says how links reach the app on Android (docs: LinkManifests, \"The Android side\")")
        }
        if jsonl {
            guard inputs.isEmpty else { throw UsageError("--jsonl reads links from stdin; give no URL arguments") }
            return JSONLines.processEncoding { (line: String, number: Int) throws(UsageError) -> String in
                let input = try Input(jsonLine: Array(line.utf8), number: number)
                return Console.json(Record(input: input, result: decider.decide(String(decoding: input.bytes, as: UTF8.self), context: context)))
            }
        }
        guard !inputs.isEmpty else { throw UsageError("give at least one URL, or --jsonl") }
        for bytes in inputs {
            let input = Input(bytes: bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let result = decider.decide(text, context: context)
            if json {
                print(Console.json(Record(input: input, result: result)))
                continue
            }
            let through = [result.filter.map { "filter \($0)" }, result.data.flatMap { $0 == text ? nil : "data \($0)" }].compactMap { $0 }
            Console.out("\(text)\n  android \(result.arrival.rawValue)" + (through.isEmpty ? "" : "  " + through.joined(separator: "  ")))
            if let reason = result.reason {
                Console.out("  reject \(reason.rawValue): \(result.detail)")
            } else if let decision = result.decision {
                Console.out(RouteCommand.describe(decision, for: Input(result.data ?? text)).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n"))
                if !result.detail.isEmpty { Console.out("  note: \(result.detail)") }
            }
        }
        return .success
    }

    /// One JSON line: the input, then the Android decision's keys (`AndroidDecision`'s encoding).
    private struct Record: Encodable {
        let input: Input
        let result: AndroidDecision

        private enum Keys: String, CodingKey { case input, inputBase64 }

        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            if result.decision != nil, input.isBinary {
                try container.encode(Data(input.bytes).base64EncodedString(), forKey: .inputBase64)
            } else {
                try container.encode(String(decoding: input.bytes, as: UTF8.self), forKey: .input)
            }
        }
    }
}
