/// A link that matched one of the manifest's routes.
public struct RoutedLink: Hashable, Sendable {
    /// The route's name in the manifest.
    public var route: String
    /// Every declared parameter, decoded once and validated against its type.
    public var params: RouteParameters
    /// How the link reached the app.
    public var via: Arrival
    /// How sure the link is the one the user tapped.
    public var matchType: MatchType

    public init(route: String, params: RouteParameters, via: Arrival, matchType: MatchType) {
        self.route = route
        self.params = params
        self.via = via
        self.matchType = matchType
    }
}
