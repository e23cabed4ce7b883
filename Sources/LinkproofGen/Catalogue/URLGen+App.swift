extension URLGen {
    /// Links that should open one of `app`'s routes: a route, one of its templates, and
    /// each `{name}` placeholder filled with a valid value, percent-encoded beyond RFC 3986's
    /// unreserved characters. `nil` when the app has no route with a template (a manifest
    /// without routes gives nothing to aim at).
    public static func validLink(for app: AppDescription) -> Gen<RoutedLinkCase>? {
        let routes = app.routes.filter { !$0.templates.isEmpty }
        guard !routes.isEmpty else { return nil }
        return Gen.element(of: routes).flatMap { route in
            zip(Gen.element(of: route.templates), parameterValues(route.parameters))
                .filter { template, values in !fillsDotSegment(template, with: values) }
                .map { template, values in
                    RoutedLinkCase(route: route.name, parameters: values, link: fill(template, with: values))
                }
        }
    }

    /// Whether a value `.` or `..` would fill a whole path segment of `template`: the URL
    /// Standard removes such a segment (and `%2E` is the same segment), so no link can carry
    /// that value there.
    static func fillsDotSegment(_ template: String, with values: [String: String]) -> Bool {
        let path = template.split(separator: "?", maxSplits: 1).first ?? ""
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return values.contains { name, value in
            (value == "." || value == "..") && segments.contains { $0 == "{\(name)}" }
        }
    }

    /// A value for every parameter, drawn in name order so a case replays exactly.
    private static func parameterValues(_ parameters: [String: ParameterShape]) -> Gen<[String: String]> {
        let ordered = parameters.sorted { $0.key < $1.key }
        return Gen { source in
            var values: [String: String] = [:]
            for (name, shape) in ordered { values[name] = shape.validValues.generate(from: &source) }
            return values
        }
    }

    /// `template` with each `{name}` replaced by its value, percent-encoded; unknown
    /// placeholders are left as written.
    static func fill(_ template: String, with values: [String: String]) -> String {
        var link = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            link += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            link += values[name].map(percentEncodedBeyondUnreserved) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return link + rest
    }

    /// `text` with every byte outside RFC 3986 `unreserved` percent-encoded (uppercase hex).
    static func percentEncodedBeyondUnreserved(_ text: String) -> String {
        let unreservedBytes = Set(unreserved.utf8)
        var encoded = ""
        for byte in text.utf8 {
            if unreservedBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += escape(byte)
            }
        }
        return encoded
    }
}

/// A link made from one of an app's route templates, with the route and values it was made
/// from: what a correct parser must route it to.
public struct RoutedLinkCase: Hashable, Sendable, Codable {
    /// The route's name.
    public let route: String
    /// The parameter values before encoding.
    public let parameters: [String: String]
    /// The link made from the template.
    public let link: String
}
