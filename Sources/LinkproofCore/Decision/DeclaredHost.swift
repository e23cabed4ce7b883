/// A host the manifest names, with everything declared on it. A class: the host table and
/// every decision on the host hold it by one reference.
final class DeclaredHost: Sendable {
    /// The host, lowercased.
    let name: String
    /// Set when the host is an associated domain.
    let domain: DomainEntry?
    /// The app ID the domain's rules are for (empty when the host is no associated domain).
    var appID: String { domain?.appID ?? "" }
    /// The dynamic-link prefixes on this host, each with its `string` (built once: a short link
    /// names its prefix).
    let prefixes: [(prefix: DynamicLinkPrefix, string: String)]
    /// The route templates on this host, by scheme, in manifest order (those that read the
    /// fragment first).
    private let templates: [(scheme: String, matchers: [RouteMatcher])]

    /// The templates of `scheme` on this host; nil when it has none.
    func matchers(_ scheme: String) -> [RouteMatcher]? {
        templates.first { $0.scheme == scheme }?.matchers
    }

    /// A host's declarations as the parser gathers them.
    struct Builder {
        let name: String
        var domain: DomainEntry?
        var prefixes: [(prefix: DynamicLinkPrefix, string: String)] = []
        var templates: [(scheme: String, matchers: [RouteMatcher])] = []

        init(_ name: String) { self.name = name }

        /// Adds `matcher` after the others of its scheme, or, when it reads the fragment, after
        /// the others that do and before every one that does not: a template that reads the
        /// fragment is tried first, for one that ignores it matches the same link whatever the
        /// fragment holds.
        mutating func add(_ matcher: RouteMatcher, scheme: String) {
            if let index = templates.firstIndex(where: { $0.scheme == scheme }) {
                let position = matcher.readsFragment ? templates[index].matchers.firstIndex { !$0.readsFragment } : nil
                templates[index].matchers.insert(matcher, at: position ?? templates[index].matchers.endIndex)
            } else {
                templates.append((scheme, [matcher]))
            }
        }
    }

    init(_ builder: Builder) {
        name = builder.name
        domain = builder.domain
        prefixes = builder.prefixes
        templates = builder.templates
    }
}
