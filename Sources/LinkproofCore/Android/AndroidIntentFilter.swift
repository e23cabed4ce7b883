/// The data half of an `android.content.IntentFilter` (schemes, authorities, paths and
/// Android 15's URI-relative filter groups) and its match against a URI, ported from AOSP:
/// `IntentFilter.matchData`, `matchDataAuthority`, `hasDataPath`, `matchRelRefGroups`,
/// `AuthorityEntry(host, port)` and `AuthorityEntry.match(Uri, false)` as Android 15 ships them
/// (read in an Android 15 build's `IntentFilter`, `488315/android_samsung_frameworks_base`
/// commit 559fc6a7c4da11e3d7429a20c9c5b594c07a8512, with the relative-reference flag on, and
/// checked against AOSP's own source at `aosp-mirror/platform_frameworks_base` commit
/// 003587b9a4e14f5e412ae898e7c00389a2dad2aa for the code outside that flag);
/// `UriRelativeFilterGroup.matchData`, `matchGroupsToUri` and `UriRelativeFilter.matchData` /
/// `matchQuery` (`aosp-mirror/platform_frameworks_base` commits 01a7983f3137 and 1d47c3a09833).
///
/// The filter has no MIME types and the intent no type, as for a link a browser hands over
/// (`VIEW` of an `https` or custom-scheme URI); wildcard matching (`wildcardSupported`) is
/// off, as it is for every intent an app receives.
package struct AndroidIntentFilter: Sendable, Equatable {
    /// `addDataAuthority(host, port)`: a host (a leading `*` makes it a suffix) and a port.
    public struct Authority: Sendable, Equatable {
        /// The host as written (`mOrigHost`).
        public let host: String
        /// The port as written; nil matches any port.
        public let port: String?
        /// `mWild`: the host starts with `*`.
        let wild: Bool
        /// `mHost`: the host without its `*`, in UTF-16.
        let suffix: [UInt16]
        /// `mPort`: `Integer.parseInt(port)`, or -1.
        let portNumber: Int32

        public init(host: String, port: String?) throws(AndroidFilterError) {
            self.host = host
            self.port = port
            self.wild = host.utf16.first == UInt16(UInt8(ascii: "*"))
            self.suffix = Array(host.utf16.dropFirst(wild ? 1 : 0))
            if let port {
                // AOSP's constructor throws NumberFormatException here.
                guard let number = JavaText.parseInt(Array(port.utf16)) else { throw .badPort(port) }
                self.portNumber = number
            } else {
                self.portNumber = -1
            }
        }

        /// `AuthorityEntry.match(data, false)`: the match category, or nil.
        func match(_ uri: AndroidURI) -> AndroidMatchCategory? {
            guard uri.host(equalsIgnoringCase: suffix, suffix: wild) else { return nil }
            if portNumber < 0 { return .host }
            return portNumber == uri.port ? .port : nil
        }
    }

    /// One `UriRelativeFilter`: a pattern over the path, the query (any one `&`- or
    /// `;`-separated parameter) or the fragment.
    public struct RelativeFilter: Sendable, Equatable {
        public enum Part: String, Sendable, CaseIterable { case path, query, fragment }
        public let part: Part
        public let matcher: AndroidPatternMatcher

        public init(part: Part, matcher: AndroidPatternMatcher) {
            self.part = part
            self.matcher = matcher
        }

        /// `UriRelativeFilter.matchData(data)`.
        func matches(_ uri: AndroidURI) -> Bool {
            switch part {
            case .path: return matcher.matches(uri.path)
            case .fragment: return matcher.matches(uri.fragment)
            case .query:
                // matchQuery: split the decoded query on '&', or on ';' when that gives one piece.
                guard let query = uri.query.map({ Array($0.utf16) }) else { return false }
                var parameters = JavaText.split(query, on: UInt16(UInt8(ascii: "&")))
                if parameters.count == 1 { parameters = JavaText.split(query, on: UInt16(UInt8(ascii: ";"))) }
                return parameters.contains { matcher.matches(units: $0) }
            }
        }
    }

    /// A `<uri-relative-filter-group>`: all its filters must match; the first group that
    /// matches decides, allowing or blocking.
    public struct RelativeFilterGroup: Sendable, Equatable {
        public let allow: Bool
        public let filters: [RelativeFilter]

        /// Repeated filters are kept once, as AOSP's `ArraySet` keeps them.
        public init(allow: Bool, filters: [RelativeFilter]) {
            self.allow = allow
            var unique: [RelativeFilter] = []
            for filter in filters where !unique.contains(filter) { unique.append(filter) }
            self.filters = unique
        }

        /// `UriRelativeFilterGroup.matchData(data)`: a group without filters never matches.
        func matches(_ uri: AndroidURI) -> Bool {
            !filters.isEmpty && filters.allSatisfy { $0.matches(uri) }
        }
    }

    /// `mDataSchemes`, compared case-sensitively; a repeated scheme is kept once.
    public var schemes: [String] { parts.schemes }
    public var authorities: [Authority] { parts.authorities }
    public var paths: [AndroidPatternMatcher] { parts.paths }
    public var groups: [RelativeFilterGroup] { parts.groups }

    /// The filter's parts, in one box: a filter is copied where it is asked about a link (an
    /// element of an app's filters), and a copy of five arrays cost five reference counts,
    /// for every filter and link (issue 43); a copy of the box costs one.
    private let parts: Parts

    private final class Parts: Sendable {
        let schemes: [String]
        /// Each of `schemes`' code units when it is ASCII (nil when not), worked out once for
        /// every URI the filter is asked about (`AndroidURI.hasScheme(_:units:)`).
        let schemeUnits: [[UInt16]?]
        let authorities: [Authority]
        let paths: [AndroidPatternMatcher]
        let groups: [RelativeFilterGroup]

        init(schemes: [String], authorities: [Authority], paths: [AndroidPatternMatcher], groups: [RelativeFilterGroup]) {
            self.schemes = schemes
            schemeUnits = schemes.map(AndroidURI.asciiUnits(of:))
            self.authorities = authorities
            self.paths = paths
            self.groups = groups
        }
    }

    public init(schemes: [String], authorities: [Authority], paths: [AndroidPatternMatcher], groups: [RelativeFilterGroup]) {
        var unique: [String] = []
        for scheme in schemes where !unique.contains(scheme) { unique.append(scheme) }
        parts = Parts(schemes: unique, authorities: authorities, paths: paths, groups: groups)
    }

    public static func == (lhs: AndroidIntentFilter, rhs: AndroidIntentFilter) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.schemes == rhs.schemes && lhs.authorities == rhs.authorities && lhs.paths == rhs.paths && lhs.groups == rhs.groups)
    }

    /// `matchData(null, uri.getScheme(), uri, false)`, with the trace of each step.
    public func match(_ uriString: String) -> AndroidFilterMatch {
        let uri = AndroidURI(uriString)
        var trace: [AndroidFilterMatch.Step]? = []
        let answer = match(uri, trace: &trace)
        return AndroidFilterMatch(uri: uri, category: answer.category, reason: answer.reason, trace: trace ?? [])
    }

    /// The match category of `uri`, or nil when the filter does not accept it: `match` without
    /// its trace or its `AndroidFilterMatch`, for the decider, which asks every filter about
    /// every link (issue 43: the trace's sentences were most of an Android decision's time;
    /// the result, with its copy of the URI, about 110 instructions a filter more).
    func category(of uri: AndroidURI) -> AndroidMatchCategory? {
        var trace: [AndroidFilterMatch.Step]?
        return match(uri, trace: &trace).category
    }

    /// `matchData`'s answer for `uri`: the category, or why not; every check made is appended
    /// to `trace` when there is one (its sentences are made only then).
    private func match(_ uri: AndroidURI, trace: inout [AndroidFilterMatch.Step]?)
        -> (category: AndroidMatchCategory?, reason: AndroidFilterMatch.Reason?)
    {
        func record(_ check: @autoclosure () -> String, _ pattern: @autoclosure () -> String, _ ok: Bool, _ note: @autoclosure () -> String) {
            trace?.append(.init(check: check(), pattern: pattern(), ok: ok, note: note()))
        }
        func fail(_ reason: AndroidFilterMatch.Reason) -> (category: AndroidMatchCategory?, reason: AndroidFilterMatch.Reason?) {
            (nil, reason)
        }
        // No types and no schemes: only an intent without data matches.
        guard !schemes.isEmpty else {
            record("scheme", "(none)", false, "a filter without a scheme matches only an intent without data")
            return fail(.noScheme)
        }
        let parts = parts
        let schemeOK = parts.schemes.indices.contains { uri.hasScheme(parts.schemes[$0], units: parts.schemeUnits[$0]) }
        record("scheme", schemes.joined(separator: " "), schemeOK, "'\(uri.scheme ?? "")' compared case-sensitively")
        guard schemeOK else { return fail(.scheme) }
        guard !authorities.isEmpty else {
            record("authority", "(none)", true, "no host: paths and groups are not consulted")
            return (.scheme, nil)
        }
        // matchDataAuthority: the first entry that matches.
        var authorityMatch: AndroidMatchCategory?
        for authority in parts.authorities {
            let result = authority.match(uri)
            record("authority", authority.host + (authority.port.map { ":" + $0 } ?? ""), result != nil, "host \(uri.host.map { "'\($0)'" } ?? "null"), port \(uri.port)")
            if let result { authorityMatch = result; break }
        }
        guard let authorityMatch else { return fail(.authority) }
        guard !paths.isEmpty || !groups.isEmpty else {
            return (authorityMatch, nil)
        }
        // hasDataPath(data.getPath()) || matchRelRefGroups(data)
        let path = uri.path
        for matcher in paths {
            let ok = matcher.matches(path)
            record(matcher.kind.pathAttribute, matcher.pattern, ok, "path \(path.map { "'\($0)'" } ?? "null") (decoded)")
            if ok { return (.path, nil) }
        }
        for (index, group) in groups.enumerated() where group.matches(uri) {
            record("uriRelativeFilterGroup[\(index)]", group.allow ? "allow" : "block", group.allow, "the first group whose filters all match decides")
            return group.allow ? (.path, nil) : fail(.blockedByGroup)
        }
        if !groups.isEmpty {
            record("uriRelativeFilterGroup", "\(groups.count) group(s)", false, "no group matches")
        }
        return fail(.path)
    }
}

