/// A failing case made as simple as the shrinker could make it.
public struct ShrinkResult<Value> {
    /// The simplest failing value found.
    public let value: Value
    /// Its choices: `Gen.replay(choices)` gives `value` again.
    public let choices: [UInt8]
    /// How many candidate sequences were run.
    public let attempts: Int
}

/// Shrinks failing cases by simplifying their choice sequence, as Hypothesis's shrinker
/// does: a candidate is accepted if it is shortlex-smaller and still fails. Passes (delete
/// spans, delete blocks, zero spans, minimize each draw by binary search, sort equal-width
/// draws) repeat until none makes progress or the budget of runs is spent. Deterministic:
/// the same generator, property and choices always give the same result.
public struct Shrinker: Sendable {
    /// The default number of candidate runs one shrink may take.
    public static let defaultBudget = 5_000

    /// The most candidate runs one shrink may take.
    public let budget: Int

    /// A shrinker that runs at most `budget` candidates.
    public init(budget: Int = Shrinker.defaultBudget) {
        self.budget = budget
    }

    /// Shrinks the failing case that `choices` decode to under `generator`, where `fails`
    /// tells whether a value still shows the failure; `nil` if `choices` do not fail.
    public func shrink<Value>(
        _ choices: [UInt8], of generator: Gen<Value>, while fails: (Value) -> Bool
    ) -> ShrinkResult<Value>? {
        withoutActuallyEscaping(fails) { fails in
            let start = Trial(generator, over: choices)
            guard !start.isRejected && fails(start.value) else { return nil }
            var state = ShrinkState(generator: generator, fails: fails, budget: budget, current: start)
            state.run()
            return ShrinkResult(value: state.current.value, choices: state.current.choices, attempts: state.attempts)
        }
    }
}

/// The shrinker's working state: the simplest failing trial so far and the budget spent.
struct ShrinkState<Value> {
    let generator: Gen<Value>
    let fails: (Value) -> Bool
    let budget: Int
    private(set) var current: Trial<Value>
    private(set) var attempts = 0
    private(set) var improvements = 0

    init(generator: Gen<Value>, fails: @escaping (Value) -> Bool, budget: Int, current: Trial<Value>) {
        self.generator = generator
        self.fails = fails
        self.budget = budget
        self.current = current
    }

    var hasBudget: Bool { attempts < budget }

    /// Runs every pass until a whole round makes no progress or the budget is spent.
    mutating func run() {
        var before = -1
        while improvements > before && hasBudget {
            before = improvements
            deleteSpans()
            for size in [8, 4, 2, 1] { deleteBlocks(size: size) }
            zeroSpans()
            minimizeDraws()
            sortDraws()
        }
    }

    /// Runs `candidate` and keeps it if it is simpler and still fails.
    @discardableResult
    mutating func consider(_ candidate: [UInt8]) -> Bool {
        guard hasBudget && candidate.isSimpler(than: current.choices) else { return false }
        attempts += 1
        let trial = Trial(generator, over: candidate)
        guard !trial.isRejected && trial.choices.isSimpler(than: current.choices) && fails(trial.value) else {
            return false
        }
        current = trial
        improvements += 1
        return true
    }
}
