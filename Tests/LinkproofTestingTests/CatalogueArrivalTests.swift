import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting
import Testing

/// The catalogue's classes on other arrivals than a direct open: Linkproof's parser, told the
/// channel, survives every class on every arrival; a handler that ignores the arrival opens a
/// personal route on a weak match and is caught.
@Suite struct CatalogueArrivalTests {
    static let quiet = RunnerSettings(cases: 150, counterexampleDirectory: nil, regressionDirectory: nil)

    /// Every arrival but Android's, which Raycipe's manifest does not declare (`AndroidHandlerTests`).
    @Test(arguments: CatalogueArrival.allCases.filter { $0 != .android })
    func linkproofsParserSurvivesEveryClassOnEveryArrival(_ arrival: CatalogueArrival) {
        #expect(CatalogueArrival.all(for: Raycipe.manifest).contains(arrival))
        let findings = Raycipe.catalogue.findings(against: Raycipe.parser, with: CatalogueArrivalTests.quiet, arrival: arrival, isolated: false)
        #expect(findings.isEmpty, "\(findings.map { "\($0.name.rawValue): \($0.counterexample.value.input) expected \($0.counterexample.value.expected)" })")
    }

    @Test func aHandlerThatIgnoresTheMatchTypeOpensAPersonalRouteOnAWeakMatch() throws {
        let tickets = try LinkManifest.load(json: Array(#"""
            {"name": "tickets", "app": {"teamID": "GATEHOUSE1", "bundleID": "com.example.gatehouse"}, "schemes": ["gatehouse"],
             "routes": [{"name": "ticket", "templates": ["gatehouse://tickets/{ticketID}"], "parameters": {"ticketID": {"type": "digits", "minLength": 1, "maxLength": 9}}, "personal": true}]}
            """#.utf8), directory: ".")
        let catalogue = try LinkCatalogue(tickets)
        // Linkproof's own decision, but deaf to how the link arrived: always a direct open.
        let deaf = URLHandler { url in HandlerOutcome(DeepLinkParser(manifest: tickets).decide(url.absoluteString)) }
        #expect(catalogue.check(.baseline, against: deaf, with: CatalogueArrivalTests.quiet)?.counterexample == nil)
        let weak = try #require(catalogue.check(.baseline, against: deaf, with: CatalogueArrivalTests.quiet, arrival: .weakMatch)?.counterexample)
        // The counterexample shows what was demanded on that arrival: a personal route never opens on a weak match.
        #expect(weak.value.expectation == .neverOpens && weak.property == "baseline on tickets (weak-match)")
        #expect(catalogue.check(.baseline, against: DeepLinkParser(manifest: tickets), with: CatalogueArrivalTests.quiet, arrival: .weakMatch)?.counterexample == nil)
    }
}
