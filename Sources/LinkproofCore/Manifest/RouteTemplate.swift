import LinkproofURL

/// One URL form of a route:
/// `scheme://host[:port]/literal/{param}?name={param}&fixed=value#literal/{param}`.
///
/// A `{name}` stands for a whole path segment, a whole query value or a whole fragment
/// segment; `{_}` for a path or fragment segment the app ignores (any segment the strict
/// policy admits, never a parameter). The path matches exactly (an empty path and `/` are the
/// same root); each query item of the template must occur exactly once in the link (an
/// optional parameter's at most once); other query items are ignored. A fixed query value may
/// hold `/`, `?` and `%XX` escapes. Without `#…` the link's fragment is ignored; with one
/// (`#invite/{code}`, for apps that carry their data in the fragment) the link's fragment is
/// split on `/` and matches it segment by segment, as the path does.
public struct RouteTemplate: Hashable, Sendable {
    /// A path segment or query value of the template.
    public enum Piece: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    /// The template as written.
    public let source: String
    /// Lowercased scheme.
    public let scheme: String
    /// Lowercased host: a name, or the shape of a route on any host (`*`, `*.example.social`).
    public let host: String
    /// The hosts of a route on any host (`https://*/…`); nil for a template on one host.
    package var anyHost: AnyHost? { AnyHost(host) }
    public let port: UInt16?
    /// Path segments (none for the root).
    public let path: [Piece]
    /// Query items in template order.
    public let query: [(name: String, value: Piece)]
    /// The fragment's segments (split on `/`), when the template has `#…`; nil when the
    /// template ignores the link's fragment.
    public let fragment: [Piece]?
    /// Whether the fragment starts with `/` (`#/invite/{code}`): the link's must too.
    public let fragmentStartsWithSlash: Bool

    public static func == (lhs: RouteTemplate, rhs: RouteTemplate) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The name of an ignored path segment, `{_}`: it matches any segment and is no parameter.
    public static let ignoredSegment = "_"

    /// Every parameter the template uses (not `{_}`).
    public var parameterNames: Set<String> {
        var names = Set<String>()
        for piece in path + query.map(\.value) + (fragment ?? []) {
            if case .parameter(let name) = piece, name != Self.ignoredSegment { names.insert(name) }
        }
        return names
    }

    /// The names of the parameters that fill a whole path segment (not `{_}`).
    public var pathParameters: Set<String> { Self.names(in: path) }

    /// The names of the parameters that fill a whole fragment segment (not `{_}`).
    public var fragmentParameters: Set<String> { Self.names(in: fragment ?? []) }

    private static func names(in pieces: [Piece]) -> Set<String> {
        Set(pieces.compactMap { piece in
            if case .parameter(let name) = piece, name != Self.ignoredSegment { return name }
            return nil
        })
    }

    /// Parses a template; the error says what is wrong with it.
    public init(_ source: String) throws(TemplateError) {
        self.source = source
        guard let schemeEnd = source.range(of: "://") else { throw TemplateError("needs 'scheme://host'") }
        let scheme = ASCII.lowercased(source[..<schemeEnd.lowerBound])
        guard let first = scheme.utf8.first, ASCII.isAlpha(first),
              scheme.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { throw TemplateError("scheme '\(scheme)' is not a URL scheme") }
        self.scheme = scheme

        var rest = source[schemeEnd.upperBound...]
        let fragmentText = Self.cut(&rest, at: "#")
        let queryText = Self.cut(&rest, at: "?")
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if let colon = authority.lastIndex(of: ":") {
            guard let port = UInt16(authority[authority.index(after: colon)...]) else { throw TemplateError("port is not a number from 0 to 65535") }
            self.port = port
            self.host = ASCII.lowercased(authority[..<colon])
        } else {
            self.port = nil
            self.host = ASCII.lowercased(authority)
        }
        if let anyHost = AnyHost(host) {
            if let problem = anyHost.problem { throw TemplateError(problem) }
            guard scheme == "https" else { throw TemplateError("a route on any host ('\(host)') is for https links: a custom scheme's host is the app's own") }
            guard port == nil else { throw TemplateError("a route on any host ('\(host)') takes no port") }
        } else {
            guard !host.isEmpty, host.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
            else { throw TemplateError("host '\(host)' must be a non-empty ASCII host name, '*' or '*.domain'") }
        }

        let pathText = rest[authorityEnd...]
        var path: [Piece] = []
        if pathText.count > 1 {
            for segment in pathText.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                path.append(try Self.piece(segment, in: "path segment"))
            }
        }
        self.path = path

