import LinkproofTesting
import XCTest

/// The XCTest form: a handler that holds passes both checks.
final class XCTestSupportTests: XCTestCase {
    func testLinkproofsParserSurvivesTheCatalogueAndMatchesTheGoldens() throws {
        assertSurvivesCatalogue(Raycipe.parser, Raycipe.catalogue)
        assertMatchesGoldens(Raycipe.parser, try GoldenCheck(directory: GoldenCheck.builtInDirectory), manifest: "raycipe")
    }
}
