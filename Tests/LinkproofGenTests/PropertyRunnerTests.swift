import Foundation
import LinkproofGen
import LinkproofTesting
import Testing

@Suite struct PropertyRunnerTests {
    @Test func aHoldingPropertyPassesEveryCase() {
        let (runner, _) = temporaryRunner(cases: 300)
        var calls = 0
        let result = runner.check("bounded", .int(in: 0...9)) { value in
            calls += 1
            return value < 10
        }
        guard case .passed(let summary) = result else {
            Issue.record("expected a pass, got: \(result.report)")
            return
        }
        #expect(summary.passed == 300 && calls == 300)
    }

    @Test func aFailingPropertyIsReportedWithEveryPiece() throws {
        let (runner, directory) = temporaryRunner()
        let result = runner.check("no-at-sign", .string(from: "ab@", length: 0...20)) { !$0.contains("@") }
        let counterexample = try #require(result.counterexample)
        #expect(counterexample.value == "@")
        #expect(Gen.string(from: "ab@", length: 0...20).replay(counterexample.choices) == "@")
        guard case .written(let path) = counterexample.storage else {
            Issue.record("choices were not written: \(counterexample.storage)")
            return
        }
        #expect(path.hasPrefix(directory + "/no-at-sign-") && path.hasSuffix(".bin"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(counterexample.choices))
        let report = result.report
        #expect(report.contains("'no-at-sign'"))
        #expect(report.contains("seed \(String(format: "0x%016llx", RunnerSettings.defaultSeed))"))
        #expect(report.contains("Minimal value: \"@\""))
        #expect(report.contains("Choices (hex): \(counterexample.choices.hexEncoded)"))
        #expect(report.contains("Choices (base64): \(Data(counterexample.choices).base64EncodedString())"))
        #expect(report.contains("Reproduce: \(counterexample.reproduceCommand)"))
        #expect(report.contains("Store as a regression: \(try #require(counterexample.regressionCommand))"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The printed commands work: run by a shell, the reproduce command gives the run's seed
    /// and case count (here to `env`, standing in for `swift test`), which fail again on the
    /// same case; the store-as-regression command puts the choices where the next run
    /// replays them first, and that run fails on the stored file whatever its seed.
    @Test func thePrintedReproduceAndRegressionCommandsWork() throws {
        let generator = Gen<[Int]>.array(of: .int(in: 0...1000))
        let property: ([Int]) -> Bool = { $0.reduce(0, +) < 500 }
        let (runner, directory) = temporaryRunner(cases: 300, seed: 77, rerunCommand: "env")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let counterexample = try #require(runner.check("sum stays small", generator, property).counterexample)

        let environment = try PropertyRunnerTests.shell(counterexample.reproduceCommand)
            .split(separator: "\n").reduce(into: [String: String]()) { variables, line in
                let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
                if pair.count == 2 { variables[pair[0]] = pair[1] }
            }
        let rerun = PropertyRunner(settings: try RunnerSettings(counterexampleDirectory: nil, regressionDirectory: nil).overridden(by: environment))
        #expect(environment["LINKPROOF_SEED"] == "0x000000000000004d" && environment["LINKPROOF_CASES"] == "300")
        let again = try #require(rerun.check("sum stays small", generator, property).counterexample)
        #expect(again.caseIndex == counterexample.caseIndex && again.choices == counterexample.choices && again.regression == nil)

        _ = try PropertyRunnerTests.shell(try #require(counterexample.regressionCommand))
        var otherSettings = runner.settings
        otherSettings.seed = 1
        let otherSeed = PropertyRunner(settings: otherSettings)
        let replayed = try #require(otherSeed.check("sum stays small", generator, property).counterexample)
        let stored = try #require(replayed.regression)
        #expect(stored.hasPrefix(directory + "/regressions/sum-stays-small/") && replayed.value == counterexample.value)
        #expect(replayed.report.contains("failed on its stored regression \(stored)"))
        #expect(replayed.regressionCommand == nil && !replayed.reproduceCommand.contains("LINKPROOF_SEED"))
    }

    /// The standard output of `command` run by `/bin/sh` in a temporary directory (not the
    /// package root: the commands must work from anywhere); a failing command throws.
    static func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "'\(command)' exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func hexAndBase64EncodeTheChoices() {
        #expect([0x00, 0x0F, 0xA5, 0xFF].hexEncoded == "000fa5ff")
        #expect([0x4C, 0x69, 0x6E, 0x6B].base64Encoded == "TGluaw==")
    }

    @Test func theDefaultRunIsDeterministic() {
        let (runner, directory) = temporaryRunner()
        let arrays = Gen<[Int]>.array(of: .int(in: 0...1000))
        let first = runner.check("sum", arrays) { $0.reduce(0, +) < 500 }.counterexample
        let second = runner.check("sum", arrays) { $0.reduce(0, +) < 500 }.counterexample
        #expect(first?.caseIndex == second?.caseIndex && first?.choices == second?.choices)
        #expect(first?.value.reduce(0, +) == 500)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aGeneratorThatRejectsEverythingGivesUp() {
        let (runner, _) = temporaryRunner(cases: 10)
        let impossible = Gen.int(in: 0...9).filter(maximumAttempts: 2) { $0 > 9 }
        guard case .gaveUp(let summary) = runner.check("impossible", impossible, { _ in true }) else {
            Issue.record("expected the runner to give up")
            return
        }
        #expect(summary.passed == 0 && summary.discarded == 10 * PropertyRunner.discardsPerCase + 1)
    }

    @Test func environmentOverridesSeedAndCases() throws {
        let base = RunnerSettings(cases: 50, seed: 9)
        #expect(try base.overridden(by: [:]) == base)
        let hex = try base.overridden(by: ["LINKPROOF_SEED": "0x1F", "LINKPROOF_CASES": "7"])
        #expect(hex.seed == 31 && hex.cases == 7)
        #expect(try base.overridden(by: ["LINKPROOF_SEED": "18446744073709551615"]).seed == UInt64.max)
        #expect(throws: RunnerSettingsError.invalidSeed("0x")) { try base.overridden(by: ["LINKPROOF_SEED": "0x"]) }
        #expect(throws: RunnerSettingsError.invalidSeed("-1")) { try base.overridden(by: ["LINKPROOF_SEED": "-1"]) }
        #expect(throws: RunnerSettingsError.invalidCases("0")) { try base.overridden(by: ["LINKPROOF_CASES": "0"]) }
        #expect(throws: RunnerSettingsError.invalidCases("many")) { try base.overridden(by: ["LINKPROOF_CASES": "many"]) }
    }

    @Test func checkPropertyRunsTheCountTheEnvironmentAsksFor() throws {
        var calls = 0
        let result = try checkProperty("counted", cases: 500, environment: ["LINKPROOF_CASES": "12"], .int(in: 0...3)) { _ in
            calls += 1
            return true
        }
        #expect(calls == 12)
        #expect(result.counterexample == nil)
    }

    /// The runner's self-test: a property false on purpose, whose report (the issue the helper
    /// records, printed by `swift test` as a known issue) must name it, the minimal counterexample
    /// and the commands that reproduce and store it.
    @Test func theSwiftTestingHelperReportsTheCounterexampleOfAFalseProperty() {
        withKnownIssue("Self-test: this property is false on purpose; its counterexample report is what is checked") {
            expectProperty("self-test-false-on-purpose", cases: 100, Gen.int(in: 0...1000)) { $0 < 500 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Property 'self-test-false-on-purpose' failed") && text.contains("Minimal value: 500")
                && text.contains("Reproduce: cd ") && text.contains("swift test --filter theSwiftTestingHelperReportsTheCounterexampleOfAFalseProperty")
                && text.contains("Store as a regression: mkdir -p ")
        }
    }

    @Test func theSwiftTestingHelperPassesAHoldingProperty() {
        expectProperty("reversing twice is the identity", cases: 200, Gen<[Int]>.array(of: .int(in: -9...9))) {
            Array($0.reversed().reversed()) == $0
        }
    }
}
