/// An apple-app-site-association file as the engine reads it: every shape in the wild
/// (modern `components`, legacy `paths`, the legacy `details` dictionary) brought to one form.
public struct AASADocument: Sendable, Codable, Equatable {
    /// The `applinks` service, when present and an object.
    public var appLinks: AASAAppLinks?
    /// App IDs of the `webcredentials`, `appclips` and `activitycontinuation` services.
    public var webCredentials: [String]?
    /// App IDs of the `appclips` service.
    public var appClips: [String]?
    /// App IDs of the `activitycontinuation` (Handoff) service.
    public var activityContinuation: [String]?

    /// A document with the given services.
    public init(appLinks: AASAAppLinks? = nil, webCredentials: [String]? = nil,
                appClips: [String]? = nil, activityContinuation: [String]? = nil) {
        self.appLinks = appLinks
        self.webCredentials = webCredentials
        self.appClips = appClips
        self.activityContinuation = activityContinuation
    }
}

/// The `applinks` dictionary.
public struct AASAAppLinks: Sendable, Codable, Equatable {
    /// Domain-level `defaults`; every rule of `details` already carries what it took from them.
    public var defaults: AASADefaults
    /// Custom `substitutionVariables`, in source order.
    public var variables: [AASAVariable]
    /// Details entries in evaluation order (the legacy dictionary is sorted by app ID).
    public var details: [AASADetail]

    /// An `applinks` dictionary.
    public init(defaults: AASADefaults = AASADefaults(), variables: [AASAVariable] = [], details: [AASADetail] = []) {
        self.defaults = defaults
        self.variables = variables
        self.details = details
    }
}

/// `caseSensitive` and `percentEncoded` as a rule or one level of `defaults` sets them;
/// nil means "inherit", and at the end "the built-in default, true".
public struct AASAFlags: Sendable, Codable, Hashable {
    /// Whether patterns compare case-sensitively (default true).
    public var caseSensitive: Bool?
    /// Whether the URL is compared as written, still encoded (default true), or decoded first.
    public var percentEncoded: Bool?

    /// Flags of one level.
    public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }
}

/// One custom substitution variable: `"food": ["burrito", "pizza"]`.
public struct AASAVariable: Sendable, Codable, Equatable {
    /// The name used as `$(name)`.
    public var name: String
    /// The alternatives, each a pattern that may use `*` and `?`.
    public var values: [String]

    /// A variable.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// One entry of `applinks.details`.
public struct AASADetail: Sendable, Codable, Equatable {
    /// Where the entry is in the file, e.g. `$.applinks.details[0]`.
    public var jsonPath: String
    /// `appIDs`, plus `appID` (or the legacy dictionary key).
    public var appIDs: [String]
    /// App-level `defaults`; every rule already carries what it took from them.
    public var defaults: AASADefaults
    /// `components`, then legacy `paths`, in order, each with the keys it leaves out taken
    /// from the two levels of `defaults`.
    public var rules: [AASARule]

    /// A details entry.
    public init(jsonPath: String, appIDs: [String], defaults: AASADefaults = AASADefaults(), rules: [AASARule]) {
        self.jsonPath = jsonPath
        self.appIDs = appIDs
        self.defaults = defaults
        self.rules = rules
    }
}

/// One rule: a `components` dictionary, or one legacy `paths` string.
public struct AASARule: Sendable, Codable, Equatable {
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

/// The `?` component: a pattern for the whole query, or predicates on named items.
public enum AASAQueryPattern: Sendable, Codable, Hashable {
    /// `"?": "a=1"` — the whole query string must match.
    case whole(String)
    /// `"?": {"name": "pattern"}` — every named item must match at each occurrence; a
    /// missing item counts as present and empty.
    case items([AASAQueryItemPattern])
    /// A dictionary with a non-string predicate: Apple then ignores the whole dictionary,
    /// so it matches every query (`AASA150`).
    case discarded
}

/// One predicate of a query dictionary.
public struct AASAQueryItemPattern: Sendable, Codable, Hashable {
    /// The query item name, compared exactly (folded when case-insensitive).
    public var name: String
    /// The pattern for the item's value.
    public var pattern: String

    /// A predicate.
    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}
