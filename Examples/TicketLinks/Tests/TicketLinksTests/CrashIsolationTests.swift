import Foundation
import LinkproofGen
import LinkproofTesting
import Testing
import TicketLinks
import TicketLinksTesting

/// The most common defect of real handlers, a force unwrap: the naive handler once more, but
/// reading the event number with `Int(…)!`. Each class runs in a child of this test binary,
/// so the trap is a finding (its class, shrunk input and message) and the other classes run on.
@Suite struct CrashIsolationTests {
    static let forceUnwrapping = RouterHandler { url -> TicketRoute? in
        let route = NaiveTicketHandler.route(url)
        if case .event(let eventID)? = route { _ = Int(eventID)! }
        return route
    }

    @Test func aTrappingHandlerIsAFindingAndTheOtherClassesStillRun() {
        let findings = TicketHandlers.catalogue.findings(against: CrashIsolationTests.forceUnwrapping,
                                                         with: RunnerSettings(cases: 300, counterexampleDirectory: nil, regressionDirectory: nil))
        let traps = findings.filter { $0.counterexample.trap != nil }
        for (name, found) in traps { print("[force-unwrap] \(name.rawValue) traps on \(String(reflecting: found.value.input)): \(found.trap ?? "")") }
        #expect(!traps.isEmpty)
        #expect(traps.allSatisfy { $0.counterexample.trap?.contains("Unexpectedly found nil while unwrapping an Optional value") == true })
        #expect(findings.contains { $0.name == .userinfoAt && $0.counterexample.trap == nil }, "the classes after a trap still report")
    }
}
