import Foundation

/// Timing helpers shared by every suite. Figures are reported as ratios against a peer
/// measured in the same run, because absolute numbers on shared machines are noisy.
enum Measure {
    /// Runs `body` `repetitions` times (after one warm-up) and returns the fastest run in
    /// nanoseconds. `body` returns a value that is folded into `sink` so the optimizer
    /// cannot drop the work.
    static func fastest(repetitions: Int, _ body: () -> Int) -> Double {
        withoutActuallyEscaping(body) { inTurns(repetitions, [$0]).best(0) }
    }

    /// Runs every body `repetitions` times in turns (each once per round, after one warm-up
    /// round), so that a change of load on the shared machine affects every body alike; the
    /// times of every round in nanoseconds of `clock` (the wall clock unless told).
    static func inTurns(_ repetitions: Int, clock now: () -> Double = wallClock, _ bodies: [() -> Int]) -> Turns {
        var times = [[Double]](repeating: [], count: bodies.count)
        for body in bodies { sink &+= body() }
        for _ in 0..<max(1, repetitions) {
            for (index, body) in bodies.enumerated() {
                let start = now()
                sink &+= body()
                times[index].append(now() - start)
            }
        }
        return Turns(times: times)
    }

    /// The wall clock (`ContinuousClock`), in nanoseconds since its first reading.
    static func wallClock() -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }

    private static let origin = ContinuousClock.now

    /// This thread's CPU time, in nanoseconds.
    static func threadCPUClock() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// Keeps benchmarked results observable.
    nonisolated(unsafe) static var sink = 0
}

/// The times of bodies measured in turns: `times[body][round]`.
struct Turns {
    let times: [[Double]]

    /// The fastest round of `body`.
    func best(_ body: Int) -> Double { times[body].min() ?? .infinity }

    /// How many times faster body `ours` ran than body `peer`, round by round.
    func spread(_ ours: Int, against peer: Int) -> RatioSpread { RatioSpread(ours: times[ours], peer: times[peer]) }
}

/// How a ratio spread over the rounds of a run in turns: each round's peer time over Linkproof's
/// (how many times faster Linkproof was in that round), their median and range. The headline
/// ratio is of the fastest rounds; the spread says how far the load moved it.
struct RatioSpread: Encodable {
    let median: Double
    let low: Double
    let high: Double
    let rounds: Int

    /// From the times (or any cost: CPU seconds) of each round, Linkproof's and the peer's.
    init(ours: [Double], peer: [Double]) {
        let ratios = zip(ours, peer).map { $1 / $0 }.sorted()
        rounds = ratios.count
        median = ratios.isEmpty ? .nan : ratios.count % 2 == 1 ? ratios[ratios.count / 2]
            : (ratios[ratios.count / 2 - 1] + ratios[ratios.count / 2]) / 2
        low = ratios.first ?? .nan
        high = ratios.last ?? .nan
    }
}

/// One line of a benchmark report: a figure for Linkproof and, where there is one, for the
/// peer it is compared with.
struct BenchRow: Encodable {
    /// What was measured, e.g. "url.parse kasztp (48,010 URLs)".
    let name: String
    /// The unit of `value` and `peerValue`, e.g. "ns/URL".
    let unit: String
    let value: Double
    /// The peer's name and figure in the same run, e.g. "URLComponents(string:)".
    let peer: String?
    let peerValue: Double?
    /// How many times better Linkproof is than the peer (peer / value for times, value / peer for rates).
    let ratio: Double?
    /// How `ratio` spread over the rounds, where the two were measured in turns.
    let spread: RatioSpread?
    /// Free-form extra figures (MB/s, sizes).
    let extra: String?

    init(name: String, unit: String, value: Double, peer: String? = nil, peerValue: Double? = nil,
         higherIsBetter: Bool = false, spread: RatioSpread? = nil, extra: String? = nil) {
        self.name = name
        self.unit = unit
        self.value = value
        self.peer = peer
        self.peerValue = peerValue
        if let peerValue, value > 0, peerValue > 0 {
            ratio = higherIsBetter ? value / peerValue : peerValue / value
        } else {
            ratio = nil
        }
        self.spread = spread
        self.extra = extra
    }
}

/// A group of rows measuring one part of Linkproof.
protocol BenchSuite {
    /// Selects the suite with `--suite NAME`.
    static var name: String { get }
    static func run(_ options: BenchOptions) throws -> [BenchRow]
}

/// Settings common to every suite.
struct BenchOptions {
    /// A file of URLs, one a line (default: the vendored kasztp list).
    var input: String?
    /// How many timed repetitions each row takes its best from.
    var repetitions = 5
    /// The `linkproof` binary the `cli` suite runs (default: the one beside LinkproofBench).
    var linkproof: String?
}
