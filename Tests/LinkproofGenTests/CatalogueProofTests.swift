import LinkproofCore
import LinkproofGen
import LinkproofTesting
import Testing

/// The catalogue proves itself both ways: the strict router survives every class, and
/// every weakened router and every document's own handler is caught, with a shrunk
/// counterexample printed for the record.
@Suite struct CatalogueProofTests {
    /// Cases per class and manifest for the strict router (the issue asks for at least 2,000).
    static let strictCases = 2_000

    /// Cases per class on the other apps, which add variety rather than new classes.
    static let otherCases = 300

    @Test(arguments: AdversarialClassName.allCases)
    func theStrictRouterSurvivesTheClass(_ name: AdversarialClassName) throws {
        var casesRun = 0
        for manifest in try Manifests.all() {
            let target = try Manifests.target(manifest)
            guard let generator = name.adversarialClass.cases(target) else { continue }
            let cases = Manifests.provingApps.contains(manifest.name) ? CatalogueProofTests.strictCases : CatalogueProofTests.otherCases
            casesRun += cases
            let strict = try #require(name.adversarialClass.platform.strictDecider(for: manifest))
            expectProperty("\(name.rawValue) on \(manifest.name)", cases: cases, generator) { sample in
                sample.expectation.isSatisfied(by: strict, for: sample.input)
            }
        }
        #expect(casesRun >= CatalogueProofTests.strictCases)
    }

    @Test(arguments: [
        ("hasSuffix host check", AdversarialClassName.hostAllowlistBypass),
        ("query split on ','", .queryDelimiterConfusion),
        ("first of duplicates wins", .parameterPollution),
        ("no validation-error check", .backslashConfusion),
        ("decode twice", .doubleEncoding),
    ])
    func aWeakenedRouterIsCaughtByTheClassAimedAtItsWeakness(_ weakness: String, _ name: AdversarialClassName) throws {
        var caught = false
        for manifestName in ["raycipe", "createwithswift"] {
            let manifest = try Manifests.load(manifestName)
            let found = try CatalogueProofTests.counterexamples(against: CatalogueProofTests.weakened(weakness, manifest), on: manifest, classes: [name])
            for (className, counterexample) in found {
                caught = true
                print("[\(weakness) / \(manifestName)] \(className.rawValue): \(CatalogueProofTests.describe(counterexample))")
            }
        }
        #expect(caught, "\(weakness) was not caught by \(name.rawValue)")
    }

    @Test(arguments: ["raycipe", "createwithswift"])
    func theDocumentsOwnHandlerIsCaught(_ manifestName: String) throws {
        let manifest = try Manifests.load(manifestName)
        let document = try #require(ReferenceHandlers.handler(for: manifest))
        let found = try CatalogueProofTests.counterexamples(against: document, on: manifest)
        for (className, counterexample) in found {
            print("[document / \(manifestName)] \(className.rawValue): \(CatalogueProofTests.describe(counterexample))")
        }
        #expect(!found.isEmpty)
    }

    /// Every class's shrunk counterexample against `decider`, at the runner's default budget.
    static func counterexamples(against decider: any LinkDecider, on manifest: LinkManifest,
                                classes: [AdversarialClassName] = AdversarialClassName.allCases) throws
    -> [(AdversarialClassName, Counterexample<AdversarialCase>)] {
        let target = try Manifests.target(manifest)
        let runner = PropertyRunner(settings: RunnerSettings(counterexampleDirectory: nil))
        return classes.map(\.adversarialClass).compactMap { adversarialClass in
            adversarialClass.check(decider, for: target, with: runner)?.counterexample.map { (adversarialClass.name, $0) }
        }
    }

    static func weakened(_ weakness: String, _ manifest: LinkManifest) -> any LinkDecider {
        let strict = DeepLinkParser(manifest: manifest)
        switch weakness {
        case "hasSuffix host check": return SuffixHostRouter(manifest: manifest)
        case "query split on ','": return CommaSplittingRouter(strict: strict)
        case "first of duplicates wins": return FirstDuplicateRouter(strict: strict)
        case "no validation-error check": return RepairAcceptingRouter(strict: strict)
        default: return DoubleDecodingRouter(strict: strict)
        }
    }

    static func describe(_ counterexample: Counterexample<AdversarialCase>) -> String {
        "\(String(reflecting: counterexample.value.input)) expected \(counterexample.value.expected) (choices \(counterexample.hex), shrunk from \(counterexample.originalLength) bytes)"
    }
}
