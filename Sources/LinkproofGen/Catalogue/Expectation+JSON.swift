import LinkproofCore

/// An expectation as data, as `linkproof gen --jsonl` writes it in `expected`: an object a
/// script tests without reading prose, its `decision` one of
///
/// - `"route"` / `"confirm"`, with `route` and `params` (exactly these decoded values);
/// - `"short-link"`, with `link` (the short link's text);
/// - `"reject"`;
/// - `"any-but"`, with `not`: the decision kinds that must not occur (`["route", "confirm"]`
///   for "never opens", `["route"]` for "never routes");
/// - `"same-as"`, with `link` (the outcome of that other link: kind, route, parameters,
///   short link) and `orReject` (a rejection also satisfies it);
/// - `"any"`, with `paramsExclude: ["Cc", "Cf"]`: whatever the decision, no parameter holds a
///   control or format character.
extension Expectation {
    /// Writes the expectation as a JSON object, keys sorted.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("decision")
        switch self {
        case .opens(let route, let params), .confirms(let route, let params):
            writer.string(isConfirm ? "confirm" : "route")
            writer.key("params")
            params.write(to: &writer)
            writer.key("route")
            writer.string(route)
        case .shortLink(let text):
            writer.string("short-link")
            writer.key("link")
            writer.string(text)
        case .rejected:
            writer.string("reject")
        case .neverOpens, .neverRoutes:
            writer.string("any-but")
            writer.key("not")
            writer.beginArray()
            writer.string("route")
            if self == .neverOpens { writer.string("confirm") }
            writer.endArray()
        case .sameAs(let other), .sameAsOrRejected(let other):
            writer.string("same-as")
            writer.key("link")
            writer.string(other)
            writer.key("orReject")
            writer.bool(self == .sameAsOrRejected(other))
        case .cleanParameters:
            writer.string("any")
            writer.key("paramsExclude")
            writer.beginArray()
            writer.string("Cc")
            writer.string("Cf")
            writer.endArray()
        }
        writer.endObject()
    }

    private var isConfirm: Bool {
        if case .confirms = self { return true }
        return false
    }
}
