/// What `AASACorpus.run` found; encodes as `{"matching": {"passed", "total"}, "validation": …, "failures": […]}`.
package struct AASACorpusReport: Sendable, Codable, Equatable, JSONWritable {
    /// Passed and total cases of one kind.
    public struct Tally: Sendable, Codable, Equatable {
        /// Cases that passed.
        public var passed: Int
        /// Cases run.
        public var total: Int
    }

    /// Matching passes of one `feature`; `trivial` counts the `no_match` passes, which a
    /// matcher that matches nothing would pass too.
    public struct FeatureTally: Sendable, Codable, Equatable {
        /// The feature tag.
        public var feature: String
        /// Cases of the feature that passed.
        public var passed = 0
        /// Cases of the feature.
        public var total = 0
        /// Passes that expected `no_match`.
        public var trivial = 0
    }

    /// One case that did not pass.
    public struct Failure: Sendable, Codable, Equatable {
        /// The case name.
        public let name: String
        /// The expected decision, or the expected codes joined by commas.
        public let expected: String
        /// What the engine answered, in the same form.
        public let got: String
    }

    /// The matching cases.
    public let matching: Tally
    /// The validation cases.
    public let validation: Tally
    /// Matching cases per feature, sorted by feature.
    public let features: [FeatureTally]
    /// Every failing case, matching first.
    public let failures: [Failure]

    /// True when every case passed.
    public var passed: Bool { failures.isEmpty }
}
