import Foundation
import LinkproofCore
import LinkproofGen
import LinkproofTesting

/// One finding of a check as the labels score it: the class, the route and the kind of its
/// consequence (`Finding`: the route the handler opened, else the one the link means; none
/// for a trap), and the shrunk link.
struct GroundTruthFinding: Hashable, Encodable {
    let className: String
    let route: String?
    let kind: String
    let link: String
    let trapped: Bool
    /// What the handler did and what the link means, as the oracle says (for reading a false finding).
    let did: String
    let means: String

    /// The findings of the check `assertSurvives` runs: on every arrival the manifest declares
    /// (`Arrival.declared(by:)`), one per class, route and kind of consequence that
    /// fails (security, correctness; notes are not findings), the same runs in child processes.
    /// A (class, route, kind) found on two arrivals is one finding. `cases` per class and
    /// arrival (what the figures in README.md were measured with: the default 1,000 take most
    /// of an hour on a loaded machine); `LINKPROOF_CASES` and `LINKPROOF_SEED` override it.
    static func collect(_ handler: some LinkDecider, _ catalogue: LinkCatalogue, cases: Int = 100) throws -> [GroundTruthFinding] {
        let settings = try RunnerSettings(cases: cases, counterexampleDirectory: nil, regressionDirectory: nil)
            .overridden(by: ProcessInfo.processInfo.environment)
        var seen: Set<[String?]> = []
        return Arrival.declared(by: catalogue.manifest).flatMap { arrival in
            catalogue.findings(against: handler, with: settings, arrival: arrival).compactMap { name, counterexample in
                let finding = counterexample.finding
                let kind = finding?.kind.rawValue ?? "security"
                guard seen.insert([name.rawValue, finding?.route, kind]).inserted else { return nil }
                return GroundTruthFinding(className: name.rawValue, route: finding?.route, kind: kind,
                                          link: counterexample.value.input, trapped: counterexample.trap != nil,
                                          did: finding?.did ?? "", means: finding?.means ?? "")
            }
        }
    }
}
