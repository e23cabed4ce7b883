import Foundation
import LinkproofCore

/// The AASA engine against the approach most checkers take: translate each pattern to an
/// `NSRegularExpression` (`*` → `.*`, `?` → `.`, anchored) and try them in order.
enum AASABench: BenchSuite {
    static let name = "aasa"

    static let appID = "ABCDE12345.com.example.app"

    /// An AASA file with one details entry holding `patterns`, in order.
    static func document(_ patterns: [String]) -> String {
        let components = patterns.map { "{\"/\": \"\($0)\", \"comment\": \"rule\"}" }.joined(separator: ",\n    ")
        return "{\"applinks\": {\"details\": [{\"appIDs\": [\"\(appID)\"], \"components\": [\n    \(components)]}]}}"
    }

    /// The baseline: the same patterns as anchored regular expressions, first match wins.
    struct RegexBaseline {
        let expressions: [NSRegularExpression]

        init(_ patterns: [String]) {
            expressions = patterns.compactMap { pattern in
                let body = pattern.map { character -> String in
                    switch character {
                    case "*": ".*"
                    case "?": "."
                    default: NSRegularExpression.escapedPattern(for: String(character))
                    }
                }.joined()
                return try? NSRegularExpression(pattern: "^" + body + "$", options: [.dotMatchesLineSeparators])
            }
        }

