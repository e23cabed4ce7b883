import LinkproofConformance
import LinkproofGen
import XCTest

extension XCTestCase {
    /// Fails the test once for every class of `catalogue` (or of `classes`) whose property `handler` breaks
    /// (from `LINKPROOF_SEED` and `LINKPROOF_CASES` when set), with the same report a
    /// Swift Testing issue carries: the shrunk counterexample, its choice bytes and the
    /// commands that reproduce it and store it as a regression.
    public func assertSurvivesCatalogue(_ handler: some LinkHandler, _ catalogue: LinkCatalogue,
                                        classes: [AdversarialClassName]? = nil,
                                        file: StaticString = #filePath, line: UInt = #line) {
        do {
            let settings = try RunnerSettings.fromEnvironment(rerunCommand: "swift test --filter \(name)")
            for name in classes ?? catalogue.classes {
                guard let result = catalogue.check(name, against: handler, with: settings) else { continue }
                if case .passed = result { continue }
                XCTFail(result.report, file: file, line: line)
            }
        } catch {
            XCTFail(error.description, file: file, line: line)
        }
    }

    /// Fails the test when `handler` does something else than Linkproof recorded for a
    /// golden case of `check` (of the app called `manifest`, or of every app), with the
    /// parse-diff `linkproof conform` prints.
    public func assertMatchesGoldens(_ handler: some LinkHandler, _ check: GoldenCheck, manifest: String? = nil,
                                     file: StaticString = #filePath, line: UInt = #line) {
        do {
            let result = try check.run(handler, manifest: manifest)
            if !result.failing.isEmpty { XCTFail(result.text, file: file, line: line) }
        } catch {
            XCTFail(error.description, file: file, line: line)
        }
    }
}
