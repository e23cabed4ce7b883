/// The kind of link a decision routed, read off the link itself: not how it arrived
/// (`Arrival`), which the context says. JSON `linkKind`.
public enum LinkKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A custom-scheme URL (`raycipe://…`, `cws://…`).
    case customScheme = "custom-scheme"
    /// An `https` link on an associated domain, which the system delivers to the app.
    case universalLink = "universal-link"
    /// A long dynamic link (`https://x.page.link/?link=…`) or its custom-scheme callback form:
    /// the route is its nested link's.
    case dynamicLink = "dynamic-link"
    /// An `https` link on a host the app is not associated with, opened by a route on any host
    /// (`https://*/…`): never a universal link, for the system gives such a host to the
    /// browser; only a link tapped in the app's own content (`Arrival.inAppContent`) is one.
    case webLink = "web-link"
}
