import LinkproofConformance
import LinkproofCore

/// Suite `route`: decisions per second for `raycipe.json` over a mixed corpus of good and
/// hostile links (the golden inputs written for the app), next to the document's own
/// handler (Foundation's `URL(string:)`, the Firebase SDK's `handleUniversalLink` checks and
/// `parseComponents`) on the same inputs.
enum RouteBench: BenchSuite {
    static let name = "route"

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let suite = try GoldenSuite.load(ConformanceBench.folder)
        guard let manifest = suite.manifests["raycipe"], let document = ReferenceHandlers.handler(for: manifest) else { return [] }
        let inputs = suite.cases.compactMap { golden -> String? in
            guard golden.manifest == "raycipe", case .text(let link) = golden.input else { return nil }
            return link
        }
        let parser = DeepLinkParser(manifest: manifest)
        // Enough work per timed run to dwarf the clock's resolution.
        let corpus = Array(repeating: inputs, count: max(1, 20_000 / inputs.count)).flatMap { $0 }
        let routed = corpus.filter { parser.decide($0).routedLink != nil }.count

        let turns = Measure.inTurns(options.repetitions, [
            { corpus.reduce(0) { $0 &+ acts(parser.decide($1)) } },
            { corpus.reduce(0) { $0 &+ acts(document.decide($1, context: .direct)) } },
        ])
        let (ours, theirs) = (turns.best(0) / Double(corpus.count), turns.best(1) / Double(corpus.count))
        return [
            BenchRow(name: "route.decide raycipe (\(inputs.count) golden links)", unit: "ns/decision", value: ours,
                     peer: "document handler", peerValue: theirs, spread: turns.spread(0, against: 1),
                     extra: String(format: "%.0f decisions/s; %d of %d routed", 1e9 / ours, routed, corpus.count)),
        ]
    }

    /// 1 for a decision that routes or asks to confirm, else 0: what the timed loops keep of
    /// each decision, read without copying its payload, so that the measurement is the
    /// decision's (copying `routedLink` out would add reference counting to both sides).
    private static func acts(_ decision: Decision) -> Int {
        switch decision {
        case .route, .confirm: 1
        case .shortLink, .reject: 0
        }
    }
}
