#if canImport(XCTest)
import LinkproofConformance
import LinkproofGen
import XCTest

extension XCTestCase {
    /// Fails the test once for every class of `catalogue` (or of `classes`) whose property
    /// `handler` breaks or on which it traps: `assertSurvives(handler, catalogue, classes:)`.
    public func assertSurvivesCatalogue(_ handler: some LinkDecider, _ catalogue: LinkCatalogue,
                                        classes: [AdversarialClassName]? = nil,
                                        file: StaticString = #filePath, line: UInt = #line) {
        CatalogueCheck(classes: classes, arrivals: nil, cases: RunnerSettings.defaultCases, seed: RunnerSettings.defaultSeed, strict: false,
                       xcTest: linkproofSelector)
            .run(handler, catalogue, at: CallSite(fileID: file, filePath: file, line: line, column: 1))
    }

    /// Fails the test when `handler` does something else than Linkproof recorded for a
    /// golden case of `check`: `assertMatches(handler, check, manifest:, platform:)`.
    public func assertMatchesGoldens(_ handler: some LinkDecider, _ check: GoldenCheck, manifest: String? = nil, platform: GoldenPlatform = .ios,
                                     file: StaticString = #filePath, line: UInt = #line) {
        runGoldenCheck(handler, check, manifest: manifest, platform: platform, xcTest: linkproofSelector,
                       at: CallSite(fileID: file, filePath: file, line: line, column: 1))
    }
}
#endif
