import Foundation
import LinkproofGen
import Testing

/// Checks a property with the runner (honouring `LINKPROOF_SEED` and `LINKPROOF_CASES`)
/// and records a Swift Testing issue carrying the runner's report when it fails or gives up;
/// a counterexample's choice bytes are attached to the test as `<name>.bin` too.
func expectProperty<Value>(
    _ name: String, cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed,
    _ generator: Gen<Value>, sourceLocation: SourceLocation = #_sourceLocation, _ property: (Value) -> Bool
) {
    do {
        let result = try checkProperty(name, cases: cases, seed: seed, generator, property)
        if case .passed = result { return }
        Issue.record(Comment(rawValue: result.report), sourceLocation: sourceLocation)
        if let counterexample = result.counterexample {
            Attachment.record(counterexample.choices, named: "\(name).bin", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}

/// A runner that writes counterexamples to a fresh temporary directory, for tests of the
/// runner itself.
func temporaryRunner(cases: Int = 200, seed: UInt64 = RunnerSettings.defaultSeed) -> (PropertyRunner, String) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("linkproof-gen-tests-\(UUID().uuidString)").path
    let settings = RunnerSettings(cases: cases, seed: seed, counterexampleDirectory: directory)
    return (PropertyRunner(settings: settings), directory)
}
