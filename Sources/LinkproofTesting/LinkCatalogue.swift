import Foundation
import LinkproofCore
import LinkproofGen

/// The adversarial catalogue aimed at one app: its link manifest says what the app's links
/// are, and every class that has something to aim at checks its property against a handler.
public struct LinkCatalogue: Sendable {
    /// The app the classes aim at.
    public let manifest: LinkManifest
    private let target: CatalogueTarget
    /// One case of any class that applies, drawn class first: what the fuzz entry point drives.
    private let anyCase: Gen<(AdversarialClass, AdversarialCase)>?

    /// The catalogue of `manifest`; it must have at least one route template.
    public init(_ manifest: LinkManifest) throws(LinkproofTestingError) {
        guard let target = CatalogueTarget(manifest) else { throw .nothingToAimAt(manifest.name) }
        self.manifest = manifest
        self.target = target
        anyCase = AdversarialCatalogue.anyCase(for: target)
    }

    /// The catalogue of the manifest at `path`: absolute, or relative to the folder of the
    /// calling file (`filePath`), e.g. `LinkCatalogue(manifestAt: "shop.json")` beside the test.
    public init(manifestAt path: String, filePath: StaticString = #filePath) throws(LinkproofTestingError) {
        let resolved = CallerPath.resolve(path, from: filePath).path
        let manifest: LinkManifest
        do { manifest = try LinkManifest.load(contentsOf: resolved) } catch { throw .manifest(resolved, error) }
        try self.init(manifest)
    }

    /// The iOS classes that have something to aim at in this app, in the catalogue's order:
    /// the arguments of a `@Test(arguments:)`. (Android's are judged by the Android decider:
    /// `linkproof gen --check`.)
    public var classes: [AdversarialClassName] {
        AdversarialClassName.allCases.filter { $0.adversarialClass.platform == .ios && $0.adversarialClass.cases(target) != nil }
    }

    /// The property name a class's runs, counterexample files and stored regressions go by
    /// ("<class> on <app>", and the arrival in brackets when it is not a direct open, with the
    /// match type when it is not unique: "baseline on tickets (first-launch, weak match)").
    public func propertyName(_ name: AdversarialClassName, arrival: Arrival = .direct, matchType: MatchType = .unique) -> String {
        "\(name.rawValue) on \(manifest.name)" + CatalogueUnit(name: name, arrival: arrival, matchType: matchType).arrivalLabel
    }

    /// Checks `name`'s property against `handler` (stored regressions first, then the run's
    /// cases), each link handed over as `arrival` hands it with `matchType`; nil when the class has nothing to
    /// aim at in this app. In this process: a trap in the handler ends it (the checks
    /// `assertSurvives` runs each class in a child process instead).
    public func check(_ name: AdversarialClassName, against handler: some LinkDecider,
                      with settings: RunnerSettings = RunnerSettings(), arrival: Arrival = .direct,
                      matchType: MatchType = .unique) -> PropertyResult<AdversarialCase>? {
        generator(name, arrival: arrival, matchType: matchType).map { generator in
            PropertyRunner(settings: settings).check(propertyName(name, arrival: arrival, matchType: matchType), generator,
                                                     property(handler, arrival, matchType))
        }
    }

