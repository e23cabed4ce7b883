import LinkproofCore

/// A class of the adversarial catalogue: a generator of cases aimed at an app, and the
/// property every case must satisfy against the decider under test.
public struct AdversarialClass: Sendable {
    /// The class's stable name.
    public let name: AdversarialClassName
    /// The property as a sentence, e.g. "a link whose effective host is not declared never opens".
    public let property: String
    /// Whose decider the property is about: an Android class applies only to a manifest with
    /// an `android` section, and its cases are judged by the Android decider.
    public let platform: CataloguePlatform
    /// The cases aimed at an app; nil when its manifest offers nothing this class can aim
    /// at (no risky route, no dynamic-link prefix, no Android side…).
    public let cases: @Sendable (CatalogueTarget) -> Gen<AdversarialCase>?

    /// A class from its parts.
    public init(_ name: AdversarialClassName, property: String, platform: CataloguePlatform = .ios,
                cases: @escaping @Sendable (CatalogueTarget) -> Gen<AdversarialCase>?) {
        self.name = name
        self.property = property
        self.platform = platform
        self.cases = cases
    }

    /// Runs the property over this class's cases for `target` against `decider`; nil when
    /// the class has nothing to aim at in `target`.
    public func check(_ decider: any LinkDecider, for target: CatalogueTarget,
                      with runner: PropertyRunner) -> PropertyResult<AdversarialCase>? {
        cases(target).map { generator in
            runner.check(name.rawValue, generator) { $0.expectation.isSatisfied(by: decider, for: $0.input) }
        }
    }
}
