/// What a property run found.
public enum PropertyResult<Value> {
    /// Every requested case passed.
    case passed(PropertySummary)
    /// Too many cases were rejected by filters to run the requested number.
    case gaveUp(PropertySummary)
    /// A case failed; here it is, shrunk.
    case failed(Counterexample<Value>)

    /// The failing case, if any.
    public var counterexample: Counterexample<Value>? {
        if case .failed(let counterexample) = self { return counterexample }
        return nil
    }

    /// A report for a person: one line for a pass, the whole counterexample for a failure.
    public var report: String {
        switch self {
        case .passed(let summary):
            "Property '\(summary.property)' passed \(summary.passed) cases (seed \(summary.seed.paddedHex), \(summary.discarded) discarded)."
        case .gaveUp(let summary):
            "Property '\(summary.property)' gave up: only \(summary.passed) cases passed the generator's filters, \(summary.discarded) were rejected (seed \(summary.seed.paddedHex))."
        case .failed(let counterexample):
            counterexample.report
        }
    }
}

/// The counts of a run that found no failure.
public struct PropertySummary: Sendable, Equatable {
    /// The property's name.
    public let property: String
    /// The run's seed.
    public let seed: UInt64
    /// Cases that satisfied the property.
    public let passed: Int
    /// Cases rejected by a generator's filter, not tested.
    public let discarded: Int
}

/// A shrunk failing case, with everything needed to reproduce and keep it.
public struct Counterexample<Value> {
    /// The property's name.
    public let property: String
    /// The run's seed (`LINKPROOF_SEED` reruns the whole run).
    public let seed: UInt64
    /// Which case of the run failed first, counting from 0.
    public let caseIndex: Int
    /// The shrunk value.
    public let value: Value
    /// The shrunk choices: `ChoiceSource(bytes: choices)` replays `value`.
    public let choices: [UInt8]
    /// How many choices the case had before shrinking.
    public let originalLength: Int
    /// How many candidates the shrinker ran.
    public let shrinkAttempts: Int
    /// The fuzz target whose regressions this case belongs to.
    public let regressionTarget: String
    /// Where the choices were written.
    public let storage: CounterexampleStorage

    /// The choices in lowercase hex.
    public var hex: String { choices.hexEncoded }
    /// The choices in base64.
    public var base64: String { choices.base64Encoded }

    /// The command that stores the choices as a regression entry, once they are in a file.
    public var regressionCommand: String? {
        guard case .written(let path) = storage else { return nil }
        return "Scripts/add-regression \(regressionTarget) \(path)"
    }

    /// A report for a person: the value, the seed, the choices, and how to keep them.
    public var report: String {
        var lines = [
            "Property '\(property)' failed at case \(caseIndex) (seed \(seed.paddedHex); rerun with LINKPROOF_SEED=\(seed.paddedHex)).",
            "Minimal value: \(String(reflecting: value))",
            "Shrunk from \(originalLength) to \(choices.count) choice bytes in \(shrinkAttempts) runs.",
            "Choices (hex): \(hex.isEmpty ? "(none)" : hex)",
            "Choices (base64): \(base64.isEmpty ? "(none)" : base64)",
        ]
        switch storage {
        case .written(let path): lines.append("Choices written to \(path)")
        case .notWritten(let reason): lines.append("Choices not written: \(reason)")
        case .disabled: break
        }
        if let regressionCommand { lines.append("Store as a regression: \(regressionCommand)") }
        return lines.joined(separator: "\n")
    }
}
