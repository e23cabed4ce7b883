import LinkproofURL

extension LinkManifest {
    /// Every finding of the checks against the AASA files and between the templates, errors
    /// and warnings in manifest order.
    package func findings() -> [ManifestFinding] {
        aasaFindings() + domainFindings() + anyHostFindings() + overlapFindings() + platformFindings()
    }

    /// Each route on any host, when the manifest's `arrivals` leave out `in-app-content`.
    private func anyHostFindings() -> [ManifestFinding] {
        guard let arrivals, !arrivals.contains(.inAppContent) else { return [] }
        return placedTemplates.filter { $0.template.anyHost != nil }.map { placed in
            ManifestFinding(code: .anyHostRouteUnreachable, path: placed.path,
                            message: "'\(placed.template.source)' is a route on any host, which opens only a link tapped in the app's own content, but 'arrivals' leaves out in-app-content: the system gives a host the app is not associated with to the browser; add in-app-content, or remove the template")
        }
    }

    /// Each associated domain no route template is on (a dynamic-link prefix's host needs
    /// none: its links are dynamic and short links).
    private func domainFindings() -> [ManifestFinding] {
        let routed = Set(routes.flatMap { $0.templates.filter { $0.scheme == "https" }.map(\.host) })
        let prefixHosts = Set(dynamicLinkPrefixes.map(\.host))
        return associatedDomains.enumerated().compactMap { index, domain in
            let host = domain.domain.lowercased()
            guard !routed.contains(host), !prefixHosts.contains(host) else { return nil }
            return ManifestFinding(code: .associatedDomainWithoutRoute, path: "$.associatedDomains[\(index)]",
                                   message: "no route template is on \(domain.domain): every universal link the system gives the app there is rejected (host-not-declared); add its templates, or remove the domain")
        }
    }

    /// The manifest's templates with their JSON paths, in declaration order.
    private var placedTemplates: [(route: Int, index: Int, template: RouteTemplate, path: String)] {
        routes.enumerated().flatMap { routeIndex, route in
            route.templates.enumerated().map { index, template in
                (routeIndex, index, template, "$.routes[\(routeIndex)].templates[\(index)]")
            }
        }
    }

    private func aasaFindings() -> [ManifestFinding] {
        var findings: [ManifestFinding] = []
        for (domainIndex, domain) in associatedDomains.enumerated() {
            guard let json = domain.aasa else { continue }
            let path = "$.associatedDomains[\(domainIndex)].aasa"
            guard let appID = app.appID else {
                findings.append(ManifestFinding(code: .aasaWithoutTeamID, path: path,
                                                message: "\(domain.domain) has an AASA file, but the app has no teamID: universal links are matched for TEAMID.\(app.bundleID), so none can open"))
                continue
            }
            let matcher: AASAMatcher
            do {
                matcher = AASAMatcher(try AASAParser.parse(json).document)
            } catch {
                findings.append(ManifestFinding(code: .aasaUnusable, path: path, message: "the AASA file of \(domain.domain) is not usable: \(error.diagnostic.message)"))
                continue
            }
            guard let rules = matcher.rules(for: appID), !rules.rules.isEmpty else {
                let named = matcher.appIDs.isEmpty ? "no app ID" : matcher.appIDs.joined(separator: ", ")
                findings.append(ManifestFinding(code: .aasaNamesNoComponentForApp, path: path,
                                                message: "the AASA file of \(domain.domain) names no component for \(appID) (it names \(named)): every universal link on \(domain.domain) is aasa-no-match"))
                continue
            }
            // A rule is named in the AASA file when it is a file of its own, else in the manifest.
            let place = { (trace: AASARuleTrace) in domain.aasaFile.map { "\($0) \(trace.jsonPath)" } ?? "\(path)\(trace.jsonPath.dropFirst())" }
            // The rule that excluded a link (` <place> (<comment>)`), or the closest that failed it (`; the closest rule is <place>`).
            let excluding = { (explanation: AASAExplanation) in explanation.decidingRule.map { " " + place($0) + ($0.comment.map { " (\($0))" } ?? "") } ?? "" }
            let closest = { (explanation: AASAExplanation) in explanation.closestFailure.map { "; the closest rule is " + place($0) } ?? "" }
            var search = AASAReachSearch(matcher: matcher, appID: appID, domain: domain.domain)
            for placed in placedTemplates where placed.template.scheme == "https" && placed.template.host == domain.domain.lowercased() {
                let route = routes[placed.route]
                let example = ExampleLink(placed.template, parameters: route.parameters)
                let explanation = matcher.explain(appID: appID, domain: domain.domain, url: example.aasaParts)
                switch explanation.decision {
                case .match:
                    // The example reaches the app: is there a link of the template that does not?
                    if case let (witness, other)? = search?.witness(placed.template, types: route.parameters, example: example) {
                        let code: ManifestFindingCode = other.decision == .exclude ? .templateExcludedByAASA : .templateNotMatchedByAASA
                        let why = other.decision == .exclude ? "the exclude rule\(excluding(other)) matches it" : "no rule matches it\(closest(other))"
                        findings.append(ManifestFinding(code: code, path: placed.path,
                                                        message: "'\(placed.template.source)': \(domain.domain)'s AASA file gives \(example.link) to \(appID), but not \(witness), which the template accepts too: \(why)"))
                    }
                    // The same link with its literal path segments in the other letter case.
                    let swapped = ExampleLink(placed.template, parameters: route.parameters, literalCase: ExampleLink.swappedCase)
                    let other = matcher.explain(appID: appID, domain: domain.domain, url: swapped.aasaParts)
                    // Only a rule that ignores case: a wildcard such as `/*` covers `/PROMO` as it covers any unrouted path.
                    guard route.caseSensitive, swapped.link != example.link, other.decision == .match,
                          let rule = other.decidingRule, !rule.caseSensitive else { break }
                    let from = rule.defaulted.first { $0.key == "caseSensitive" }.map { "caseSensitive: false from \($0.from)" } ?? "caseSensitive: false"
                    findings.append(ManifestFinding(code: .templateCaseStricterThanAASA, path: placed.path,
                                                    message: "'\(placed.template.source)': the rule \(place(rule)) (\(from)) of \(domain.domain)'s AASA file also gives \(swapped.link) to the app, which the route rejects as no-route; set \"caseSensitive\": false on route '\(route.name)' to accept it, or make the rule case-sensitive"))
                case .exclude:
                    findings.append(ManifestFinding(code: .templateExcludedByAASA, path: placed.path,
                                                    message: "'\(placed.template.source)': the exclude rule\(excluding(explanation)) of \(domain.domain)'s AASA file matches \(example.link), so the app never gets it"))
                case .noMatch:
                    findings.append(ManifestFinding(code: .templateNotMatchedByAASA, path: placed.path,
                                                    message: "'\(placed.template.source)': no rule of \(domain.domain)'s AASA file gives \(example.link) to \(appID)\(closest(explanation))"))
                }
            }
        }
        return findings
    }

