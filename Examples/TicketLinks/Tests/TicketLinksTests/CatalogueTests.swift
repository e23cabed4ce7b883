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
        assertSurvives(TicketHandlers.hardened, TicketHandlers.catalogue, classes: [name], arrivals: Arrival.allCases)
    }

    /// The classes whose property the naive handler breaks, each finding reviewed by hand
    /// (DocC: LinkproofTesting, "Testing your own handler"): the test fails if one is no longer found, or a new one is.
    static let naiveDefects: Set<AdversarialClassName> = [
        .baseline,  // a valid link to the risky transfer route must ask to confirm; the naive handler transfers
        .schemeConfusion, .userinfoAt, .backslashConfusion, .slashAndAuthorityConfusion, .hostAllowlistBypass,
        .hostCaseAndDots, .unicodeCompatNormalization, .invisibleAndBidi, .c0ControlAndWhitespace, .nullByte,
        .crlfInjection, .doubleEncoding, .malformedEscapeAndOverlongUTF8, .pathTraversalAndPathMatching,
        .parameterPollution, .queryDelimiterConfusion, .portConfusion, .lengthAndComplexity, .idFormat, .sideEffectAction,
        .pathParameterInQuery,  // `?ticketID=…` beside the path's ticket: the transfer still goes ahead without asking
        .urlParameterScheme,  // a `javascript:` recipient, transferred to without asking; `data:text/html,…` as an id is cut at its decoded `/`
    ]

    @Test func theCatalogueFindsTheNaiveHandlersDefects() {
        // On every arrival the app's manifest declares, as `assertSurvives` checks them: a host
        // the naive `hasSuffix` check lets through reaches the handler only in the app's own content.
        let findings = Arrival.declared(by: TicketHandlers.catalogue.manifest).flatMap { arrival in
            TicketHandlers.catalogue.findings(against: TicketHandlers.naive, with: RunnerSettings(counterexampleDirectory: nil, regressionDirectory: nil),
                                              arrival: arrival)
        }
        for (name, counterexample) in findings {
            let input = counterexample.value.input
            let shown = input.count > 100 ? String(reflecting: String(input.prefix(100))) + "… (\(input.utf8.count) bytes)" : String(reflecting: input)
            print("[naive] \(counterexample.finding?.kind.rawValue ?? "security") \(name.rawValue): \(shown) — expected \(counterexample.value.expected); answered \(TicketHandlers.naive.handle(IncomingLink(input)))")
        }
        print("[naive] \(findings.count) findings in \(Set(findings.map(\.name)).count) of \(TicketHandlers.catalogue.classes.count) classes")
        #expect(Set(findings.map(\.name)) == CatalogueTests.naiveDefects)
    }
}
