import LinkproofURL

/// What `linkproof manifest validate` reports beyond a manifest's syntax: declarations that
/// load but can never work as written — a universal-link template its domain's AASA file does
/// not give to the app, an AASA file that names no component for the app, two routes whose
/// templates accept the same link.
public struct ManifestFinding: Hashable, Sendable, Codable {
    /// Stable, for scripts: see `ManifestFindingCode`.
    public let code: ManifestFindingCode
    public var severity: AASASeverity { code.severity }
    /// Where in the manifest, as a JSON path (`$.routes[1].templates[0]`).
    public let path: String
    public let message: String
}

/// The codes of `ManifestFinding`; their raw values never change.
public enum ManifestFindingCode: String, Sendable, Codable, CaseIterable {
    /// An error: an associated domain's AASA file lists no details entry (or no component) for
    /// the app's ID, so every universal link on the domain is `aasa-no-match`. The domain's
    /// templates are not checked one by one (that would repeat the one mistake).
    case aasaNamesNoComponentForApp = "aasa-names-no-component-for-app"
    /// An error: the manifest has an AASA file but no Team ID, so no app ID to match it for.
    case aasaWithoutTeamID = "aasa-without-team-id"
    /// An error: an associated domain's `aasa` is not a usable AASA file.
    case aasaUnusable = "aasa-unusable"
    /// A warning: no rule of the domain's AASA file matches a universal-link template.
    case templateNotMatchedByAASA = "template-not-matched-by-aasa"
    /// A warning: an exclude rule of the domain's AASA file matches a universal-link template.
    case templateExcludedByAASA = "template-excluded-by-aasa"
    /// A warning: templates of two routes accept a common link (the first route declared wins).
    case templatesOverlap = "templates-overlap"

    public var severity: AASASeverity {
        switch self {
        case .aasaNamesNoComponentForApp, .aasaWithoutTeamID, .aasaUnusable: .error
        case .templateNotMatchedByAASA, .templateExcludedByAASA, .templatesOverlap: .warning
        }
    }
}

extension LinkManifest {
    /// Every finding of the checks against the AASA files and between the templates, errors
    /// and warnings in manifest order.
    public func findings() -> [ManifestFinding] {
        aasaFindings() + overlapFindings()
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
            for placed in placedTemplates where placed.template.scheme == "https" && placed.template.host == domain.domain.lowercased() {
                let example = ExampleLink(placed.template, parameters: routes[placed.route].parameters)
                let explanation = matcher.explain(appID: appID, domain: domain.domain, url: example.aasaParts)
                switch explanation.decision {
                case .match:
                    break
                case .exclude:
                    let rule = explanation.decidingRule.map { " \(path)\($0.jsonPath.dropFirst())" + ($0.comment.map { " (\($0))" } ?? "") } ?? ""
                    findings.append(ManifestFinding(code: .templateExcludedByAASA, path: placed.path,
                                                    message: "'\(placed.template.source)': the exclude rule\(rule) of \(domain.domain)'s AASA file matches \(example.link), so the app never gets it"))
                case .noMatch:
                    let closest = explanation.closestFailure.map { "; the closest rule is \(path)\($0.jsonPath.dropFirst())" } ?? ""
                    findings.append(ManifestFinding(code: .templateNotMatchedByAASA, path: placed.path,
                                                    message: "'\(placed.template.source)': no rule of \(domain.domain)'s AASA file gives \(example.link) to \(appID)\(closest)"))
                }
            }
        }
        return findings
    }

    private func overlapFindings() -> [ManifestFinding] {
        let placed = placedTemplates
        var findings: [ManifestFinding] = []
        for (offset, first) in placed.enumerated() {
            for second in placed[(offset + 1)...] where second.route != first.route {
                guard let link = ExampleLink.common(first.template, routes[first.route].parameters,
                                                    second.template, routes[second.route].parameters) else { continue }
                findings.append(ManifestFinding(code: .templatesOverlap, path: second.path,
                                                message: "'\(second.template.source)' of route '\(routes[second.route].name)' and '\(first.template.source)' (\(first.path)) of route '\(routes[first.route].name)' both accept \(link): it routes to '\(routes[first.route].name)', declared first"))
            }
        }
        return findings
    }
}

