import LinkproofURL

/// One URL form of a route: `scheme://host[:port]/literal/{param}?name={param}&fixed=value`.
///
/// A `{name}` stands for a whole path segment or a whole query value. The path matches
/// exactly (an empty path and `/` are the same root); each query item of the template must
/// occur exactly once in the link; other query items are ignored.
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
    /// Lowercased host.
    public let host: String
    public let port: UInt16?
    /// Path segments (none for the root).
    public let path: [Piece]
    /// Query items in template order.
    public let query: [(name: String, value: Piece)]

    public static func == (lhs: RouteTemplate, rhs: RouteTemplate) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Every parameter the template uses.
    public var parameterNames: Set<String> {
        var names = Set<String>()
        for piece in path + query.map(\.value) {
            if case .parameter(let name) = piece { names.insert(name) }
        }
        return names
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
        let queryText: Substring?
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        } else {
            queryText = nil
        }
        guard !rest.contains("#") else { throw TemplateError("a fragment is never matched; remove '#…'") }
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
        guard !host.isEmpty, host.utf8.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { throw TemplateError("host '\(host)' must be a non-empty ASCII host name") }

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
            query.append((name, try Self.piece(item[item.index(after: equals)...], in: "query value")))
        }
        self.query = query
    }

    /// The punctuation a literal may hold: unreserved characters and sub-delimiters.
    private static let literalPunctuation = Set("-._~!$'()*+,;=:@".utf8)

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
