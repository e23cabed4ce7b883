/// What the generators need to know about an app to aim links at it: a link manifest
/// reduced to its schemes, hosts and routes. (LinkproofCore's `LinkManifest` is richer; once
/// it lands, an `AppDescription(manifest)` initializer bridges the two.)
public struct AppDescription: Hashable, Sendable, Codable {
    /// The custom schemes the app registers, e.g. `raycipe`.
    public var schemes: [String]
    /// The hosts its links may carry: associated domains, dynamic-link domains, and the
    /// hosts of its custom-scheme links (`com.createwithswift`).
    public var hosts: [String]
    /// Its routes; each must have at least one template.
    public var routes: [RouteDescription]

    /// An app from its parts.
    public init(schemes: [String], hosts: [String], routes: [RouteDescription]) {
        self.schemes = schemes
        self.hosts = hosts
        self.routes = routes
    }
}

/// One route: the links that open it, and the parameters those links carry.
public struct RouteDescription: Hashable, Sendable, Codable {
    /// The route's name, as decisions report it.
    public var name: String
    /// Whole-link templates with `{name}` placeholders, one per way the route arrives, e.g.
    /// `https://www.raywenderlich.com/about?recipeID={recipeID}` and `raycipe://about?recipeID={recipeID}`.
    public var templates: [String]
    /// The type of each placeholder's value.
    public var parameters: [String: ParameterShape]

    /// A route from its parts; `parameters` default to none.
    public init(name: String, templates: [String], parameters: [String: ParameterShape] = [:]) {
        self.name = name
        self.templates = templates
        self.parameters = parameters
    }
}

/// The values a route parameter accepts (as LinkproofCore's `ParameterType` declares them).
public enum ParameterShape: Hashable, Sendable, Codable {
    /// ASCII digits, leading zeros allowed.
    case digits(length: ClosedRange<Int>)
    /// Characters from `alphabet` (listed in full, e.g. all of `A-Za-z0-9_-`).
    case characters(alphabet: String, length: ClosedRange<Int>)
    /// A UUID in 8-4-4-4-12 hexadecimal form.
    case uuid
    /// One of these values exactly.
    case enumeration([String])
    /// Text without control or format characters.
    case string(length: ClosedRange<Int>)
}