/// A link a template accepts, each parameter filled with a value its type admits.
struct ExampleLink {
    let link: String
    let aasaParts: AASAURLParts

    init(_ template: RouteTemplate, parameters: [String: ParameterType]) {
        let value = { (name: String) in parameters[name]?.examples.first ?? "x" }
        self.init(template, path: template.path.map { $0.filled(value) }, query: template.query.map { ($0.name, $0.value.filled(value)) })
    }

    private init(_ template: RouteTemplate, path: [String], query: [(String, String)]) {
        let pathText = "/" + path.map(RouteTemplate.encodedBeyondUnreserved).joined(separator: "/")
        let queryText = query.isEmpty ? nil : query.map { $0.0 + "=" + RouteTemplate.encodedBeyondUnreserved($0.1) }.joined(separator: "&")
        link = template.scheme + "://" + template.host + (template.port.map { ":\($0)" } ?? "") + pathText + (queryText.map { "?" + $0 } ?? "")
        aasaParts = AASAURLParts(scheme: template.scheme, host: template.host, path: pathText, query: queryText)
    }

    /// A link both templates accept, if one is found: the same origin, a path whose every
    /// segment satisfies both, and a query holding the items of both.
    static func common(_ first: RouteTemplate, _ firstTypes: [String: ParameterType],
                       _ second: RouteTemplate, _ secondTypes: [String: ParameterType]) -> String? {
        guard first.scheme == second.scheme, first.host == second.host, first.port == second.port,
              first.path.count == second.path.count else { return nil }
        var path: [String] = []
        for (a, b) in zip(first.path, second.path) {
            guard let value = commonValue(a, firstTypes, b, secondTypes) else { return nil }
            path.append(value)
        }
        var query: [(String, String)] = []
        for item in first.query {
            if let other = second.query.first(where: { $0.name.lowercased() == item.name.lowercased() }) {
                guard let value = commonValue(item.value, firstTypes, other.value, secondTypes) else { return nil }
                query.append((item.name, value))
            } else {
                query.append((item.name, item.value.filled { firstTypes[$0]?.examples.first ?? "x" }))
            }
        }
        for item in second.query where !first.query.contains(where: { $0.name.lowercased() == item.name.lowercased() }) {
            query.append((item.name, item.value.filled { secondTypes[$0]?.examples.first ?? "x" }))
        }
        return ExampleLink(first, path: path, query: query).link
    }

    /// A value both pieces accept: a literal the other admits, or an example of one type the other admits.
    private static func commonValue(_ a: RouteTemplate.Piece, _ aTypes: [String: ParameterType],
                                    _ b: RouteTemplate.Piece, _ bTypes: [String: ParameterType]) -> String? {
        func admits(_ piece: RouteTemplate.Piece, _ types: [String: ParameterType], _ value: String) -> Bool {
            switch piece {
            case .literal(let text): text == value
            case .parameter(let name): types[name]?.check(value) == nil && !value.isEmpty && value != "." && value != ".."
            }
        }
        func candidates(_ piece: RouteTemplate.Piece, _ types: [String: ParameterType]) -> [String] {
            switch piece {
            case .literal(let text): [text]
            case .parameter(let name): types[name]?.examples ?? []
            }
        }
        return (candidates(a, aTypes) + candidates(b, bTypes)).first { admits(a, aTypes, $0) && admits(b, bTypes, $0) }
    }
}

extension RouteTemplate.Piece {
    /// The literal, or `value` of the parameter.
    fileprivate func filled(_ value: (String) -> String) -> String {
        switch self {
        case .literal(let text): text
        case .parameter(let name): value(name)
        }
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
