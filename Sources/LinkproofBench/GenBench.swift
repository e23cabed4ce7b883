import Foundation
import LinkproofCore
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
        let inputs = (0..<1_024).map { index in
            var source = ChoiceSource(seed: UInt64(index))
            _ = simpleLink.generate(from: &source)
            return source.choices
        }
        // Every maker, the plain loop first, measured in turns; a row that makes the loop's
        // links (or stands in for them: the catalogue's) has its ratio against the loop.
        var makers: [Maker] = [
            Maker("plain SplitMix64 loop", againstLoop: false) { index in plainSimpleLink(seed: UInt64(index)) },
            Maker("gen simple link, seeded PRNG", againstLoop: true) { index in
                var source = ChoiceSource(seed: UInt64(index))
                return simpleLink.generate(from: &source)
            },
            Maker("gen simple link, from fixed bytes (fuzz mode)", againstLoop: true) { index in simpleLink.replay(inputs[index & 1_023]) },
            Maker("gen URLGen.specialURL", againstLoop: false) { index in
                var source = ChoiceSource(seed: UInt64(index))
                return URLGen.specialURL.generate(from: &source)
            },
            Maker("gen URLGen.mutated(anyURL)", againstLoop: false) { index in
                var source = ChoiceSource(seed: UInt64(index))
                return URLGen.mutated(URLGen.anyURL).generate(from: &source).mutated
            },
        ]
        makers += try catalogueMakers()
        let turns = Measure.inTurns(options.repetitions, makers.map { maker in
            {
                var bytes = 0
                for index in 0..<count { bytes &+= maker.make(index).utf8.count }
                return bytes
            }
        })
        func rate(_ maker: Int) -> Double { Double(count) / (turns.best(maker) / 1e9) }
        return makers.indices.dropFirst().map { index in
            !makers[index].againstLoop
                ? BenchRow(name: makers[index].name, unit: "links/s", value: rate(index))
                : BenchRow(name: makers[index].name, unit: "links/s", value: rate(index), peer: makers[0].name, peerValue: rate(0),
                           higherIsBetter: true, spread: turns.spread(index, against: 0))
        }
    }

    /// The Raycipe app of documents 000/001, which every class family can aim at.
    static let catalogueManifest = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Golden/apps/raycipe.json").path

    /// A maker of adversarial cases for each class family on Raycipe (the family's classes drawn
    /// evenly, as `linkproof gen` draws them), named for its row.
    static func catalogueMakers() throws -> [Maker] {
        guard let target = CatalogueTarget(try LinkManifest.load(contentsOf: catalogueManifest)) else { return [] }
        var families: [String: [Gen<AdversarialCase>]] = [:]
        var order: [String] = []
        for adversarialClass in AdversarialCatalogue.classes {
            guard let cases = adversarialClass.cases(target) else { continue }
            let family = adversarialClass.name.family
            if families[family] == nil { order.append(family) }
            families[family, default: []].append(cases)
        }
        return order.map { family in
            let cases = Gen.oneOf(families[family] ?? [])
            return Maker("gen catalogue \(family) (\(families[family]?.count ?? 0) classes)", againstLoop: true) { index in
                var source = ChoiceSource(seed: UInt64(index))
                return cases.generate(from: &source).input
            }
        }
    }

    /// One row's way of making the `index`th link, and whether its ratio is against the plain loop.
    struct Maker {
        let name: String
        let againstLoop: Bool
        let make: (Int) -> String

        init(_ name: String, againstLoop: Bool, make: @escaping (Int) -> String) {
            self.name = name
            self.againstLoop = againstLoop
            self.make = make
        }
    }

    /// The same link as `simpleLink` would make from its own bytes' shape, built without the
    /// engine: three PRNG draws, three string appends.
    static func plainSimpleLink(seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        let host = hosts[Int(generator.next() % UInt64(hosts.count))]
        let word = words[Int(generator.next() % UInt64(words.count))]
        return "https://" + host + "/" + word + "/" + String(generator.next() % 100_000)
    }
}
