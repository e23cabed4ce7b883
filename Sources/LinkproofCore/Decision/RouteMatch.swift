/// One route template compiled for matching: literals as bytes, each parameter with its type.
/// A class, so that scanning the templates of an origin copies one reference per template.
final class RouteMatcher: Sendable {
    /// The route's name and flags (not the route itself: reading one copies its templates).
    let routeName: String
    let risky: Bool
    let personal: Bool

    /// A path segment or query value of the template (boxed: reading one retains one box).
    private indirect enum Piece: Sendable {
        case literal([UInt8])
        /// A parameter and its declared type (nil: undeclared, any value).
        case parameter(String, ParameterType?)

        var isParameter: Bool {
            if case .parameter = self { true } else { false }
        }
    }

    private let path: [Piece]
    private let query: [QueryPiece]
    /// How many parameters the template reads.
    private let parameterCount: Int

    /// A query item of the template: its name, as text and bytes, and its value.
    private final class QueryPiece: Sendable {
        let name: String
        let bytes: [UInt8]
        let value: Piece

        init(name: String, value: Piece) {
            self.name = name
            self.bytes = Array(name.utf8)
            self.value = value
        }
    }

    init(route: Route, template: RouteTemplate) {
        routeName = route.name
        risky = route.risky
        personal = route.personal
        func piece(_ piece: RouteTemplate.Piece) -> Piece {
            switch piece {
            case .literal(let text): .literal(Array(text.utf8))
            case .parameter(let name): .parameter(name, route.parameters[name])
            }
        }
        path = template.path.map(piece)
        query = template.query.map { QueryPiece(name: $0.name, value: piece($0.value)) }
        parameterCount = path.count(where: \.isParameter) + query.count(where: \.value.isParameter)
    }

    /// Whether the path has the template's shape: as many segments, literal segments equal.
    func pathMatches(_ anatomy: LinkAnatomy, _ segments: PathSegments, count: Int) -> Bool {
        guard path.count == count else { return false }
        for (piece, segment) in zip(path, segments) {
            if case .literal(let literal) = piece, !anatomy.segment(segment, is: literal) { return false }
        }
        return true
    }

    /// The route's parameters read off a path that `pathMatches` and the query, or why not.
    /// Every template query item must occur exactly once; a second occurrence in any letter
    /// case rejects, so no handler downstream can read a different copy than this one did.
    func parameters(_ anatomy: LinkAnatomy, _ segments: PathSegments, _ items: UnsafeBufferPointer<QueryItem>) throws(Rejection) -> RouteParameters {
        var params = RouteParameters(capacity: parameterCount)
        for (piece, segment) in zip(path, segments) {
            if case .parameter(let name, let type) = piece {
                let value = anatomy.decoded(segment)
                try Self.check(value, of: name, type, at: segment.lowerBound)
                params.add(name, value)
            }
        }
        for entry in query {
            let (name, bytes) = (entry.name, entry.bytes)
            var first: QueryItem?
            for item in items where anatomy.nameIs(item, bytes, ignoringCase: true) {
                guard first != nil else {
                    first = item
                    continue
                }
                let count = items.count { anatomy.nameIs($0, bytes, ignoringCase: true) }
                throw Rejection(.duplicateParameter, at: item.offset, "'\(name)' occurs \(count) times (letter case ignored)")
            }
            guard let item = first, anatomy.nameIs(item, bytes), let valueRange = item.value else {
                // Only a name written in another letter case is quoted: the detail cannot read the input.
                let found = first.map { anatomy.nameIs($0, bytes) ? nil : anatomy.name($0) }
                throw Rejection(.missingParameter, at: first?.offset, Self.missing(name, found: found))
            }
            switch entry.value {
            case .literal(let expected):
                guard StrictDecoding.decodedEquals(anatomy[valueRange], expected) else {
                    throw Rejection(.invalidParameter, at: item.valueOffset, "'\(name)' must be '\(String(decoding: expected, as: UTF8.self))'")
                }
            case .parameter(let parameter, let type):
                let value = anatomy.decoded(valueRange)
                try Self.check(value, of: parameter, type, at: item.valueOffset)
                params.add(parameter, value)
            }
        }
        return params
    }

    private static func check(_ value: String, of name: String, _ type: ParameterType?, at offset: Int) throws(Rejection) {
        if let problem = type?.problem(value) {
            throw Rejection(.invalidParameter, at: offset, "'\(name)': \(problem)")
        }
    }

    /// Why the query item `name` is missing: absent (`found` nil), without `=` (`found` is
    /// `.some(nil)`), or written in another letter case (the name as written).
    private static func missing(_ name: String, found: String??) -> String {
        switch found {
        case nil: "'\(name)' is missing"
        case nil?: "'\(name)' has no '='"
        case let written??: "'\(name)' is written '\(written)'"
        }
    }
}
