import LinkproofGen
import LinkproofTesting
import Testing
import TicketLinksTesting

/// The adversarial catalogue against Gatehouse's two handlers: the hardened router survives
/// every class on every arrival (opened directly, in the custom-scheme callback, on a first
/// launch, as a resolved short link, on a weak match); in the naive handler it finds the
/// defects listed here, each shrunk (printed).
@Suite struct CatalogueTests {
    @Test(arguments: TicketHandlers.catalogue.classes)
    func theHardenedRouterSurvives(_ name: AdversarialClassName) {
        assertSurvives(TicketHandlers.hardened, TicketHandlers.catalogue, classes: [name], arrivals: CatalogueArrival.allCases)
    }

    /// The classes whose property the naive handler breaks, each finding reviewed by hand
    /// (DocC: LinkproofTesting, "Testing your own handler"): the test fails if one is no longer found, or a new one is.
    static let naiveDefects: Set<AdversarialClassName> = [
        .baseline,  // a valid link to the risky transfer route must ask to confirm; the naive handler transfers
        .schemeConfusion, .userinfoAt, .backslashConfusion, .slashAndAuthorityConfusion, .hostAllowlistBypass,
        .hostCaseAndDots, .unicodeCompatNormalization, .invisibleAndBidi, .c0ControlAndWhitespace, .nullByte,
        .crlfInjection, .doubleEncoding, .malformedEscapeAndOverlongUTF8, .pathTraversalAndPathMatching,
        .parameterPollution, .queryDelimiterConfusion, .portConfusion, .lengthAndComplexity, .idFormat, .sideEffectAction,
    ]

    @Test func theCatalogueFindsTheNaiveHandlersDefects() {
        let findings = TicketHandlers.catalogue.findings(against: TicketHandlers.naive,
                                                         with: RunnerSettings(counterexampleDirectory: nil, regressionDirectory: nil))
        for (name, counterexample) in findings {
            let input = counterexample.value.input
            let shown = input.count > 100 ? String(reflecting: String(input.prefix(100))) + "… (\(input.utf8.count) bytes)" : String(reflecting: input)
            print("[naive] \(name.rawValue): \(shown) — expected \(counterexample.value.expected); answered \(TicketHandlers.naive.handle(IncomingLink(input)))")
        }
        print("[naive] \(findings.count) of \(TicketHandlers.catalogue.classes.count) classes found a defect")
        #expect(Set(findings.map(\.name)) == CatalogueTests.naiveDefects)
    }
}
