/// What Linkproof says an app may do with a link: the one value every caller acts on.
///
/// Its JSON form is flat and stable (keys sorted by the CLI):
/// `{"decision": "route", "route": "recipe", "params": {"recipeID": "002"}, "via": "universal-link", "matchType": "unique"}`,
/// `{"decision": "short-link", "shortLink": {"prefix": "https://rayciperw.page.link", "suffix": "WXYZ"}, "via": "universal-link"}`,
/// `{"decision": "confirm", …same keys as route…}` (a route on any host adds `"host"`: which server),
/// `{"decision": "reject", "reason": "host-not-declared", "offset": 8, "detail": "…"}`.
public enum Decision: Hashable, Sendable {
    /// Open the route with these validated parameters.
    case route(RoutedLink)
    /// A risky route: the app may only ask the user to confirm, never act (S004-05).
    case confirm(RoutedLink)
    /// A well-formed short link on one of the app's own prefixes, to be resolved first.
    case shortLink(ShortLinkReference)
    /// Do nothing with the link; the reason says why.
    case reject(Rejection)

    /// The decision's kind as its JSON names it.
    public var kind: String {
        switch self {
        case .route: "route"
        case .confirm: "confirm"
        case .shortLink: "short-link"
        case .reject: "reject"
        }
    }

    /// The rejection, when this is one.
    public var rejection: Rejection? {
        if case .reject(let rejection) = self { return rejection }
        return nil
    }

    /// This decision with a rejection's host kept as its range of `bytes`, the bytes decided,
    /// made into its string (`Rejection.resolvingHost(in:)`).
    func resolvingHost(in bytes: UnsafeBufferPointer<UInt8>) -> Decision {
        guard case .reject(let rejection) = self else { return self }
        return .reject(rejection.resolvingHost(in: bytes))
    }

    /// The routed link of a `route` or `confirm` decision.
    public var routedLink: RoutedLink? {
        switch self {
        case .route(let link), .confirm(let link): link
        case .shortLink, .reject: nil
        }
    }
}
