import Foundation
import LinkproofTesting
import Testing
import TicketLinksTesting

/// The app's golden cases (`Golden/`, recorded with `linkproof conform --golden … --record`
/// and reviewed; `Golden/apps/tickets.json` refers to the app's own `tickets.json`) against
/// both handlers.
@Suite struct GoldenTests {
    static let goldens = try! GoldenCheck(directory: "Golden")  // beside this file

    @Test func theHardenedRouterMatchesEveryGoldenCase() {
        assertMatches(TicketHandlers.hardened, GoldenTests.goldens)
    }

    /// The cases the naive handler gets wrong, as the parse-diff shows them (printed).
    static let naiveDefects: Set<String> = [
        "search-duplicate-query", "ticket-first-launch-weak-match", "ticket-custom-scheme-dot-segment", "transfer-confirms",
        "lookalike-host", "credentials-before-host", "plain-http", "event-id-not-digits", "event-encoded-traversal",
    ]

    @Test func theGoldensFindTheNaiveHandlersDefects() throws {
        let result = try GoldenTests.goldens.run(TicketHandlers.naive)
        print(result.text)
        #expect(Set(result.failing.map(\.id)) == GoldenTests.naiveDefects)
    }
}
