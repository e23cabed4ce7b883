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
extension Expectation: Encodable {
    private enum Key: String, CodingKey {
        case decision, route, params, link, not, orReject, paramsExclude
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        switch self {
        case .opens(let route, let params), .confirms(let route, let params):
            try object.encode(self.isConfirm ? "confirm" : "route", forKey: .decision)
            try object.encode(route, forKey: .route)
            try object.encode(Dictionary(params.map { ($0.key, $0.value) }) { first, _ in first }, forKey: .params)
        case .shortLink(let text):
            try object.encode("short-link", forKey: .decision)
            try object.encode(text, forKey: .link)
        case .rejected:
            try object.encode("reject", forKey: .decision)
        case .neverOpens, .neverRoutes:
            try object.encode("any-but", forKey: .decision)
            try object.encode(self == .neverOpens ? ["route", "confirm"] : ["route"], forKey: .not)
        case .sameAs(let other), .sameAsOrRejected(let other):
            try object.encode("same-as", forKey: .decision)
            try object.encode(other, forKey: .link)
            try object.encode(self == .sameAsOrRejected(other), forKey: .orReject)
        case .cleanParameters:
            try object.encode("any", forKey: .decision)
            try object.encode(["Cc", "Cf"], forKey: .paramsExclude)
        }
    }

    private var isConfirm: Bool {
        if case .confirms = self { return true }
        return false
    }
}
