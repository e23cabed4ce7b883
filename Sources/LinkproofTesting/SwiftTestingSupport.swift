#if canImport(Testing)
import Foundation
import LinkproofConformance
import LinkproofGen
import Testing

/// Checks that `handler` survives the class `name` of `catalogue`: `assertSurvives(handler,
/// catalogue, classes: [name])`, reported at `sourceLocation`. A class with nothing to aim at
/// in the app passes.
public func expect(_ handler: some LinkDecider, survives name: AdversarialClassName, in catalogue: LinkCatalogue,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    CatalogueCheck(classes: [name], arrivals: nil, cases: RunnerSettings.defaultCases, seed: RunnerSettings.defaultSeed, strict: false, xcTest: nil)
        .run(handler, catalogue, at: CallSite(sourceLocation))
}

/// Runs the golden cases of `check` against `handler`: `assertMatches(handler, check,
/// manifest:, platform:)`, reported at `sourceLocation`.
public func expect(_ handler: some LinkDecider, matches check: GoldenCheck, manifest: String? = nil, platform: GoldenPlatform = .ios,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    runGoldenCheck(handler, check, manifest: manifest, platform: platform, xcTest: nil, at: CallSite(sourceLocation))
}

/// Checks a property with the runner (honouring `LINKPROOF_SEED` and `LINKPROOF_CASES`)
/// and records a Swift Testing issue carrying the runner's report when it fails or gives up;
/// a counterexample's choice bytes are attached to the test as `<name>.bin` too.
public func expectProperty<Value>(
    _ name: String, cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed,
    _ generator: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation, _ property: (Value) -> Bool
) {
    let site = CallSite(sourceLocation)
    do {
        let settings = try RunnerSettings(cases: cases, seed: seed, rerunCommand: TestReporter.rerunCommand(nil))
            .overridden(by: ProcessInfo.processInfo.environment)
        let result = PropertyRunner(settings: settings).check(name, generator, property)
        if case .passed = result { return }
        TestReporter.fail(result.report, at: site)
        if let counterexample = result.counterexample { TestReporter.attach(counterexample.choices, named: "\(name).bin", at: site) }
    } catch {
        TestReporter.fail(error.description, at: site)
    }
}

extension CallSite {
    /// The place a Swift Testing `SourceLocation` names.
    init(_ location: SourceLocation) {
        #if compiler(>=6.3)
        let filePath = location.filePath
        #else
        let filePath = location._filePath  // Swift Testing before 6.3 names it so
        #endif
        self.init(fileID: location.fileID, filePath: filePath, line: location.line, column: location.column)
    }
}
#endif
