/// One rule: a `components` dictionary, or one legacy `paths` string.
package struct AASARule: Sendable, Codable, Equatable {
    /// Where the rule is in the file, e.g. `$.applinks.details[0].components[3]`.
    public var jsonPath: String
    /// The `/` pattern; nil matches any path.
    public var path: String?
    /// The `?` pattern; nil matches any query.
    public var query: AASAQueryPattern?
    /// The `#` pattern; nil matches any fragment.
    public var fragment: String?
    /// A match of an `exclude` rule stops the scan with `.exclude`.
    public var exclude: Bool
    /// URL-level flags, after `defaults`.
    public var flags: AASAFlags
    /// The `comment`, ignored by matching and shown in traces.
    public var comment: String?
    /// The keys the rule left out and took from a `defaults` dictionary, nearest level first.
    public var defaulted: [AASADefaultedKey]

    /// A rule.
    public init(jsonPath: String, path: String? = nil, query: AASAQueryPattern? = nil, fragment: String? = nil,
                exclude: Bool = false, flags: AASAFlags = AASAFlags(), comment: String? = nil, defaulted: [AASADefaultedKey] = []) {
        self.jsonPath = jsonPath
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.flags = flags
        self.comment = comment
        self.defaulted = defaulted
    }
}
