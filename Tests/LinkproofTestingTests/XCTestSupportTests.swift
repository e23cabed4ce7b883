import LinkproofGen
@testable import LinkproofTesting
import XCTest

/// The XCTest form: a handler that holds passes both checks (two classes here: XCTest runs
/// serially, and the Swift Testing suites run every class).
final class XCTestSupportTests: XCTestCase {
    func testLinkproofsParserSurvivesTheCatalogueAndMatchesTheGoldens() throws {
        assertSurvivesCatalogue(Raycipe.parser, Raycipe.catalogue, classes: [.userinfoAt, .hostAllowlistBypass])
        assertMatchesGoldens(Raycipe.parser, try GoldenCheck(directory: GoldenCheck.builtInDirectory), manifest: "raycipe")
    }
}

/// Crash isolation under XCTest: the children run this test method again (`Module.Class/method`).
final class XCTestCrashIsolationTests: XCTestCase {
    func testATrapUnderXCTestIsAFindingAndTheOtherClassesStillRun() {
        // Tapped in the app's content: iOS itself opens the app with none of the bypass's foreign hosts.
        let units = [AdversarialClassName.doubleEncoding, .hostAllowlistBypass].map { CatalogueUnit(name: $0, arrival: .inAppContent) }
        let settings = RunnerSettings(cases: 200, counterexampleDirectory: nil, regressionDirectory: nil)
        let isolation = Isolation.current(site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                                          handler: Raycipe.forceUnwrapping, xcTest: linkproofSelector)
        let outcomes = Raycipe.catalogue.run(units, against: Raycipe.forceUnwrapping, with: settings, strict: false, isolation: isolation)
        XCTAssertEqual(outcomes.map(\.unit), units)
        XCTAssertNotNil(outcomes.first?.run.counterexamples.first?.trap, "double encoding reaches the force unwrap")
        XCTAssertEqual(outcomes.first?.run.counterexamples.first?.finding?.kind, .security, "a trap is a security finding")
        XCTAssertNil(outcomes.last?.run.counterexamples.first?.trap, "host allowlist bypass breaks the property without trapping")
        XCTAssertEqual(outcomes.last?.run.counterexamples.first?.finding?.consequence, "host confusion")
    }

    func testTheOneCheckPassesUnderXCTestForAHandlerThatHolds() {
        assertSurvives(Raycipe.parser, Raycipe.catalogue, classes: [.doubleEncoding], cases: 100)
    }
}
