import Foundation
import LinkproofCore
import LinkproofFuzzTargets
import LinkproofGen
import LinkproofTesting

/// Suite `fuzz-entry`: the time of one execution of a team's fuzz entry
/// (`FuzzTarget.catalogue` over a handler that routes through LinkproofCore, as
/// Examples/TicketLinks' does), next to one of Linkproof's `route` target aimed at the same
/// manifest, on the same links (issue 43: a team's entry should run at least half as fast).
/// The entry reads seeded random bytes as the catalogue's choices; the route target reads the
/// link each of them drew, after a control byte. `Scripts/bench-instructions fuzz-entry` counts
/// the instructions of both (`--profile fuzz-entry`).
enum FuzzEntryBench: BenchSuite {
    static let name = "fuzz-entry"

    /// The example app's manifest (4 routes, an AASA file, a custom scheme).
    static let manifestPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/TicketLinks/Sources/TicketLinks/tickets.json").path

    /// How many inputs one pass executes.
    static let inputCount = 2_000

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let (entry, app, inputs, links) = try load()
        let turns = Measure.inTurns(options.repetitions, [{ executeEntry(entry, inputs) }, { executeRoute(app, links) }])
        let (ours, theirs) = (turns.best(0) / Double(inputs.count), turns.best(1) / Double(links.count))
        return [
            BenchRow(name: "fuzz.entry tickets (\(inputs.count) inputs)", unit: "ns/execution", value: ours,
                     peer: "the route target on the same links", peerValue: theirs, spread: turns.spread(0, against: 1),
                     extra: String(format: "%.0f executions/s; the entry runs at %.0f%% of the route target's rate", 1e9 / ours, 100 * theirs / ours)),
        ]
    }

    /// Executes both targets over their inputs twice and nothing else, for a profiler
    /// (`Scripts/bench-instructions fuzz-entry` counts `executeEntry`'s and `executeRoute`'s
    /// instructions); returns how many inputs one pass executed.
    static func profile() throws -> Int {
        let (entry, app, inputs, links) = try load()
        Measure.sink &+= executeEntry(entry, inputs) &+ executeEntry(entry, inputs)
        Measure.sink &+= executeRoute(app, links) &+ executeRoute(app, links)
        return inputs.count
    }

    /// The entry over Linkproof's own parser, the route target's app, the entry's inputs and
    /// the route target's (a control byte, then the link the entry's input drew).
    private static func load() throws -> (FuzzTarget, FuzzApp, [[UInt8]], [[UInt8]]) {
        let app = try FuzzApp.load(manifestAt: manifestPath)
        let catalogue = try LinkCatalogue(app.manifest)
        guard let target = CatalogueTarget(app.manifest), let cases = AdversarialCatalogue.anyCase(for: target) else {
            throw BenchError("\(manifestPath) has nothing for the catalogue to aim at")
        }
        var random = SplitMix64(seed: 43)
        let inputs = (0..<inputCount).map { _ in (0..<48).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let links = inputs.map { [0] + Array(cases.replay($0).1.input.utf8) }
        return (FuzzTarget.catalogue(named: "tickets-links", app.parser, catalogue), app, inputs, links)
    }

    /// How many of `inputs` the entry executed without a violation.
    @inline(never)
    private static func executeEntry(_ entry: FuzzTarget, _ inputs: [[UInt8]]) -> Int {
        inputs.reduce(0) { count, input in
            do {
                try entry.check(input)
                return count &+ 1
            } catch {
                return count
            }
        }
    }

    /// How many of `links` the route target executed without a violation.
    @inline(never)
    private static func executeRoute(_ app: FuzzApp, _ links: [[UInt8]]) -> Int {
        links.reduce(0) { count, link in
            do {
                try FuzzTarget.route.check(link, app: app)
                return count &+ 1
            } catch {
                return count
            }
        }
    }
}
