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

    /// Every arrival but Android's and a default browser's, which Raycipe's manifest does not
    /// declare (`AndroidHandlerTests`, below).
    @Test(arguments: Arrival.allCases.filter { $0 != .android && $0 != .defaultBrowser })
    func linkproofsParserSurvivesEveryClassOnEveryArrival(_ arrival: Arrival) {
        #expect(Arrival.all(for: Raycipe.manifest).contains(arrival))
        let findings = Raycipe.catalogue.findings(against: Raycipe.parser, with: CatalogueArrivalTests.quiet, arrival: arrival, isolated: false)
        #expect(findings.isEmpty, "\(findings.map { "\($0.name.rawValue): \($0.counterexample.value.input) expected \($0.counterexample.value.expected)" })")
    }

    /// Firefox's check (issue 39's real handlers): the scheme, then `://open-url`, whatever the
    /// scheme — and the app registers `http` as the default browser. Only that arrival hands it
    /// `http://open-url?url=…`, a page on the host `open-url` that it opens as its command.
    @Test func aBrowsersCommandOnHTTPIsCaughtOnlyWhereItIsTheDefaultBrowser() throws {
        let browser = try LinkManifest.load(json: Array(#"""
            {"name": "browser", "arrivals": ["direct", "default-browser"], "app": {"teamID": "BROWSER001", "bundleID": "com.example.browser"},
             "schemes": ["browser"], "routes": [{"name": "open-url", "templates": ["browser://open-url?url={url}"], "parameters": {"url": {"type": "string"}}}]}
            """#.utf8), directory: ".")
        #expect(Arrival.declared(by: browser) == [.direct, .defaultBrowser])
        let catalogue = try LinkCatalogue(browser)
        let commands = URLHandler { url in
            guard let scheme = url.scheme, ["browser", "http", "https"].contains(scheme), url.absoluteString.hasPrefix("\(scheme)://open-url"),
                  let value = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "url" })?.value
            else { return .ignore }
            return .open("open-url", ["url": value])
        }
        func findings(_ handler: some LinkDecider, _ arrival: Arrival) -> [Counterexample<AdversarialCase>] {
            catalogue.findings(against: handler, with: CatalogueArrivalTests.quiet, arrival: arrival, isolated: false)
                .filter { $0.name == .schemeConfusion }.map(\.counterexample)
        }
        // Opened directly, an http link goes to Safari; `browseR://…` ignored is only stricter (a note).
        #expect(findings(commands, .direct).isEmpty)
        let caught = try #require(findings(commands, .defaultBrowser).first)
        #expect(caught.value.input.hasPrefix("http") && caught.finding?.kind == .security)
        #expect(findings(DeepLinkParser(manifest: browser), .defaultBrowser).isEmpty)
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
        let weak = try #require(catalogue.check(.baseline, against: deaf, with: CatalogueArrivalTests.quiet, arrival: .firstLaunch, matchType: .weak)?.counterexample)
        // The counterexample shows what was demanded on that arrival: a personal route never opens on a weak match.
        #expect(weak.value.expectation == .neverOpens && weak.property == "baseline on tickets (first-launch, weak match)")
        #expect(catalogue.check(.baseline, against: DeepLinkParser(manifest: tickets), with: CatalogueArrivalTests.quiet, arrival: .firstLaunch, matchType: .weak)?.counterexample == nil)
    }
}
