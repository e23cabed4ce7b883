import Foundation
import LinkproofCore

/// Suite `pattern`: a `pattern` parameter type decides in time linear in the value, whatever
/// the pattern (issue 29). The worst pattern we can write for a deterministic automaton is
/// the one whose automaton is largest, so that every byte is a step to a state far from the
/// last in memory: `[ab]*a[ab]{13}` ("a 14th-last byte a") needs 2¹⁴ states, just under the
/// compiled-size cap, and a random `a`/`b` value never leaves them. The row's figure is the
/// time per byte of a 1 MiB value; its peer the time per byte of a 1 KiB one, so a ratio
/// near 1× is flat (linear time) and 1/1024× would be quadratic. Times are the thread's CPU
/// time, fastest of the repetitions: on a shared machine a 1 MiB match (milliseconds) is
/// otherwise rarely left unpreempted, which wall time would count as the match's.
enum PatternBench: BenchSuite {
    static let name = "pattern"

    /// The pattern, also timed as it compiles (its automaton is built when a manifest loads).
    static let worst = "[ab]*a[ab]{13}"
    static let sizes = [1 << 10, 1 << 14, 1 << 17, 1 << 20]

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let repetitions = min(options.repetitions, 5)
        var pattern: ValuePattern?
        let compile = Measure.fastest(repetitions: repetitions) {
            pattern = try? ValuePattern(worst)
            return pattern?.stateCount ?? 0
        }
        guard let pattern else { return [] }
        // A fixed random a/b sequence (SplitMix64's constants), the same in every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let value: [UInt8] = (0..<sizes.last!).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 63 == 0 ? UInt8(ascii: "a") : UInt8(ascii: "b")
        }
        let turns = value.withUnsafeBufferPointer { all in
            Measure.inTurns(repetitions, clock: Measure.threadCPUClock, sizes.map { size in { pattern.matches(UnsafeBufferPointer(rebasing: all[..<size])) ? 1 : 0 } })
        }
        let perByte = sizes.indices.map { turns.best($0) / Double(sizes[$0]) }
        let (last, first) = (sizes.count - 1, 0)
        let listed = zip(sizes, perByte).map { "\($0 >> 10) KiB \(String(format: "%.2f", $1)) ns/B" }.joined(separator: " · ")
        return [
            BenchRow(name: "pattern match \(worst) (\(pattern.stateCount) states), 1 MiB value", unit: "ns/byte", value: perByte.last!,
                     peer: "the same per byte at 1 KiB", peerValue: perByte.first!,
                     spread: RatioSpread(ours: turns.times[last].map { $0 / Double(sizes[last]) },
                                         peer: turns.times[first].map { $0 / Double(sizes[first]) }),
                     extra: listed + String(format: "; compiling the pattern %.1f ms", compile / 1e6)),
        ]
    }
}
