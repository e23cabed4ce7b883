import LinkproofCore

/// A valid link made from one of an app's route templates, with the route and values it
/// was made from: what a correct parser must open it as.
public struct TargetLink: Hashable, Sendable {
    /// The route the template belongs to.
    public let route: Route
    /// The template the link was made from.
    public let template: RouteTemplate
    /// The parameter values before encoding; an optional query parameter left out of the
    /// link has none.
    public let values: [String: String]
    /// The link: the template with every value percent-encoded beyond unreserved characters.
    public let link: String
    /// The template as written, without the query items of the parameters left out.
    private let source: String
    /// `scheme://host[:port]` as the template writes it.
    let origin: String
    /// The host as the link writes it.
    let host: String

    init(_ template: CatalogueTarget.Template, values: [String: String]) {
        route = template.route
        self.template = template.template
        self.values = values
        // Only an optional parameter is ever left out; usually none is, and the template is the source.
        let leftOut = template.parameterNames.subtracting(values.keys)
        source = leftOut.isEmpty ? template.template.source : template.template.source(leavingOut: leftOut)
        link = RouteTemplate.fill(source, with: values)
        origin = template.origin
        host = template.host
    }

    /// What a hardened parser answers: this route, with exactly these values (asking for
    /// confirmation first when the route is risky).
    public var opens: Expectation { opening(values) }

    /// The route opened with `values`: routed, or confirmed when the route is risky.
    private func opening(_ values: [String: String]) -> Expectation {
        route.risky ? .confirms(route: route.name, params: RouteParameters(values)) : .opens(route: route.name, params: RouteParameters(values))
    }

    /// `scheme://host[:port]` as `template` writes it.
    static func origin(of template: RouteTemplate) -> String {
        let source = template.source
        guard let start = source.range(of: "://")?.upperBound else { return "" }
        let end = source[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? source.endIndex
        return String(source[..<end])
    }

    /// The host as `template` writes it, after the scheme of its `origin`.
    static func host(of template: RouteTemplate, origin: String) -> String {
        let authority = origin.dropFirst(template.scheme.count + 3)
        return String(authority.prefix { $0 != ":" })
    }

    /// The link after its `scheme://`: host, port, path, query and fragment.
    var afterScheme: String { String(link.dropFirst(template.scheme.count + 3)) }

    /// The link after its origin: path and query.
    var afterOrigin: String { String(link.dropFirst(origin.count)) }

    /// The link with `name`'s value written as `text`, exactly (no encoding).
    func link(writing text: String, for name: String) -> String {
        RouteTemplate.fill(source, with: values, raw: [name: text])
    }

    /// The link with `name`'s value `value`, percent-encoded like the others.
    func link(withValue value: String, for name: String) -> String {
        var changed = values
        changed[name] = value
        return RouteTemplate.fill(source, with: changed)
    }

    /// What a hardened parser answers when `name`'s value decodes to `value`: the route,
    /// if the declared type admits the value (and, in a path or fragment segment, the value
    /// is not a dot segment and holds no `/` or `\`, which the strict policy refuses
    /// encoded); otherwise nothing opens.
    func expectation(withValue value: String, for name: String) -> Expectation {
        let typeAdmits = route.parameters[name]?.admits(value) ?? true
        let pathAdmits = !template.pathParameters.union(template.fragmentParameters).contains(name)
            || (value != "." && value != ".." && !value.contains("/") && !value.contains("\\"))
        guard typeAdmits && pathAdmits else { return .neverOpens }
        var changed = values
        changed[name] = value
        return opening(changed)
    }
}
