import LinkproofCore
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
