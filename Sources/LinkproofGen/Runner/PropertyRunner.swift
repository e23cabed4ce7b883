import Foundation

/// Runs a property over generated cases and, on failure, shrinks the case and stores its
/// choices. Independent of any test framework, so the tests, the fuzz targets and the CLI
/// share it; `swift test` helpers turn the result into a recorded issue.
public struct PropertyRunner: Sendable {
    /// Rejected cases (see `Gen.filter`) tolerated per requested case before giving up.
    public static let discardsPerCase = 10

    /// The cases, seed, shrink budget and counterexample directory of every check.
    public let settings: RunnerSettings

    /// A runner with `settings` (apply environment overrides first, with `overridden(by:)`).
    public init(settings: RunnerSettings = RunnerSettings()) {
        self.settings = settings
    }

    /// Checks that `property` holds for the stored regressions of `name` (see
    /// `RunnerSettings.regressionDirectory`), then for `settings.cases` values of `generator`.
    /// Case `i` draws from a PRNG seeded by the `i`-th number of SplitMix64(`settings.seed`),
    /// so the run is deterministic for a seed.
    public func check<Value>(_ name: String, _ generator: Gen<Value>, _ property: (Value) -> Bool) -> PropertyResult<Value> {
        for stored in StoredRegressions.files(for: name, in: settings.regressionDirectory) {
            var source = ChoiceSource(bytes: stored.choices)
            let value = generator.generate(from: &source)
            if !source.isRejected && !property(value) {
                return .failed(counterexample(name, caseIndex: 0, regression: stored.path, choices: source.choices,
                                              value: value, generator, property))
            }
        }
        var seeds = SplitMix64(seed: settings.seed)
        var passed = 0
        var discarded = 0
        while passed < settings.cases && discarded <= settings.cases * PropertyRunner.discardsPerCase {
            var source = ChoiceSource(seed: seeds.next())
            let value = generator.generate(from: &source)
            if source.isRejected {
                discarded += 1
            } else if property(value) {
                passed += 1
            } else {
                return .failed(counterexample(name, caseIndex: passed + discarded, regression: nil, choices: source.choices,
                                              value: value, generator, property))
            }
        }
        let summary = PropertySummary(property: name, seed: settings.seed, passed: passed, discarded: discarded)
        return passed < settings.cases ? .gaveUp(summary) : .passed(summary)
    }

    private func counterexample<Value>(
        _ name: String, caseIndex: Int, regression: String?, choices: [UInt8], value: Value,
        _ generator: Gen<Value>, _ property: (Value) -> Bool
    ) -> Counterexample<Value> {
        let shrunk = Shrinker(budget: settings.shrinkBudget).shrink(choices, of: generator) { !property($0) }
        let minimal = shrunk?.choices ?? choices
        return Counterexample(
            property: name, seed: settings.seed, cases: settings.cases, caseIndex: caseIndex, regression: regression,
            value: shrunk?.value ?? value, choices: minimal, originalLength: choices.count,
            shrinkAttempts: shrunk?.attempts ?? 0,
            storage: CounterexampleStorage.store(minimal, named: name, in: settings.counterexampleDirectory),
            regressionFolder: settings.regressionDirectory.map { StoredRegressions.folder(for: name, in: $0) },
            rerunCommand: settings.rerunCommand, workingDirectory: FileManager.default.currentDirectoryPath)
    }
}

/// Checks `property` over `cases` values of `generator` from `seed`, with `LINKPROOF_SEED`
/// and `LINKPROOF_CASES` in `environment` taking precedence.
public func checkProperty<Value>(
    _ name: String, cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    _ generator: Gen<Value>, _ property: (Value) -> Bool
) throws(RunnerSettingsError) -> PropertyResult<Value> {
    let settings = try RunnerSettings(cases: cases, seed: seed).overridden(by: environment)
    return PropertyRunner(settings: settings).check(name, generator, property)
}
