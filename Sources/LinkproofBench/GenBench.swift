import LinkproofGen

/// `--suite gen`: how fast LinkproofGen makes links, against a plain loop that builds the
/// same strings straight from a PRNG (the engine's overhead is the ratio).
enum GenBench: BenchSuite {
    static let name = "gen"

    /// Links per timed repetition.
    static let count = 200_000

    static let hosts = ["example.com", "www.raywenderlich.com", "rayciperw.page.link", "com.createwithswift",
                        "shop.example.org", "api.example.io", "stock-analyzer.app", "example.page.link"]
    static let words = ["about", "details", "recipe", "share", "invite", "items", "profile", "open"]

    /// `https://<host>/<word>/<number>`, drawn by the engine.
    static let simpleLink = Gen.concatenation(
        "https://", .element(of: hosts), "/", .element(of: words), "/", Gen.int(in: 0...99_999).map(String.init))

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let peer = rate(options) { index in plainSimpleLink(seed: UInt64(index)) }
        let seeded = rate(options) { index in
            var source = ChoiceSource(seed: UInt64(index))
            return simpleLink.generate(from: &source)
        }
        let inputs = (0..<1_024).map { index in
            var source = ChoiceSource(seed: UInt64(index))
            _ = simpleLink.generate(from: &source)
            return source.choices
        }
        let replayed = rate(options) { index in simpleLink.replay(inputs[index & 1_023]) }
        let special = rate(options) { index in
            var source = ChoiceSource(seed: UInt64(index))
            return URLGen.specialURL.generate(from: &source)
        }
        let mutated = rate(options) { index in
            var source = ChoiceSource(seed: UInt64(index))
            return URLGen.mutated(URLGen.anyURL).generate(from: &source).mutated
        }
        let plainLoop = "plain SplitMix64 loop"
        return [
            BenchRow(name: "gen simple link, seeded PRNG", unit: "links/s", value: seeded, peer: plainLoop,
                     peerValue: peer, higherIsBetter: true),
            BenchRow(name: "gen simple link, from fixed bytes (fuzz mode)", unit: "links/s", value: replayed, peer: plainLoop,
                     peerValue: peer, higherIsBetter: true),
            BenchRow(name: "gen URLGen.specialURL", unit: "links/s", value: special),
            BenchRow(name: "gen URLGen.mutated(anyURL)", unit: "links/s", value: mutated),
        ]
    }

    /// The same link as `simpleLink` would make from its own bytes' shape, built without the
    /// engine: three PRNG draws, three string appends.
    static func plainSimpleLink(seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        let host = hosts[Int(generator.next() % UInt64(hosts.count))]
        let word = words[Int(generator.next() % UInt64(words.count))]
        return "https://" + host + "/" + word + "/" + String(generator.next() % 100_000)
    }

    /// Links per second for `make`, the fastest of the repetitions.
    private static func rate(_ options: BenchOptions, _ make: (Int) -> String) -> Double {
        let nanoseconds = Measure.fastest(repetitions: options.repetitions) {
            var bytes = 0
            for index in 0..<count { bytes &+= make(index).utf8.count }
            return bytes
        }
        return Double(count) / (nanoseconds / 1e9)
    }
}