    /// For each template, the first earlier template that takes some of its links: one of
    /// another route that accepts a common link (that one routes it), or of any route whose
    /// fixed parts a link of this one matches with a value it refuses (that one decides it
    /// and rejects it: no fall-through), each shown. One finding a template at most, found
    /// through `TemplateOverlapIndex` rather than by trying every pair.
    private func overlapFindings() -> [ManifestFinding] {
        var index = TemplateOverlapIndex()
        var findings: [ManifestFinding] = []
        let placed = placedTemplates
        for (position, second) in placed.enumerated() {
            let types = routes[second.route].parameters
            func common(_ candidate: Int) -> String? {
                let first = placed[candidate]
                guard first.route != second.route else { return nil }
                return ExampleLink.common(first.template, routes[first.route].parameters, second.template, types)
            }
            func refused(_ candidate: Int) -> String? {
                let first = placed[candidate]
                return ExampleLink.claimedAndRefused(by: first.template, routes[first.route].parameters, from: second.template, types)
            }
            if let found = index.firstOverlap(second.template, types: types, overlaps: { common($0) != nil || refused($0) != nil }) {
                let first = placed[found]
                let (secondName, firstName) = (routes[second.route].name, routes[first.route].name)
                let decides = { (link: String) in
                    "'\(first.template.source)', declared first, decides every link whose fixed parts it matches: \(link) is rejected there, never routed to '\(secondName)' (no fall-through)"
                }
                let overlap: String
                switch (common(found), refused(found)) {
                case (let link?, let witness):
                    overlap = "both accept \(link): it routes to '\(firstName)', declared first" + (witness.map { "; and " + decides($0) } ?? "")
                case (nil, let witness?):
                    overlap = "both match \(witness): " + decides(witness)
                case (nil, nil):  // (`firstOverlap` found one or the other)
                    continue
                }
                findings.append(ManifestFinding(code: .templatesOverlap, path: second.path,
                                                message: "'\(second.template.source)' of route '\(secondName)' and '\(first.template.source)' (\(first.path)) of route '\(firstName)' \(overlap)"))
            }
            index.add(second.template, position: position)
        }
        return findings
    }
}

extension ParameterType {
    /// A few values the type admits, the simplest first (none for a type nothing satisfies).
    var examples: [String] {
        let candidates: [String]
        switch self {
        case .digits(let length):
            candidates = [String(repeating: "1", count: max(1, length.lowerBound)), String(repeating: "0", count: length.upperBound)]
        case .characters(let characterClass, let length):
            let members = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter(characterClass.contains).map(String.init)
            candidates = members.prefix(8).flatMap { [String(repeating: $0, count: max(1, length.lowerBound)), String(repeating: $0, count: length.upperBound)] }
        case .uuid:
            candidates = ["123e4567-e89b-42d3-a456-426614174000"]
        case .enumeration(let values):
            candidates = values
        case .string(let length):
            candidates = ["a", "new", "1", "x-y"].map { $0 + String(repeating: "a", count: max(0, length.lowerBound - $0.count)) }
        case .integer(let range):
            candidates = [String(range.minimum), String(range.maximum)]
        case .pattern(let pattern):
            candidates = [pattern.example { _ in 0 }, pattern.example { $0 - 1 }]
        }
        return candidates.filter { check($0) == nil }
    }
}
