/// An association file compiled once for matching: `decide` answers match / exclude /
/// no match, `explain` gives the same answer with its trace, `appsFor` the other direction.
///
/// Rules are tried in order, across the details entries that list the app, and the first
/// rule whose specified components all match decides; an `exclude` rule stops the scan.
/// Each rule is matched with the keys it took from `defaults` (see `AASADefaults`).
package struct AASAMatcher: Sendable {
    /// The document the matcher was compiled from.
    public let document: AASADocument
    /// Each app's rules in evaluation order: its details entries in order, each entry's rules in order.
    private let rulesByApp: [String: AASARuleList]

    /// Compiles every pattern of `document` once.
    public init(_ document: AASADocument) {
        self.document = document
        guard let appLinks = document.appLinks else {
            rulesByApp = [:]
            return
        }
        let variables = AASASubstitution(appLinks.variables)
        var rulesByApp: [String: [AASACompiledRule]] = [:]
        for (detailIndex, detail) in appLinks.details.enumerated() {
            let rules = detail.rules.enumerated().map { ruleIndex, rule in
                AASACompiledRule(rule, detailIndex: detailIndex, ruleIndex: ruleIndex, flags: AASAEffectiveFlags(rule.flags), variables: variables)
            }
            for appID in Set(detail.appIDs) { rulesByApp[appID, default: []] += rules }
        }
        self.rulesByApp = rulesByApp.mapValues(AASARuleList.init)
    }

    /// Every app ID the `applinks` entries name, first occurrence first.
    public var appIDs: [String] {
        var seen = Set<String>()
        return (document.appLinks?.details ?? []).flatMap(\.appIDs).filter { seen.insert($0).inserted }
    }

    /// Apple: "universal links are standard HTTP or HTTPS links" ("Allowing apps and websites
    /// to link to your content"); a URL of any other scheme is never one.
    private static func isWebScheme(_ scheme: String) -> Bool { scheme == "https" || scheme == "http" }

    /// An empty `domain` skips the host check (for testing a file on its own).
    private static func hostMatches(_ host: String, domain: String) -> Bool {
        func canonical(_ name: String) -> String {
            let lower = name.lowercased()
            return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
        }
        // Equal as written (the usual case: a lowercased host and its domain) needs no copies;
        // `==` is canonical equivalence, which `lowercased()` preserves, so the answer is the same.
        return domain.isEmpty || host == domain || canonical(host) == canonical(domain)
    }

    /// What the file served from `domain` says about `url` for `appID`.
    public func decide(appID: String, domain: String, url: AASAURLParts) -> AASADecision {
        guard Self.isWebScheme(url.scheme), Self.hostMatches(url.host, domain: domain) else { return .noMatch }
        return rules(for: appID)?.decide(url) ?? .noMatch
    }

    /// The rules that name `appID`, looked up once for a caller that decides many URLs of one
    /// app on one domain (the deep-link parser); nil when no details entry lists the app.
    func rules(for appID: String) -> AASARuleList? { rulesByApp[appID] }

    /// The decision of `decide`, with the rule that made it or, for a miss, the closest one.
    public func explain(appID: String, domain: String, url: AASAURLParts) -> AASAExplanation {
        guard Self.isWebScheme(url.scheme) else {
            return AASAExplanation(decision: .noMatch, reason: "'\(url.scheme)' is not http or https: never a universal link",
                                   decidingRule: nil, closestFailure: nil)
        }
        guard Self.hostMatches(url.host, domain: domain) else {
            return AASAExplanation(decision: .noMatch, reason: "host '\(url.host)' is not the domain '\(domain)'",
                                   decidingRule: nil, closestFailure: nil)
        }
        guard let list = rulesByApp[appID] else {
            return AASAExplanation(decision: .noMatch, reason: "no details entry lists app '\(appID)'", decidingRule: nil, closestFailure: nil)
        }
        return AASAMatchInput.reading(url, for: list) { input in
            var closest: (trace: AASARuleTrace, passed: Int)?
            for rule in list.rules {
                let checks = rule.checks(&input)
                let trace = Self.trace(rule, checks)
                if checks.allSatisfy(\.ok) {
                    // Apple opens http universal links too; the router refuses them on its own.
                    let note = url.scheme == "https" || rule.exclude ? "" : " (note: Apple opens it; Linkproof's router refuses http links: insecure-scheme)"
                    return AASAExplanation(decision: rule.exclude ? .exclude : .match,
                                           reason: (rule.exclude ? "an exclude rule matched" : "a rule matched") + note,
                                           decidingRule: trace, closestFailure: nil)
                }
                let passed = checks.filter(\.ok).count
                if closest.map({ passed > $0.passed }) ?? true { closest = (trace, passed) }
            }
            return AASAExplanation(decision: .noMatch, reason: "no rule matched", decidingRule: nil, closestFailure: closest?.trace)
        }
    }

    private static func trace(_ rule: AASACompiledRule, _ checks: [AASAComponentCheck]) -> AASARuleTrace {
        AASARuleTrace(detailIndex: rule.detailIndex, ruleIndex: rule.ruleIndex, jsonPath: rule.rule.jsonPath,
                      exclude: rule.exclude, caseSensitive: rule.flags.caseSensitive,
                      percentEncoded: rule.flags.percentEncoded, comment: rule.rule.comment, defaulted: rule.rule.defaulted,
                      components: checks)
    }

    /// The apps `url` opens (decision `.match`), in the order the file first names them.
    public func appsFor(_ url: AASAURLParts, domain: String) -> [String] {
        appIDs.filter { decide(appID: $0, domain: domain, url: url) == .match }
    }
}