        /// The index of the first pattern that matches `path`, or -1.
        func first(_ path: String) -> Int {
            let range = NSRange(path.startIndex..., in: path)
            return expressions.firstIndex { $0.firstMatch(in: path, options: [.anchored], range: range) != nil } ?? -1
        }
    }

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        let shapes: [(String, (Int) -> String, String)] = [
            ("literal", { "/catalog/item-\($0)" }, "/catalog/item-1023"),
            ("prefix", { "/section-\($0)/*" }, "/section-1023/a/b"),
            ("suffix", { "*/page-\($0).html" }, "/x/y/page-1023.html"),
        ]
        for (shape, pattern, path) in shapes {
            let patterns = (0..<1024).map(pattern)
            rows.append(try decideRow("decide 1,024 \(shape) rules (last matches)", patterns, path: path, options))
        }
        for pairs in [3, 5] {
            let pattern = String(repeating: "*a", count: pairs) + "b"
            rows.append(try decideRow("decide \(pattern) vs 512 a's", [pattern], path: String(repeating: "a", count: 512), options))
        }
        let long = String(repeating: "*a", count: 40) + "b"
        let ours = try AASAMatcher(AASAParser.parse(Array(document([long]).utf8)).document)
        let url = AASAURLParts(host: "example.com", path: String(repeating: "a", count: 512))
        let nanoseconds = Measure.fastest(repetitions: options.repetitions) {
            ours.decide(appID: appID, domain: "example.com", url: url) == .noMatch ? 1 : 0
        }
        rows.append(BenchRow(name: "decide (*a)×40 b vs 512 a's", unit: "ns/decide", value: nanoseconds,
                             extra: "regex baseline not run: exponential backtracking"))
        rows.append(try variableRow(options))
        for target in [400, 5 * 1024, 38 * 1024] {
            rows.append(try compileRow(bytes: target, options))
        }
        return rows
    }

    private static func decideRow(_ name: String, _ patterns: [String], path: String, _ options: BenchOptions) throws -> BenchRow {
        let matcher = try AASAMatcher(AASAParser.parse(Array(document(patterns).utf8)).document)
        let baseline = RegexBaseline(patterns)
        let url = AASAURLParts(host: "example.com", path: path)
        let expected = baseline.first(path) >= 0
        guard (matcher.decide(appID: appID, domain: "example.com", url: url) == .match) == expected else {
            throw BenchFailure(message: "\(name): engine and baseline disagree")
        }
        let rounds = patterns.count > 1 ? 50 : 1
        let turns = Measure.inTurns(options.repetitions, [
            {
                var found = 0
                for _ in 0..<rounds where matcher.decide(appID: appID, domain: "example.com", url: url) == .match { found += 1 }
                return found
            },
            {
                var found = 0
                for _ in 0..<rounds { found += baseline.first(path) }
                return found
            },
        ])
        return BenchRow(name: name, unit: "ns/decide", value: turns.best(0) / Double(rounds), peer: "NSRegularExpression per rule",
                        peerValue: turns.best(1) / Double(rounds), spread: turns.spread(0, against: 1))
    }

    /// Issue 28's attack: one variable used 50 times in one pattern, a 4 KB link. With 3,000 values
    /// against the same with 30: the ratio near 1 shows that the cost does not grow with the number
    /// of values (DESIGN.md, "AASA matching in bounded time"); the engine that expanded each value
    /// took 38 s here.
    private static func variableRow(_ options: BenchOptions) throws -> BenchRow {
        func values(_ count: Int) -> [String] {
            (0..<count).map { index in "v" + (0..<4).map { String(UnicodeScalar(UInt8(97 + (index / [1, 26, 676, 17_576][$0]) % 26))) }.joined() }
        }
        func matcher(_ count: Int) throws -> AASAMatcher {
            let list = values(count).map { "\"\($0)\"" }.joined(separator: ",")
            let pattern = "/" + String(repeating: "$(v)*", count: 50) + "end"
            let json = "{\"applinks\": {\"substitutionVariables\": {\"v\": [\(list)]}, \"details\": [{\"appIDs\": [\"\(appID)\"], \"components\": [{\"/\": \"\(pattern)\"}]}]}}"
            return try AASAMatcher(AASAParser.parse(Array(json.utf8)).document)
        }
        // Each link is 820 of its file's own values, so that every value position stays live in both.
        func link(_ count: Int) -> AASAURLParts {
            let own = values(count)
            return AASAURLParts(host: "example.com", path: "/" + (0..<820).map { own[($0 * 7) % own.count] }.joined())
        }
        let (many, few) = (try matcher(3_000), try matcher(30))
        let (manyLink, fewLink) = (link(3_000), link(30))
        let turns = Measure.inTurns(options.repetitions, [
            { many.decide(appID: appID, domain: "example.com", url: manyLink) == .noMatch ? 1 : 0 },
            { few.decide(appID: appID, domain: "example.com", url: fewLink) == .noMatch ? 1 : 0 },
        ])
        return BenchRow(name: "decide 4 KB link, $(v)×50, 3,000 values", unit: "ns/decide", value: turns.best(0),
                        peer: "the same with 30 values", peerValue: turns.best(1), spread: turns.spread(0, against: 1))
    }

    /// Parse and compile a document of about `bytes` bytes with a realistic mix of patterns.
    private static func compileRow(bytes: Int, _ options: BenchOptions) throws -> BenchRow {
        let mix = ["/buy/*", "/help/website/*", "/id/????", "*/download.pdf", "/a/*/b/*", "/item-?*", "/literal/path"]
        var patterns: [String] = []
        while document(patterns).utf8.count < bytes {
            let next = mix[patterns.count % mix.count]
            patterns.append(next.replacingOccurrences(of: "/", with: "/\(patterns.count)", options: .anchored))
        }
        let text = Array(document(patterns).utf8)
        let data = Data(text)
        let turns = Measure.inTurns(options.repetitions, [
            { (try? AASAParser.parse(text)).map { AASAMatcher($0.document).appIDs.count } ?? 0 },
            {
                guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let applinks = json["applinks"] as? [String: Any], let details = applinks["details"] as? [[String: Any]] else { return 0 }
                let paths = details.flatMap { ($0["components"] as? [[String: Any]] ?? []).compactMap { $0["/"] as? String } }
                return RegexBaseline(paths).expressions.count
            },
        ])
        let size = String(format: "%.1f KiB", Double(text.count) / 1024)
        return BenchRow(name: "parse+compile \(size) (\(patterns.count) rules)", unit: "ns", value: turns.best(0),
                        peer: "JSONSerialization + NSRegularExpression", peerValue: turns.best(1), spread: turns.spread(0, against: 1))
    }

    struct BenchFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
