import LinkproofTesting
import TicketLinksTesting
import XCTest

/// The same checks from XCTest: the one call, here resolved to the XCTestCase method that
/// knows the test, so each class runs in a child process of this test method.
final class XCTestCatalogueTests: XCTestCase {
    func testTheHardenedRouterSurvivesTheCatalogueAndMatchesTheGoldens() {
        assertSurvives(TicketHandlers.hardened, TicketHandlers.catalogue, cases: 300)
        assertMatches(TicketHandlers.hardened, GoldenTests.goldens)
    }
}
