/// A link that matched one of the manifest's routes.
public struct RoutedLink: Hashable, Sendable {
    /// The route's name in the manifest.
    public var route: String
    /// Every declared parameter, decoded once and validated against its type.
    public var params: RouteParameters
    /// What kind of link it is: a custom scheme, a universal link, a dynamic link's nested
    /// link, a web link opened by a route on any host.
    public var linkKind: LinkKind
    /// How the link reached the app: the context's arrival.
    public var via: Arrival
    /// How sure the link is the one the user tapped.
    public var matchType: MatchType
    /// The link's host, for a route on any host (`https://*/…`, `https://*.example.social/…`):
    /// which server the link is on, as the URL Standard serializes it (lowercase, an
    /// internationalized name in its `xn--` form), so that the app never parses the link again
    /// to learn it. Nil for a route on a host the manifest declares (the app knows it).
    public var host: String?

    public init(route: String, params: RouteParameters, linkKind: LinkKind, via: Arrival, matchType: MatchType, host: String? = nil) {
        self.route = route
        self.params = params
        self.linkKind = linkKind
        self.via = via
        self.matchType = matchType
        self.host = host
    }
}
