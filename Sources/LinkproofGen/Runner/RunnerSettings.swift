/// How a property runs: how many cases, from which seed, how hard to shrink, and where
/// counterexamples are written.
public struct RunnerSettings: Sendable, Equatable {
    /// The seed of every run that does not choose one, so the default run is deterministic.
    public static let defaultSeed: UInt64 = 0x4C69_6E6B_7072_6F66  // "Linkprof"
    /// The number of cases of every run that does not choose one.
    public static let defaultCases = 1_000
    /// The environment variable that overrides the seed (decimal, or hex after `0x`).
    public static let seedVariable = "LINKPROOF_SEED"
    /// The environment variable that overrides the number of cases (a positive decimal).
    public static let casesVariable = "LINKPROOF_CASES"
    /// Where counterexample files go, relative to the package root `swift test` runs in.
    public static let defaultCounterexampleDirectory = ".build/linkproof-counterexamples"
    /// Where stored regressions are read from, relative to the package root: every file of
    /// `<directory>/<property>/` replays before a property's generated cases.
    public static let defaultRegressionDirectory = "Regressions"

    /// How many cases to run.
    public var cases: Int
    /// The seed the cases' own seeds are drawn from.
    public var seed: UInt64
    /// How many candidate runs a shrink may take.
    public var shrinkBudget: Int
    /// Where a failing case's choices are written, or `nil` to write nothing.
    public var counterexampleDirectory: String?
    /// Where stored regressions are replayed from (`<directory>/<property>/`, every file a
    /// choice stream), or `nil` to replay none.
    public var regressionDirectory: String?
    /// The command that runs the check again from the package root, e.g.
    /// `swift test --filter catalogue`; a reproduce command puts the seed in front of it.
    public var rerunCommand: String

    /// Settings with the given values, before any environment override.
    public init(cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed,
                shrinkBudget: Int = Shrinker.defaultBudget,
                counterexampleDirectory: String? = RunnerSettings.defaultCounterexampleDirectory,
                regressionDirectory: String? = RunnerSettings.defaultRegressionDirectory,
                rerunCommand: String = "swift test") {
        self.cases = cases
        self.seed = seed
        self.shrinkBudget = shrinkBudget
        self.counterexampleDirectory = counterexampleDirectory
        self.regressionDirectory = regressionDirectory
        self.rerunCommand = rerunCommand
    }

    /// These settings with `LINKPROOF_SEED` and `LINKPROOF_CASES` from `environment` applied.
    public func overridden(by environment: [String: String]) throws(RunnerSettingsError) -> RunnerSettings {
        var settings = self
        if let text = environment[RunnerSettings.seedVariable] {
            guard let seed = RunnerSettings.parseSeed(text) else { throw .invalidSeed(text) }
            settings.seed = seed
        }
        if let text = environment[RunnerSettings.casesVariable] {
            guard let cases = Int(text), cases > 0 else { throw .invalidCases(text) }
            settings.cases = cases
        }
        return settings
    }

    /// A seed written in decimal or in hex after `0x`.
    static func parseSeed(_ text: String) -> UInt64? {
        let hexDigits = text.hasPrefix("0x") || text.hasPrefix("0X") ? text.dropFirst(2) : nil
        if let hexDigits { return hexDigits.isEmpty ? nil : UInt64(hexDigits, radix: 16) }
        return UInt64(text)
    }
}

/// An environment override that is not a valid value.
public enum RunnerSettingsError: Error, Equatable, CustomStringConvertible {
    /// `LINKPROOF_SEED` is neither a decimal nor a `0x` hex 64-bit number.
    case invalidSeed(String)
    /// `LINKPROOF_CASES` is not a positive decimal number.
    case invalidCases(String)

    /// The message for a person, naming the variable and its value.
    public var description: String {
        switch self {
        case .invalidSeed(let text): "\(RunnerSettings.seedVariable)='\(text)' is not a 64-bit number (decimal, or hex after 0x)"
        case .invalidCases(let text): "\(RunnerSettings.casesVariable)='\(text)' is not a positive number"
        }
    }
}
