import Foundation
import LinkproofGen
import LinkproofTestSupport

/// A runner that writes counterexamples to, and replays regressions from, a fresh temporary
/// directory, for tests of the runner itself.
func temporaryRunner(cases: Int = 200, seed: UInt64 = RunnerSettings.defaultSeed, rerunCommand: String = "swift test") -> (PropertyRunner, String) {
    let directory = TestScratch.url("linkproof-gen-tests").path
    let settings = RunnerSettings(cases: cases, seed: seed, counterexampleDirectory: directory,
                                  regressionDirectory: directory + "/regressions", rerunCommand: rerunCommand)
    return (PropertyRunner(settings: settings), directory)
}
