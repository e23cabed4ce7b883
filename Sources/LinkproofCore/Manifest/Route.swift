/// A screen or action a link may open.
public struct Route: Hashable, Sendable {
    public var name: String
    /// Each way the route arrives, e.g. `https://www.raywenderlich.com/about?recipeID={recipeID}`
    /// and `raycipe://about?recipeID={recipeID}`. Every template uses every parameter.
    public var templates: [RouteTemplate]
    public var parameters: [String: ParameterType]
    /// The query parameters a link may leave out (`"required": false`): absent, the route opens
    /// without them; present, they are read and checked like any other (a bad or repeated value
    /// rejects the link). Never a path parameter: a segment is always there.
    public var optionalParameters: Set<String>
    /// The link may only ask for confirmation, never act (S004-05).
    public var risky: Bool
    /// Acted on only with match type `unique` (S000-10, S002-07).
    public var personal: Bool
    /// False: the templates' literal path segments match in any ASCII letter case (`/PROMO`
    /// for `/promo`), as an AASA rule with `caseSensitive: false` gives such links to the app.
    /// Parameter values and query names are as before.
    public var caseSensitive: Bool

    public init(name: String, templates: [RouteTemplate], parameters: [String: ParameterType] = [:],
                optionalParameters: Set<String> = [], risky: Bool = false, personal: Bool = false, caseSensitive: Bool = true) {
        self.name = name
        self.templates = templates
        self.parameters = parameters
        self.optionalParameters = optionalParameters
        self.risky = risky
        self.personal = personal
        self.caseSensitive = caseSensitive
    }
}
