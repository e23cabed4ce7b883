/// A `defaults` dictionary, of `applinks` (the domain level) or of a details entry (the app
/// level). Apple's reference (`applinks.Defaults`): "This object is a subclass of components
/// and can contain any of its properties", and "The more specific definition overrides the
/// less specific": a component's own key wins over the app level, which wins over the domain
/// level. Each key applies, on its own, to every component of its scope that leaves it out.
package struct AASADefaults: Sendable, Codable, Equatable {
    /// Where the dictionary is in the file (`$.applinks.defaults`); empty when the file has none.
    public var jsonPath: String
    /// The `/` pattern for components without one.
    public var path: String?
    /// The `?` pattern for components without one.
    public var query: AASAQueryPattern?
    /// The `#` pattern for components without one.
    public var fragment: String?
    /// `exclude` for components that do not say.
    public var exclude: Bool?
    /// `caseSensitive` and `percentEncoded` for components that do not say.
    public var flags: AASAFlags

    /// An empty `defaults` dictionary at `jsonPath`; the reader sets the keys the file gives.
    public init(jsonPath: String = "") {
        self.jsonPath = jsonPath
        flags = AASAFlags()
    }
}

/// A key a rule left out and took from a `defaults` dictionary, for traces: which default applied.
package struct AASADefaultedKey: Sendable, Codable, Equatable {
    /// The component key: `/`, `?`, `#`, `exclude`, `caseSensitive` or `percentEncoded`.
    public let key: String
    /// The value taken, as JSON text (`"/foo/*"`, `true`, `{"id":"??"}`).
    public let value: String
    /// The `defaults` dictionary it came from (`$.applinks.defaults`, `$.applinks.details[0].defaults`).
    public let from: String
}

extension AASARule {
    /// This rule with every key it does not write taken from `levels`, the nearest level first
    /// (a details entry's `defaults`, then `applinks.defaults`). `written` holds the keys the
    /// rule sets itself; a legacy `paths` entry is a whole rule, so it writes all but the flags.
    func inheriting(_ levels: [AASADefaults], written: Set<String>) -> AASARule {
        var rule = self
        var set = written
        func take<Value>(_ key: String, _ value: Value?, text: (Value) -> String, into apply: (Value) -> Void, from level: AASADefaults) {
            guard !set.contains(key), let value else { return }
            apply(value)
            set.insert(key)
            rule.defaulted.append(AASADefaultedKey(key: key, value: text(value), from: level.jsonPath))
        }
        for level in levels {
            take("/", level.path, text: JSONPath.quoted, into: { rule.path = $0 }, from: level)
            take("?", level.query, text: \.jsonText, into: { rule.query = $0 }, from: level)
            take("#", level.fragment, text: JSONPath.quoted, into: { rule.fragment = $0 }, from: level)
            take("exclude", level.exclude, text: String.init, into: { rule.exclude = $0 }, from: level)
            take("caseSensitive", level.flags.caseSensitive, text: String.init, into: { rule.flags.caseSensitive = $0 }, from: level)
            take("percentEncoded", level.flags.percentEncoded, text: String.init, into: { rule.flags.percentEncoded = $0 }, from: level)
        }
        return rule
    }
}

extension AASAQueryPattern {
    /// The pattern as JSON text, for traces.
    var jsonText: String {
        switch self {
        case .whole(let pattern): JSONPath.quoted(pattern)
        case .items(let items): "{" + items.map { JSONPath.quoted($0.name) + ":" + JSONPath.quoted($0.pattern) }.joined(separator: ",") + "}"
        case .discarded: "(a dictionary with a non-string predicate: matches every query)"
        }
    }
}