/// IntentFilter's match categories for data (`MATCH_CATEGORY_*`), best last.
package enum AndroidMatchCategory: String, Sendable, Codable {
    case scheme = "MATCH_CATEGORY_SCHEME"
    case host = "MATCH_CATEGORY_HOST"
    case port = "MATCH_CATEGORY_PORT"
    case path = "MATCH_CATEGORY_PATH"
}

/// The result of `AndroidIntentFilter.match`: the category when it matches, why not
/// otherwise, the URI as Android read it, and every check made.
package struct AndroidFilterMatch: Sendable {
    /// Why a filter did not match (`NO_MATCH_DATA`, by the step that failed).
    public enum Reason: String, Sendable, Codable {
        /// The filter has no scheme, so it matches only intents without data.
        case noScheme = "no-scheme"
        case scheme
        case authority
        case path
        /// A `uri-relative-filter-group` with `allow="false"` matched first.
        case blockedByGroup = "blocked-by-group"
    }

    /// One check of the trace: what was compared, against which pattern, with what result.
    public struct Step: Sendable, Codable, Equatable, JSONWritable {
        public let check: String
        public let pattern: String
        public let ok: Bool
        public let note: String
    }

    public let uri: AndroidURI
    public let category: AndroidMatchCategory?
    public let reason: Reason?
    public let trace: [Step]

    public var matches: Bool { category != nil }
}

/// A filter Android itself would refuse to build.
package enum AndroidFilterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `AuthorityEntry`'s `Integer.parseInt(port)` throws NumberFormatException.
    case badPort(String)
    /// `new PatternMatcher(pattern, PATTERN_ADVANCED_GLOB)` throws.
    case badPattern(String, AndroidPatternError)

    public var description: String { message }

    public var message: String {
        switch self {
        case .badPort(let port): "port '\(port)' is not an integer (AuthorityEntry throws NumberFormatException)"
        case .badPattern(let pattern, let error): "pattern '\(pattern)': \(error.message)"
        }
    }
}
