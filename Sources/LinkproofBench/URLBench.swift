import Foundation
import LinkproofURL

/// Suite `url`: LinkproofURL's full parse against Foundation's `URL(string:)` and
/// `URLComponents(string:)` on the same inputs in the same run, plus single inputs of
/// growing size to show that the parse is linear.
enum URLBench: BenchSuite {
    static let name = "url"

    /// The vendored default input: 48,010 real http(s) URLs.
    static let defaultInput = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Resources/urls/kasztp.txt").path

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let path = options.input ?? defaultInput
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let urls = Corpus(text.split(whereSeparator: \.isNewline).map(String.init))
        let bytes = urls.reduce(0) { $0 + $1.utf8.count }
        let label = "\((path as NSString).lastPathComponent) (\(urls.count) URLs)"
        let reps = options.repetitions

        // A leading space is trimmed first (and reported), as the URL Standard says; what is
        // left takes the fast path where the URL as it is does, and the href is a new string.
        let spaced = Corpus(urls.map { " " + $0 })
        // Every URL with one repair (MutatedURLs), so again the full parser only.
        let mutated = Corpus(MutatedURLs.mutate(Array(urls)))
        let turns = Measure.inTurns(reps, [
            { parseAll(urls) },
            { sum(urls) { one(URL(string: $0)) } },
            { sum(urls) { one(URLComponents(string: $0)) } },
            { parseAll(spaced) },
            // What a caller of URLComponents must do with such input: it refuses a leading
            // space. (Trimmed by dropping spaces, not by Foundation's `trimmingCharacters`, which
            // costs more than the parse on Linux and would be most of the peer's figure.)
            { sum(spaced) { one(URLComponents(string: trimmed($0))) } },
            { parseAll(mutated) },
            { sum(mutated) { one(URLComponents(string: $0)) } },
        ])
        let times = (0..<7).map(turns.best)
        let (ours, foundationURL, components, spacedOurs, trimmedComponents) =
            (times[0] / Double(urls.count), times[1] / Double(urls.count), times[2] / Double(urls.count),
             times[3] / Double(spaced.count), times[4] / Double(spaced.count))
        let (mutatedOurs, mutatedComponents) = (times[5] / Double(mutated.count), times[6] / Double(mutated.count))
        let repaired = mutated.filter { (try? URLParser.parse($0))?.isInputItself == false }.count
        let megabytesPerSecond = Double(bytes) / Double(urls.count) / ours * 1e3
        // Each row says how many inputs each side refused: a refusal is cheaper than a parse.
        func refusals(_ inputs: Corpus, _ parse: (String) -> Int) -> Int { inputs.count - sum(inputs, parse) }
        let ourRefusals = refusals(urls) { one(try? URLParser.parse($0)) }
        let componentsRefusals = refusals(urls) { one(URLComponents(string: $0)) }
        var rows = [
            BenchRow(name: "url.parse \(label)", unit: "ns/URL", value: ours, peer: "URLComponents(string:)",
                     peerValue: components, spread: turns.spread(0, against: 2), extra: String(format: "%.0f MB/s; ", megabytesPerSecond)
                        + "refused: Linkproof \(ourRefusals), URLComponents \(componentsRefusals) of \(urls.count)"),
            BenchRow(name: "url.parse \(label)", unit: "ns/URL", value: ours, peer: "URL(string:)",
                     peerValue: foundationURL, spread: turns.spread(0, against: 1),
                     extra: "refused: Linkproof \(ourRefusals), URL(string:) \(refusals(urls) { one(URL(string: $0)) }) of \(urls.count)"),
            BenchRow(name: "url.parse \(label), leading space", unit: "ns/URL", value: spacedOurs,
                     peer: "trim, then URLComponents(string:)", peerValue: trimmedComponents, spread: turns.spread(3, against: 4),
                     extra: "trimmed, then the fast path where it applies; refused: Linkproof \(refusals(spaced) { one(try? URLParser.parse($0)) }), "
                        + "URLComponents \(refusals(spaced) { one(URLComponents(string: trimmed($0))) }) of \(spaced.count)"),
            BenchRow(name: "url.parse \(label), mutated", unit: "ns/URL", value: mutatedOurs, peer: "URLComponents(string:)",
                     peerValue: mutatedComponents, spread: turns.spread(5, against: 6),
                     extra: "\(repaired) of \(mutated.count) repaired: upper-case scheme/host, default port, /./, \\, /a b/../ in turn; "
                        + "refused: Linkproof \(refusals(mutated) { one(try? URLParser.parse($0)) }), URLComponents \(refusals(mutated) { one(URLComponents(string: $0)) })"),
        ]
        for size in [1 << 10, 10 << 10, 100 << 10, 1 << 20] {
            let input = sizedInput(size)
            let pair = Measure.inTurns(reps, [
                { (try? URLParser.parse(input))?.url.href.utf8.count ?? 0 },
                { one(URLComponents(string: input)) },
            ])
            let (time, peer) = (pair.best(0), pair.best(1))
            rows.append(BenchRow(name: "url.parse one \(size >> 10) KB URL", unit: "µs", value: time / 1e3,
                                 peer: "URLComponents(string:)", peerValue: peer / 1e3, spread: pair.spread(0, against: 1),
                                 extra: String(format: "%.2f ns/byte", time / Double(input.utf8.count))))
        }
        return rows
    }

    /// A corpus as `parseAll` reads it: in a `ContiguousArray`, whose elements an indexed loop
    /// passes to the parser where they lie, as ada's harness (DESIGN.md Performance) passes its
    /// preloaded strings. (An `Array`'s, by index or by `for url in urls`, are copied out first:
    /// a retain and a release a URL that are the loop's, not the parser's.)
    typealias Corpus = ContiguousArray<String>

    /// Parses every URL; the count of successes keeps the work observable.
    @inline(never) private static func parseAll(_ urls: Corpus) -> Int {
        var parsed = 0
        for index in urls.indices { parsed += one(try? URLParser.parse(urls[index])) }
        return parsed
    }

    /// The sum of `body` over `urls`, each passed where it lies as `parseAll` passes it, so the
    /// peers' loops pay no copy that Linkproof's does not.
    private static func sum(_ urls: Corpus, _ body: (String) -> Int) -> Int {
        var total = 0
        for index in urls.indices { total += body(urls[index]) }
        return total
    }

    /// `url` without its leading spaces.
    private static func trimmed(_ url: String) -> String { String(url.drop { $0 == " " }) }

    /// 1 for a result, 0 for nil. (Not `!= nil`: on an `Equatable` type that is the `Equatable`
    /// comparison of two optionals, which costs more than a small parse and would be added to
    /// every parser's time.)
    private static func one<T>(_ result: T?) -> Int { result == nil ? 0 : 1 }

    /// The corpora `--profile` parses: the list as it is, with a leading space, mutated.
    static let profiles = ["as-is", "spaced", "mutated"]

    /// Parses one corpus twice (a warm-up, then once) and nothing else, for a profiler
    /// (`Scripts/bench-instructions url` counts `parseAll`'s instructions); returns how many
    /// URLs one pass parsed.
    static func profile(_ corpus: String, _ options: BenchOptions) throws -> Int {
        let chosen = try urls(of: corpus, options)
        Measure.sink &+= parseAll(chosen) &+ parseAll(chosen)
        return chosen.count
    }

    /// The fastest of `rounds` parses of one corpus (after a warm-up), in nanoseconds a URL:
    /// `--profile CORPUS --rounds N`, to run in turns with another parser's harness that
    /// prints the same figure (ada's, DESIGN.md Performance), process by process.
    static func time(_ corpus: String, rounds: Int, _ options: BenchOptions) throws -> Double {
        let chosen = try urls(of: corpus, options)
        return Measure.fastest(repetitions: rounds) { parseAll(chosen) } / Double(chosen.count)
    }

    /// The URLs of a `--profile` corpus.
    private static func urls(of corpus: String, _ options: BenchOptions) throws -> Corpus {
        let urls = try String(contentsOfFile: options.input ?? defaultInput, encoding: .utf8)
            .split(whereSeparator: \.isNewline).map(String.init)
        return switch corpus {
        case "spaced": Corpus(urls.map { " " + $0 })
        case "mutated": Corpus(MutatedURLs.mutate(urls))
        default: Corpus(urls)
        }
    }

    /// An https URL of about `size` bytes: path segments (some with escapes, dot segments
    /// and non-ASCII), then a query and a fragment.
    private static func sizedInput(_ size: Int) -> String {
        let unit = "/assets/img%20set/../photo-2024.jpg/é"
        var input = "https://www.example.com"
        while input.utf8.count < size - 32 { input += unit }
        return input + "?q=search+term&page=2#top"
    }
}
