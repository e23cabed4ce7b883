import LinkproofCore

/// A shrunk failing case, with everything needed to reproduce and keep it.
public struct Counterexample<Value> {
    /// The property's name.
    public let property: String
    /// The run's seed (`LINKPROOF_SEED` reruns the whole run).
    public let seed: UInt64
    /// The run's number of cases (`LINKPROOF_CASES`).
    public let cases: Int
    /// Which case of the run failed first, counting from 0 (a stored regression counts as none).
    public let caseIndex: Int
    /// The stored regression file the case was replayed from; nil for a generated case.
    public let regression: String?
    /// The shrunk value.
    public let value: Value
    /// The shrunk choices: `ChoiceSource(bytes: choices)` replays `value`.
    public let choices: [UInt8]
    /// How many choices the case had before shrinking.
    public let originalLength: Int
    /// How many candidates the shrinker ran.
    public let shrinkAttempts: Int
    /// Where the choices were written.
    public let storage: CounterexampleStorage
    /// The absolute folder whose files replay before every run of the property; nil when
    /// the run replays no regressions.
    public let regressionFolder: String?
    /// The command that runs the check again (`RunnerSettings.rerunCommand`).
    public let rerunCommand: String
    /// The folder the run ran in (the package root under `swift test`), where the rerun goes.
    public let workingDirectory: String
    /// The message of the trap (`Fatal error: …`, `Precondition failed: …`) the code under
    /// test hit on `value`, run in a child process; nil when the property simply did not hold.
    public internal(set) var trap: String? = nil
    /// What the case made the code under test do, judged by its consequence
    /// (`PropertyRunner.findings`); nil for a plain property run.
    public internal(set) var finding: Finding? = nil

    /// The command that fails again on this case: the same run (seed and cases), from the
    /// package root; for a stored regression, any run.
    public var reproduceCommand: String {
        let cd = "cd \(OutputEscaping.shellWord(workingDirectory)) && "
        if regression != nil { return cd + rerunCommand }
        return cd + "\(RunnerSettings.seedVariable)=\(seed.paddedHex) \(RunnerSettings.casesVariable)=\(cases) \(rerunCommand)"
    }

    /// The command that stores the choices as a regression, replayed before every later run;
    /// nil when they are not in a file, the run replays no regressions, or they came from one.
    public var regressionCommand: String? {
        guard case .written(let path) = storage, let regressionFolder, regression == nil else { return nil }
        let folder = OutputEscaping.shellWord(regressionFolder)
        return "mkdir -p \(folder) && cp \(OutputEscaping.shellWord(path)) \(folder)/"
    }

    /// The choices in lowercase hex.
    public var hex: String { choices.hexEncoded }
    /// The choices in base64.
    public var base64: String { choices.base64Encoded }

    /// A report for a person: the value, the seed, the choices, and how to reproduce and keep
    /// them (the value as it describes itself; a string quoted, so an empty or blank one shows).
    public var report: String { report { ($0 as? String).map { String(reflecting: $0) } ?? String(describing: $0) } }

    /// The report, the value written by `describe` (never a type dump).
    public func report(describing describe: (Value) -> String) -> String {
        let failed = trap == nil ? "failed" : "trapped (the code under test crashed)"
        var lines = [
            regression.map { "Property '\(property)' \(failed) on its stored regression \($0)." }
                ?? "Property '\(property)' \(failed) at case \(caseIndex) (seed \(seed.paddedHex); rerun with \(RunnerSettings.seedVariable)=\(seed.paddedHex)).",
        ]
        if let trap { lines.append("Trap: \(trap)") }
        lines += [
            "Minimal value: \(TerminalText.escaped(describe(value)))",
            "Shrunk from \(originalLength) to \(choices.count) choice bytes in \(shrinkAttempts) \(trap == nil ? "runs" : "isolated runs").",
            "Choices (hex): \(hex.isEmpty ? "(none)" : hex)",
            "Choices (base64): \(base64.isEmpty ? "(none)" : base64)",
        ]
        switch storage {
        case .written(let path): lines.append("Choices written to \(path)")
        case .notWritten(let reason): lines.append("Choices not written: \(reason)")
        case .disabled: break
        }
        lines.append("Reproduce: \(reproduceCommand)")
        if let regressionCommand { lines.append("Store as a regression: \(regressionCommand)") }
        return lines.joined(separator: "\n")
    }
}
