import Foundation
import LinkproofURL

/// IDNA: domains that need UTS #46 processing (mapping, NFC, Punycode, bidi and joiner rules),
/// as URL hosts next to Foundation's `URL(string:)` (which runs ICU's IDNA), and alone.
enum IDNABench: BenchSuite {
    static let name = "idna"

    /// Internationalized domains in many scripts, mapped, deviating and right-to-left ones.
    static let domains = [
        "bücher.de", "münchen.de", "faß.de", "βόλος.com", "пример.рф", "www.lookout.сом",
        "例え.テスト", "日本語.jp", "中文.中国", "한국어.kr", "ශ්‍රී.lk", "नमस्ते.भारत",
        "مثال.إختبار", "نامه‌ای.com", "דוגמה.ישראל", "ไทย.ไทย", "Ｅｘａｍｐｌｅ。ｃｏｍ", "ÀÉÎÕÜ.fr",
        "straße.de", "♥.net", "ᗯᗯᗯ.lookout.net", "café.example.com", "xn--nxasmm1c.com", "ẞ.foo.com",
    ]
    static let copies = 200

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let inputs = Array(Array(repeating: domains, count: copies).joined())
        let urls = urls
        let turns = Measure.inTurns(options.repetitions, [
            { parseIDNHosts(urls) },
            { urls.reduce(0) { count, url in count + (URL(string: url)?.host?.utf8.count ?? 0) } },
        ])
        let (ours, foundation) = (turns.best(0), turns.best(1))
        let alone = Measure.fastest(repetitions: options.repetitions) {
            inputs.reduce(0) { count, domain in count + ((try? IDNA.domainToASCII(domain))?.utf8.count ?? 0) }
        }
        let count = Double(inputs.count)
        return [
            BenchRow(name: "idna url.parse IDN hosts (\(inputs.count) URLs)", unit: "ns/URL", value: ours / count,
                     peer: "URL(string:)", peerValue: foundation / count, spread: turns.spread(0, against: 1)),
            BenchRow(name: "idna domainToASCII (\(inputs.count) domains)", unit: "ns/domain", value: alone / count),
        ]
    }

    /// The URLs of the first row.
    static var urls: URLBench.Corpus { URLBench.Corpus(Array(repeating: domains, count: copies).joined().map { "https://\($0)/x" }) }

    /// Parses the first row's URLs twice (a warm-up, then once) for a profiler; returns how many.
    /// The Unicode tables are built first (once a process, on first use), so that the count
    /// of `parseIDNHosts` is what each URL costs.
    static func profile() -> Int {
        let urls = urls
        Measure.sink &+= (try? IDNA.domainToASCII("bücher.de"))?.utf8.count ?? 0
        Measure.sink &+= parseIDNHosts(urls) &+ parseIDNHosts(urls)
        return urls.count
    }

    /// Parses every URL (by index, as `URLBench.Corpus` says why), adding up its hostname's
    /// length; never inlined, so that `Scripts/bench-instructions url` can count its
    /// instructions by name.
    @inline(never) static func parseIDNHosts(_ urls: URLBench.Corpus) -> Int {
        var count = 0
        for index in urls.indices { count += (try? URLParser.parse(urls[index]))?.url.hostname.utf8.count ?? 0 }
        return count
    }
}
