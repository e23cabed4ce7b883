import Foundation
import LinkproofConformance
import LinkproofGen
#if canImport(XCTest)
import XCTest
#endif

// The checks a team calls from its tests. Each one works under Swift Testing and under XCTest
// (the same call in an XCTestCase method resolves to the method of the same name below, which
// knows the test), and reports a failure at the caller's file, line and column. Each part
// runs in a child process of the test binary, so a handler that traps (a force unwrap, an
// index out of range, `fatalError`, `precondition`) is a finding — the class or case, its
// shrunk input and the trap's message — and the other parts still run.
// `LINKPROOF_ISOLATION=off` runs everything in this process.

/// Checks that `handler` survives the classes of `catalogue` (every class that has something
/// to aim at, or `classes`), each link handed over as each of `arrivals` hands it (by
/// default the arrivals the manifest declares, `direct` and `in-app-content` when it
/// declares none; a link the platform does not deliver on an arrival is not handed over): `cases`
/// generated cases a class from `seed` (`LINKPROOF_CASES` and `LINKPROOF_SEED` override
/// both). A case the handler answers otherwise than the class demands is judged by its
/// consequence (`ConsequenceOracle`): every route and kind of consequence a class breaks —
/// `security` (a link not the app's opened, a side effect without asking, a trap) or
/// `correctness` (another route, another parameter value) — is one failure: one line with
/// the shrunk link, what the handler did and what the link means, the commands that
/// store it as a regression (its choice bytes are in the file that command copies); a summary
/// table and the command that reproduces the run go to stderr. A `note` (the handler opened exactly
/// what an equivalent spelling means, or ignored a link the strict policy would open) is
/// counted, not a failure, unless `strict` is true: then every answer other than the strict
/// policy's fails, as before the oracle.
///
/// ```swift
/// @Test(arguments: catalogue.classes) func survives(_ name: AdversarialClassName) {
///     assertSurvives(handler, catalogue, classes: [name])
/// }
/// ```
public func assertSurvives(_ handler: some LinkDecider, _ catalogue: LinkCatalogue, classes: [AdversarialClassName]? = nil,
                           arrivals: [Arrival]? = nil,
                           cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed, strict: Bool = false,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    CatalogueCheck(classes: classes, arrivals: arrivals, cases: cases, seed: seed, strict: strict, xcTest: nil)
        .run(handler, catalogue, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs the golden cases of `goldens` (those of the app called `manifest`, or every app's)
/// against `handler` and records one failure with the parse-diff of every case where the
/// handler does something else than Linkproof recorded, a trap included. A universal link
/// the app's AASA file does not give the app is not handed over (the report says how many).
/// `platform: .android` runs the Android cases instead: the handler receives the intent's
/// data URI with `LinkContext.androidDelivery` set (`GoldenCheck.run`). A check that compares
/// no case at all (none of the app on that platform, or none handed over) fails, saying how
/// to get some: it would otherwise pass having checked nothing.
public func assertMatches(_ handler: some LinkDecider, _ goldens: GoldenCheck, manifest: String? = nil, platform: GoldenPlatform = .ios,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    runGoldenCheck(handler, goldens, manifest: manifest, platform: platform, xcTest: nil,
                   at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

#if canImport(XCTest)
extension XCTestCase {
    /// `assertSurvives` in an XCTest test: the same check, whose child processes run this test method.
    public func assertSurvives(_ handler: some LinkDecider, _ catalogue: LinkCatalogue, classes: [AdversarialClassName]? = nil,
                               arrivals: [Arrival]? = nil,
                               cases: Int = RunnerSettings.defaultCases, seed: UInt64 = RunnerSettings.defaultSeed, strict: Bool = false,
                               fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        CatalogueCheck(classes: classes, arrivals: arrivals, cases: cases, seed: seed, strict: strict, xcTest: linkproofSelector)
            .run(handler, catalogue, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `assertMatches` in an XCTest test: the same check, whose child processes run this test method.
    public func assertMatches(_ handler: some LinkDecider, _ goldens: GoldenCheck, manifest: String? = nil, platform: GoldenPlatform = .ios,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        runGoldenCheck(handler, goldens, manifest: manifest, platform: platform, xcTest: linkproofSelector,
                       at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
#endif

/// One call of `assertSurvives`: what it checks and how.
struct CatalogueCheck {
    let classes: [AdversarialClassName]?
    /// Nil: the arrivals the manifest declares (`Arrival.declared(by:)`).
    let arrivals: [Arrival]?
    let cases: Int
    let seed: UInt64
    /// Every finding fails, notes included (today's strict reading).
    let strict: Bool
    /// The XCTest test method calling, when it is one.
    let xcTest: TestSelector?

    func run(_ handler: some LinkDecider, _ catalogue: LinkCatalogue, at site: CallSite) {
        let settings: RunnerSettings
        do {
            settings = try RunnerSettings(cases: cases, seed: seed, rerunCommand: TestReporter.rerunCommand(xcTest))
                .overridden(by: ProcessInfo.processInfo.environment)
        } catch {
            TestReporter.fail(error.description, at: site)
            return
        }
        let arrivals = arrivals?.filter(Arrival.all(for: catalogue.manifest).contains) ?? Arrival.declared(by: catalogue.manifest)
        let units = (classes ?? catalogue.classes).flatMap { CatalogueUnit.units($0, on: arrivals) }
        let isolation = Isolation.current(site: site, handler: handler, xcTest: xcTest)
        let outcomes = catalogue.run(units, against: handler, with: settings, strict: strict, isolation: isolation)
        for outcome in outcomes where outcome.run.gaveUp {
            // The catalogue's cases are rejected when the platform does not deliver them (its
            // generators' own filters all but never reject): a class none or few of whose
            // links reach the app on an arrival has nothing to find there.
            Console.note("'\(outcome.property)': only \(outcome.run.summary.passed) generated case(s) reach the handler on that arrival; nothing more to check there")
        }
        let report = CatalogueReport(outcomes: outcomes, strict: strict)
        let findings = report.findings
        guard !findings.isEmpty else { return }
        Console.note(report.summary)
        for (outcome, counterexample) in findings {
            TestReporter.fail(CatalogueReport.message(counterexample, of: outcome), at: site)
        }
    }
}

/// One call of `assertMatches`.
func runGoldenCheck(_ handler: some LinkDecider, _ goldens: GoldenCheck, manifest: String?, platform: GoldenPlatform, xcTest: TestSelector?,
                    at site: CallSite) {
    let isolation = Isolation.current(site: site, handler: handler, xcTest: xcTest)
    if case .elsewhere = isolation { return }
    do {
        let result = try goldens.run(handler, manifest: manifest, platform: platform, isolation: isolation)
        if result.report.entries.isEmpty {
            TestReporter.fail(GoldenCheck.nothingCompared(manifest: manifest, platform: platform, notDelivered: result.notDelivered), at: site)
        } else if !result.failing.isEmpty {
            TestReporter.fail(result.text, at: site)
        }
    } catch {
        TestReporter.fail(error.description, at: site)
    }
}
