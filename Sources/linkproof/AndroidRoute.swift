import Foundation
import LinkproofCore

/// `linkproof route --platform android`: each link decided as it arrives on Android.
enum AndroidRoute {
    static func run(manifest: LinkManifest, path: String, inputs: [[UInt8]], json: Bool, jsonl: Bool,
                    context: LinkContext) throws(UsageError) -> ExitCode {
        guard let decider = AndroidLinkDecider(manifest: manifest) else {
            throw UsageError("\(path) has no 'android' section: nothing says how links reach the app on Android (README: \"The Android side\")")
        }
        if jsonl {
            guard inputs.isEmpty else { throw UsageError("--jsonl reads links from stdin; give no URL arguments") }
            print(RouteCommand.streamHeader(profile: "linkproof", manifest: path, platform: "android"))
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

    /// One JSON line: the input, `platform`, `arrival`, `filter`, `data`, and the strict
    /// decision's keys, or `decision: reject` with the Android reason.
    private struct Record: Encodable {
        let input: Input
        let result: AndroidDecision

        private enum Keys: String, CodingKey { case input, inputBase64, platform, arrival, filter, data, decision, reason, detail, note }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            if let decision = result.decision {
                try decision.encode(to: encoder)
                if input.isBinary {
                    try container.encode(Data(input.bytes).base64EncodedString(), forKey: .inputBase64)
                } else {
                    try container.encode(String(decoding: input.bytes, as: UTF8.self), forKey: .input)
                }
            } else {
                try container.encode("reject", forKey: .decision)
                try container.encode(String(decoding: input.bytes, as: UTF8.self), forKey: .input)
            }
            try container.encode("android", forKey: .platform)
            try container.encode(result.arrival, forKey: .arrival)
            try container.encodeIfPresent(result.filter, forKey: .filter)
            try container.encodeIfPresent(result.data, forKey: .data)
            if let reason = result.reason {
                try container.encode(reason.rawValue, forKey: .reason)
                try container.encode(result.detail, forKey: .detail)
            } else if !result.detail.isEmpty {
                try container.encode(result.detail, forKey: .note)
            }
        }
    }
}
