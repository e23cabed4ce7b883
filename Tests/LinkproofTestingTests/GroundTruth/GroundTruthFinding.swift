import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting

/// One finding of a check as the labels score it: the class, the route its counterexample
/// names (the route the handler opened, else the one the class expected; none for a trap
/// whose case expects nothing to open), and the shrunk link.
struct GroundTruthFinding: Hashable, Encodable {
    let className: String
    let route: String?
    let link: String
    let trapped: Bool

    /// The findings of today's check: one per failing class report (what `assertSurvives`
    /// fails on), collected through `LinkCatalogue.findings`, the same runs in child processes.
    static func collect(_ handler: some LinkDecider, _ catalogue: LinkCatalogue) -> [GroundTruthFinding] {
        let settings = RunnerSettings(counterexampleDirectory: nil, regressionDirectory: nil)
        return catalogue.findings(against: handler, with: settings).map { name, counterexample in
            GroundTruthFinding(className: name.rawValue, route: route(of: counterexample, against: handler),
                               link: counterexample.value.input, trapped: counterexample.trap != nil)
        }
    }

    /// The route a counterexample names. A trapped case is not run again here (it would end
    /// this process); any other case is deterministic, so the handler is asked again.
    private static func route(of counterexample: Counterexample<AdversarialCase>, against handler: some LinkDecider) -> String? {
        let expectation = counterexample.value.expectation
        var expected: String? {
            switch expectation {
            case .opens(let route, _), .confirms(let route, _): route
            default: nil
            }
        }
        guard counterexample.trap == nil else { return expected }
        if let opened = handler.decide(counterexample.value.input, context: .direct).routedLink?.route { return opened }
        if let expected { return expected }
        switch expectation {
        case .sameAs(let other), .sameAsOrRejected(let other): return handler.decide(other, context: .direct).routedLink?.route
        default: return nil
        }
    }
}