        var query: [(name: String, value: Piece)] = []
        var names = Set<String>()
        for item in (queryText ?? "").split(separator: "&") {
            guard let equals = item.firstIndex(of: "=") else { throw TemplateError("query item '\(item)' needs 'name=value'") }
            let name = String(item[..<equals])
            guard !name.isEmpty, case .literal = try Self.piece(item[..<equals], in: "query name") else {
                throw TemplateError("query name '\(name)' must be literal")
            }
            guard names.insert(ASCII.lowercased(name)).inserted else {
                throw TemplateError("query item '\(name)' appears twice")
            }
            let value = item[item.index(after: equals)...]
            guard value != "{\(Self.ignoredSegment)}" else {
                throw TemplateError("'{_}' ignores a path or fragment segment; a query item the app ignores needs no item in the template")
            }
            query.append((name, value.hasPrefix("{") ? try Self.piece(value, in: "query value") : try Self.fixedValue(value)))
        }
        self.query = query
        (fragment, fragmentStartsWithSlash) = try fragmentText.map(Self.fragmentPieces) ?? (nil, false)
    }

    /// A fragment template's segments: literals (as a path segment's) and `{name}`s between `/`.
    private static func fragmentPieces(_ text: Substring) throws(TemplateError) -> ([Piece], Bool) {
        let startsWithSlash = text.hasPrefix("/")
        let segments = startsWithSlash ? text.dropFirst() : text
        guard !segments.isEmpty else {
            throw TemplateError("an empty fragment '#\(text)' carries nothing: remove '#' to ignore the link's fragment")
        }
        guard !segments.contains("#") else { throw TemplateError("a fragment holds no second '#'") }
        var pieces: [Piece] = []
        for segment in segments.split(separator: "/", omittingEmptySubsequences: false) {
            pieces.append(try piece(segment, in: "fragment segment"))
        }
        return (pieces, startsWithSlash)
    }

    /// What follows the first `mark` of `text`, which keeps what precedes it; nil (and `text`
    /// unchanged) without one.
    private static func cut(_ text: inout Substring, at mark: Character) -> Substring? {
        guard let index = text.firstIndex(of: mark) else { return nil }
        defer { text = text[..<index] }
        return text[text.index(after: index)...]
    }

    /// The punctuation a literal may hold: unreserved characters and sub-delimiters.
    private static let literalPunctuation = Set("-._~!$'()*+,;=:@".utf8)
    /// What a fixed query value may hold besides: `/` and `?`, which a query holds as written.
    private static let queryPunctuation = literalPunctuation.union("/?".utf8)

    /// A fixed query value (`?url=action/close`): a literal that may also hold `/` and `?`,
    /// and `%XX` escapes for any other byte (`&` is `%26`, `#` `%23`, a space `%20`), decoded
    /// once here as a link's value is, to strict UTF-8. The link's value matches when it
    /// decodes to the same text, whichever bytes it escapes.
    private static func fixedValue(_ text: Substring) throws(TemplateError) -> Piece {
        var bytes: [UInt8] = []
        let written = Array(text.utf8)
        var index = 0
        while index < written.count {
            let byte = written[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < written.count, let high = ASCII.hexValue(written[index + 1]), let low = ASCII.hexValue(written[index + 2]) else {
                    throw TemplateError("query value '\(text)' has a '%' that is not an escape %XX")
                }
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            guard ASCII.isAlphanumeric(byte) || queryPunctuation.contains(byte) else {
                throw TemplateError("query value '\(text)' may hold only unreserved characters, sub-delimiters, '/', '?' and %XX escapes, or be a whole {parameter}")
            }
            bytes.append(byte)
            index += 1
        }
        guard let value = String(validating: bytes, as: UTF8.self) else { throw TemplateError("query value '\(text)' does not decode to UTF-8") }
        return .literal(value)
    }

    /// A literal (unreserved characters and sub-delimiters, no escapes) or a whole `{name}`.
    private static func piece(_ text: Substring, in place: String) throws(TemplateError) -> Piece {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let name = text.dropFirst().dropLast()
            guard let first = name.utf8.first, ASCII.isAlpha(first) || first == UInt8(ascii: "_"),
                  name.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "_") })
            else { throw TemplateError("'\(text)' is not a parameter name") }
            return .parameter(String(name))
        }
        guard text.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || literalPunctuation.contains($0) }) else {
            throw TemplateError("\(place) '\(text)' may hold only unreserved characters, or be a whole {parameter}")
        }
        return .literal(String(text))
    }
}

/// What is wrong with a route template.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    init(_ message: String) { self.message = message }
}
