import LinkproofCore

/// What a hardened parser must answer to one generated link: the checkable half of a
/// catalogue property.
public enum Expectation: Hashable, Sendable {
    /// `route` of this route with exactly these (decoded) parameters — not `confirm`: a
    /// safe route opens at once (a risky one's answer is `confirms`).
    case opens(route: String, params: RouteParameters)
    /// `confirm` of this route with exactly these parameters: a risky route never acts.
    case confirms(route: String, params: RouteParameters)
    /// A short link with exactly this text (prefix, `/`, suffix).
    case shortLink(String)
    /// Neither `route` nor `confirm`: the app opens nothing.
    case neverOpens
    /// Anything but `route`: a risky route may at most ask for confirmation.
    case neverRoutes
    /// A rejection.
    case rejected
    /// The same outcome as this other link (an equivalent spelling, the link without its
    /// fragment, the nested link opened directly).
    case sameAs(String)
    /// The same outcome as this other link, or a rejection.
    case sameAsOrRejected(String)
    /// If the link opens a route, no parameter holds a control or format character
    /// (Unicode `Cc`, `Cf`: NUL, CR, LF, bidi controls, zero-width characters).
    case cleanParameters

    /// Whether `decider`'s answer to `input`, arriving as `context` says, is the expected one
    /// (an other link it is compared with arrives the same way).
    public func isSatisfied(by decider: any LinkDecider, for input: String, context: LinkContext = .direct) -> Bool {
        let decision = decider.decide(input, context: context)
        switch self {
        case .opens(let route, let params):
            guard case .route(let link) = decision else { return false }
            return link.route == route && link.params == params
        case .confirms(let route, let params):
            guard case .confirm(let link) = decision else { return false }
            return link.route == route && link.params == params
        case .shortLink(let text):
            guard case .shortLink(let reference) = decision else { return false }
            return reference.link == text
        case .neverOpens:
            return decision.routedLink == nil
        case .neverRoutes:
            guard case .route = decision else { return true }
            return false
        case .rejected:
            return decision.rejection != nil
        case .sameAs(let other):
            return LinkOutcome(decision) == LinkOutcome(decider.decide(other, context: context))
        case .sameAsOrRejected(let other):
            return decision.rejection != nil || LinkOutcome(decision) == LinkOutcome(decider.decide(other, context: context))
        case .cleanParameters:
            return decision.routedLink?.params.values.allSatisfy(Expectation.isClean) ?? true
        }
    }

    /// Whether `value` holds no control or format character.
    static func isClean(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format
        }
    }
}

extension Expectation: CustomStringConvertible {
    /// The expectation in words, as `linkproof gen` writes it in `expected`, e.g.
    /// `opens recipe {recipeID=002}`, `never opens`, `same as raycipe://about?recipeID=1`.
    public var description: String {
        switch self {
        case .opens(let route, let params): "opens \(route) \(Expectation.describe(params))"
        case .confirms(let route, let params): "confirms \(route) \(Expectation.describe(params))"
        case .shortLink(let text): "short link \(text)"
        case .neverOpens: "never opens"
        case .neverRoutes: "never routes (confirm or reject)"
        case .rejected: "reject"
        case .sameAs(let other): "same as \(other)"
        case .sameAsOrRejected(let other): "same as \(other), or reject"
        case .cleanParameters: "no control or format character in any parameter"
        }
    }

    static func describe(_ params: RouteParameters) -> String {
        "{" + params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}"
    }
}

/// What two decisions must share to count as the same: the kind, the route and its
/// parameters, the short link. How the link arrived (`via`, `matchType`) and where a
/// rejection points differ legitimately between equivalent spellings and are left out.
struct LinkOutcome: Hashable {
    let kind: String
    let route: String?
    let params: RouteParameters
    let shortLink: String?

    init(_ decision: Decision) {
        kind = decision.kind
        route = decision.routedLink?.route
        params = decision.routedLink?.params ?? [:]
        if case .shortLink(let reference) = decision { shortLink = reference.link } else { shortLink = nil }
    }
}
