import Foundation
import LinkproofConformance
import LinkproofGen
import Testing

/// Checks that `handler` survives the class `name` of `catalogue` (from `LINKPROOF_SEED`
/// and `LINKPROOF_CASES` when set) and records a Swift Testing issue carrying the shrunk
/// counterexample, its reproduce and store-as-regression commands, with its choice bytes
/// attached as `<property>.bin`. A class with nothing to aim at in the app passes.
///
/// ```swift
/// @Test(arguments: catalogue.classes) func survives(_ name: AdversarialClassName) {
///     expect(handler, survives: name, in: catalogue)
/// }
/// ```
public func expect(_ handler: some LinkHandler, survives name: AdversarialClassName, in catalogue: LinkCatalogue,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let settings = try RunnerSettings.fromEnvironment(rerunCommand: currentTestRerunCommand)
        guard let result = catalogue.check(name, against: handler, with: settings) else { return }
        record(result, named: catalogue.propertyName(name), sourceLocation: sourceLocation)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}

/// Runs the golden cases of `check` (those of the app called `manifest`, or every app's)
/// against `handler` and records one Swift Testing issue with the parse-diff of every case
/// where the handler does something else than Linkproof recorded.
public func expect(_ handler: some LinkHandler, matches check: GoldenCheck, manifest: String? = nil,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let result = try check.run(handler, manifest: manifest)
        if !result.failing.isEmpty { Issue.record(Comment(rawValue: result.text), sourceLocation: sourceLocation) }
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}

/// Checks a property with the runner (honouring `LINKPROOF_SEED` and `LINKPROOF_CASES`)
/// and records a Swift Testing issue carrying the runner's report when it fails or gives up;
/// a counterexample's choice bytes are attached to the test as `<name>.bin` too.
public func expectProperty<Value>(
    _ name: String, cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed,
    _ generator: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation, _ property: (Value) -> Bool
) {
    do {
        let settings = try RunnerSettings(cases: cases, seed: seed, rerunCommand: currentTestRerunCommand)
            .overridden(by: ProcessInfo.processInfo.environment)
        record(PropertyRunner(settings: settings).check(name, generator, property), named: name, sourceLocation: sourceLocation)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}

/// Records a result that is not a pass as an issue, the choices of a counterexample attached.
private func record<Value>(_ result: PropertyResult<Value>, named name: String, sourceLocation: SourceLocation) {
    if case .passed = result { return }
    Issue.record(Comment(rawValue: result.report), sourceLocation: sourceLocation)
    if let counterexample = result.counterexample {
        Attachment.record(counterexample.choices, named: "\(name).bin", sourceLocation: sourceLocation)
    }
}

/// `swift test --filter NAME` for the running test (its function name, without the
/// argument labels, which a filter would read as a regular expression).
private var currentTestRerunCommand: String {
    guard let name = Test.current?.name.prefix(while: { $0 != "(" }), !name.isEmpty else { return "swift test" }
    return "swift test --filter \(name)"
}