    /// What the catalogue finds in a handler, as data: for every class, one shrunk
    /// counterexample per route and kind of consequence it breaks (`Counterexample.finding`),
    /// security first, in the catalogue's order. Notes are left out unless `strict`. Each
    /// class runs in a child process unless `isolated` is false, so a class on which the
    /// handler traps is a counterexample whose `trap` is the message (a security finding),
    /// and the other classes still run.
    public func findings(against handler: some LinkDecider, with settings: RunnerSettings = RunnerSettings(),
                         arrival: Arrival = .direct, matchType: MatchType = .unique, isolated: Bool = true, strict: Bool = false,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column)
    -> [(name: AdversarialClassName, counterexample: Counterexample<AdversarialCase>)] {
        let isolation = isolated ? Isolation.current(site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), handler: handler) : .inProcess
        return run(classes.map { CatalogueUnit(name: $0, arrival: arrival, matchType: matchType) }, against: handler, with: settings, strict: strict, isolation: isolation)
            .flatMap { outcome in outcome.run.counterexamples.map { (outcome.unit.name, $0) } }
    }

    /// The cases of class `name` aimed at this app as they reach the handler on `arrival` with `matchType`;
    /// nil when the class has nothing to aim at. Each case carries what the class demands on
    /// that arrival (what a counterexample prints is what was checked), and a case whose link
    /// the platform does not hand to the app on that arrival (`SystemDelivery` on `direct`: a
    /// foreign host, an unregistered scheme, a universal link the AASA file excludes or does
    /// not match; on Android a link no intent filter accepts) is rejected: not handed to the
    /// handler, and counted among the run's discarded cases.
    func generator(_ name: AdversarialClassName, arrival: Arrival = .direct, matchType: MatchType = .unique) -> Gen<AdversarialCase>? {
        guard let cases = name.adversarialClass.cases(target) else { return nil }
        let manifest = manifest
        let android = arrival == .android ? AndroidLinkDecider(manifest: manifest) : nil
        let universalLinks = UniversalLinkDelivery(manifest: manifest)
        let system = SystemDelivery(manifest: manifest)
        return Gen { source in
            let direct = cases.generate(from: &source)
            let delivery: GoldenDelivery
            let expectation: Expectation
            if let android {
                delivery = GoldenDelivery(android: android.decide(direct.input).reason)
                expectation = Arrival.expectationOnAndroid(direct.expectation, for: direct.input, by: android)
            } else {
                let link = arrival.link(direct.input, in: manifest, matchType: matchType)
                switch arrival {
                case .direct: delivery = system.delivery(of: link.text)
                case .inAppContent: delivery = SystemDelivery.inAppContentDelivery(of: direct.input)
                case .defaultBrowser: delivery = SystemDelivery.defaultBrowserDelivery(of: direct.input)
                default: delivery = universalLinks.delivery(of: link.text, context: link.context)
                }
                expectation = arrival.expectation(direct.expectation, for: direct.input, in: manifest, matchType: matchType)
            }
            if delivery != .delivered { source.reject() }
            return AdversarialCase(input: direct.input, expectation: expectation)
        }
    }

    /// A case's property against `handler` on `arrival` (the case drawn from
    /// `generator(_:arrival:)`): the handler's answer, as a decision, is what the case demands.
    func property(_ handler: some LinkDecider, _ arrival: Arrival, _ matchType: MatchType) -> @Sendable (AdversarialCase) -> Bool {
        let decider = HandlerDecider(handler: handler, arrival: arrival, matchType: matchType, manifest: manifest)
        return { sample in
            guard let android = decider.android else { return sample.expectation.isSatisfied(by: decider, for: sample.input) }
            // Every link of the comparison arrives as the case's link does.
            let context = LinkContext(androidDelivery: android.delivery(sample.input).kind)
            return sample.expectation.isSatisfied(by: decider, for: sample.input, context: context)
        }
    }

    /// A case's finding against `handler` on `unit`'s arrival: nil when the handler gives the
    /// answer the class demands, else what its answer costs (`ConsequenceOracle`), judged on
    /// the link as the handler received it. A baseline link (the manifest's own, as its
    /// templates write it) that the handler ignores is a correctness finding, not a note.
    func judge(_ handler: some LinkDecider, _ unit: CatalogueUnit) -> @Sendable (AdversarialCase) -> Finding? {
        let decider = HandlerDecider(handler: handler, arrival: unit.arrival, matchType: unit.matchType, manifest: manifest)
        let oracle = ConsequenceOracle(manifest: manifest)
        let plain = unit.name == .baseline
        return { sample in
            let context = decider.android.map { LinkContext(androidDelivery: $0.delivery(sample.input).kind) } ?? .direct
            guard !sample.expectation.isSatisfied(by: decider, for: sample.input, context: context),
                  let handed = decider.handed(sample.input, context: context) else { return nil }
            return oracle.judge(decider.decide(sample.input, context: context), for: handed.text, context: handed.context, plainLinksMustOpen: plain)
        }
    }

    /// One case drawn from the bytes, read as choices: a class that applies and a case of
    /// it; nil when the choices were rejected. What the fuzz entry point drives.
    func anyCase(from source: inout ChoiceSource) -> (AdversarialClass, AdversarialCase)? {
        guard let anyCase else { return nil }
        let drawn = anyCase.generate(from: &source)
        return source.isRejected ? nil : drawn
    }
}

extension RunnerSettings {
    /// The default settings with `LINKPROOF_SEED` and `LINKPROOF_CASES` applied, whose
    /// counterexamples name `rerunCommand` to reproduce them.
    static func fromEnvironment(rerunCommand: String) throws(LinkproofTestingError) -> RunnerSettings {
        do {
            return try RunnerSettings(rerunCommand: rerunCommand).overridden(by: ProcessInfo.processInfo.environment)
        } catch {
            throw .settings(error)
        }
    }
}
