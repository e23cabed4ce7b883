/// A property run's result without its value, as plain data: what a child process that ran
/// the property hands back to the parent, which replays the choices to get the value again
/// (generators are deterministic, so the value is the child's).
public struct PropertyResultRecord: Codable, Sendable, Equatable {
    /// `passed`, `gave-up` or `failed`.
    public let outcome: String
    /// The counts of a run that found no failure.
    let summary: SummaryRecord?
    /// The counterexample of a failed run, without its value.
    let counterexample: CounterexampleRecord?

    struct SummaryRecord: Codable, Equatable {
        let property: String, seed: UInt64, passed: Int, discarded: Int
    }

    struct CounterexampleRecord: Codable, Equatable {
        let property: String, seed: UInt64, cases: Int, caseIndex: Int, regression: String?
        let choices: [UInt8], originalLength: Int, shrinkAttempts: Int, storage: CounterexampleStorage
        let regressionFolder: String?, rerunCommand: String, workingDirectory: String, trap: String?
        var finding: Finding? = nil

        init<Value>(_ found: Counterexample<Value>) {
            property = found.property
            seed = found.seed
            cases = found.cases
            caseIndex = found.caseIndex
            regression = found.regression
            choices = found.choices
            originalLength = found.originalLength
            shrinkAttempts = found.shrinkAttempts
            storage = found.storage
            regressionFolder = found.regressionFolder
            rerunCommand = found.rerunCommand
            workingDirectory = found.workingDirectory
            trap = found.trap
            finding = found.finding
        }

        func counterexample<Value>(replaying generator: Gen<Value>) -> Counterexample<Value> {
            var counterexample = Counterexample(
                property: property, seed: seed, cases: cases, caseIndex: caseIndex, regression: regression,
                value: generator.replay(choices), choices: choices, originalLength: originalLength,
                shrinkAttempts: shrinkAttempts, storage: storage, regressionFolder: regressionFolder,
                rerunCommand: rerunCommand, workingDirectory: workingDirectory, trap: trap)
            counterexample.finding = finding
            return counterexample
        }
    }

    /// The record of `result`.
    public init<Value>(_ result: PropertyResult<Value>) {
        switch result {
        case .passed(let summary), .gaveUp(let summary):
            if case .passed = result { outcome = "passed" } else { outcome = "gave-up" }
            self.summary = SummaryRecord(property: summary.property, seed: summary.seed, passed: summary.passed, discarded: summary.discarded)
            counterexample = nil
        case .failed(let found):
            outcome = "failed"
            summary = nil
            counterexample = CounterexampleRecord(found)
        }
    }

    /// The result again, its counterexample's value replayed from its choices by `generator`;
    /// nil when the record is not one this version writes.
    public func result<Value>(replaying generator: Gen<Value>) -> PropertyResult<Value>? {
        if let summary {
            let restored = PropertySummary(property: summary.property, seed: summary.seed, passed: summary.passed, discarded: summary.discarded)
            return outcome == "passed" ? .passed(restored) : .gaveUp(restored)
        }
        guard let found = counterexample else { return nil }
        return .failed(found.counterexample(replaying: generator))
    }
}

/// A findings run without its values, as plain data: what a child process hands back.
public struct FindingsRunRecord: Codable, Sendable, Equatable {
    let summary: PropertyResultRecord.SummaryRecord
    let counterexamples: [PropertyResultRecord.CounterexampleRecord]
    let notes: Int
    let requested: Int

    /// The record of `run`.
    public init<Value>(_ run: FindingsRun<Value>) {
        summary = PropertyResultRecord.SummaryRecord(property: run.summary.property, seed: run.summary.seed,
                                                     passed: run.summary.passed, discarded: run.summary.discarded)
        counterexamples = run.counterexamples.map(PropertyResultRecord.CounterexampleRecord.init)
        notes = run.notes
        requested = run.requested
    }

    /// The run again, each counterexample's value replayed from its choices by `generator`.
    public func run<Value>(replaying generator: Gen<Value>) -> FindingsRun<Value> {
        FindingsRun(summary: PropertySummary(property: summary.property, seed: summary.seed, passed: summary.passed, discarded: summary.discarded),
                    counterexamples: counterexamples.map { $0.counterexample(replaying: generator) }, notes: notes, requested: requested)
    }
}

extension Counterexample {
    /// A counterexample for a trap that the value of `choices` hit in a child process (the
    /// child died, so nothing but the choices and the trap's message came back).
    public static func trap(_ message: String, property: String, settings: RunnerSettings, caseIndex: Int, regression: String?,
                            value: Value, choices: [UInt8], originalLength: Int, isolatedRuns: Int, workingDirectory: String) -> Counterexample {
        Counterexample(
            property: property, seed: settings.seed, cases: settings.cases, caseIndex: caseIndex, regression: regression,
            value: value, choices: choices, originalLength: originalLength, shrinkAttempts: isolatedRuns,
            storage: CounterexampleStorage.store(choices, named: property, in: settings.counterexampleDirectory),
            regressionFolder: settings.regressionDirectory.map { StoredRegressions.folder(for: property, in: $0) },
            rerunCommand: settings.rerunCommand, workingDirectory: workingDirectory, trap: message, finding: .trap(message))
    }
}
