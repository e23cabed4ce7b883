import Foundation

/// Every kind of finding one property run made: one shrunk counterexample per finding key
/// (route and kind), and the counts.
public struct FindingsRun<Value> {
    /// The run's counts: `passed` counts the cases that made no failing finding.
    public let summary: PropertySummary
    /// One shrunk counterexample per key, in key order (security first), each with its `finding`.
    public let counterexamples: [Counterexample<Value>]
    /// The cases whose finding was a note (counted in `summary.passed`).
    public let notes: Int
    /// The run's requested number of cases.
    public let requested: Int

    /// The run of a property whose code under test trapped on `trap` (its `trap` counterexample)
    /// in a child process: the other findings of the run, if any, are not known.
    public static func trapped(_ trap: Counterexample<Value>, settings: RunnerSettings) -> FindingsRun {
        FindingsRun(summary: PropertySummary(property: trap.property, seed: settings.seed, passed: 0, discarded: 0),
                    counterexamples: [trap], notes: 0, requested: settings.cases)
    }

    /// Whether too many cases were rejected to run the requested number.
    public var gaveUp: Bool { counterexamples.isEmpty && summary.passed < requested }
}

extension PropertyRunner {
    /// The fewest candidate runs each finding key's shrink gets in `findings`.
    public static let minimumShrinkBudget = 500

    /// Runs `judge` over the stored regressions of `name`, then over all `settings.cases`
    /// cases of `generator` — past the first failure: a finding whose kind `fails(strict:)` is
    /// kept per key (its route and kind), the first case of each key shrunk while it still
    /// makes a finding of that key. So one class's run shows every route it breaks, each
    /// consequence once, and notes are counted, not reported (unless `strict`).
    public func findings<Value>(_ name: String, _ generator: Gen<Value>, strict: Bool,
                                _ judge: (Value) -> Finding?) -> FindingsRun<Value> {
        var first: [Finding.Key: (choices: [UInt8], value: Value, caseIndex: Int, regression: String?)] = [:]
        var notes = 0
        func consider(_ value: Value, choices: [UInt8], caseIndex: Int, regression: String?) -> Bool {
            guard let finding = judge(value) else { return true }
            guard finding.kind.fails(strict: strict) else {
                notes += 1
                return true
            }
            if first[finding.key] == nil { first[finding.key] = (choices, value, caseIndex, regression) }
            return false
        }
        for stored in StoredRegressions.files(for: name, in: settings.regressionDirectory) {
            var source = ChoiceSource(bytes: stored.choices)
            let value = generator.generate(from: &source)
            if !source.isRejected { _ = consider(value, choices: source.choices, caseIndex: 0, regression: stored.path) }
        }
        var seeds = SplitMix64(seed: settings.seed)
        var passed = 0
        var discarded = 0
        var failed = 0
        while passed + failed < settings.cases && discarded <= settings.cases * PropertyRunner.discardsPerCase {
            var source = ChoiceSource(seed: seeds.next())
            let value = generator.generate(from: &source)
            if source.isRejected {
                discarded += 1
            } else if consider(value, choices: source.choices, caseIndex: passed + failed + discarded, regression: nil) {
                passed += 1
            } else {
                failed += 1
            }
        }
        // The shrink budget is shared by the keys (at least `minimumShrinkBudget` each): a class
        // that breaks many routes costs about what one shrink did before.
        let budget = max(PropertyRunner.minimumShrinkBudget, settings.shrinkBudget / max(1, first.count))
        let counterexamples = first.sorted { $0.key < $1.key }.map { key, found in
            let shrunk = Shrinker(budget: budget).shrink(found.choices, of: generator) { judge($0)?.key == key }
            let minimal = shrunk?.choices ?? found.choices
            var counterexample = Counterexample(
                property: name, seed: settings.seed, cases: settings.cases, caseIndex: found.caseIndex, regression: found.regression,
                value: shrunk?.value ?? found.value, choices: minimal, originalLength: found.choices.count,
                shrinkAttempts: shrunk?.attempts ?? 0,
                storage: CounterexampleStorage.store(minimal, named: name, in: settings.counterexampleDirectory),
                regressionFolder: settings.regressionDirectory.map { StoredRegressions.folder(for: name, in: $0) },
                rerunCommand: settings.rerunCommand, workingDirectory: FileManager.default.currentDirectoryPath)
            counterexample.finding = judge(counterexample.value)
            return counterexample
        }
        return FindingsRun(summary: PropertySummary(property: name, seed: settings.seed, passed: passed, discarded: discarded),
                           counterexamples: counterexamples, notes: notes, requested: settings.cases)
    }
}
