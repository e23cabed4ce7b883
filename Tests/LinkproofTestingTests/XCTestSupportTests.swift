import LinkproofTesting
import XCTest

/// The XCTest form: a handler that holds passes both checks (two classes here: XCTest runs
/// serially, and the Swift Testing suites run every class).
final class XCTestSupportTests: XCTestCase {
    func testLinkproofsParserSurvivesTheCatalogueAndMatchesTheGoldens() throws {
        assertSurvivesCatalogue(Raycipe.parser, Raycipe.catalogue, classes: [.userinfoAt, .hostAllowlistBypass])
        assertMatchesGoldens(Raycipe.parser, try GoldenCheck(directory: GoldenCheck.builtInDirectory), manifest: "raycipe")
    }
}
