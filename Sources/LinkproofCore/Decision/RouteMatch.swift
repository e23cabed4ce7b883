/// One route template compiled for matching: literals as bytes, each parameter with its type.
/// A class, so that scanning the templates of an origin copies one reference per template.
final class RouteMatcher: Sendable {
    let route: Route

    /// A path segment or query value of the template.
    private enum Piece: Sendable {
        case literal([UInt8])
        /// A parameter and its declared type (nil: undeclared, any value).
        case parameter(String, ParameterType?)
    }

    private let path: [Piece]
    private let query: [(name: String, bytes: [UInt8], value: Piece)]

    init(route: Route, template: RouteTemplate) {
        self.route = route
        func piece(_ piece: RouteTemplate.Piece) -> Piece {
            switch piece {
            case .literal(let text): .literal(Array(text.utf8))
            case .parameter(let name): .parameter(name, route.parameters[name])
            }
        }
        path = template.path.map(piece)
        query = template.query.map { ($0.name, Array($0.name.utf8), piece($0.value)) }
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
    func parameters(_ anatomy: LinkAnatomy, _ segments: PathSegments, _ items: [QueryItem]) throws(Rejection) -> [String: String] {
        var params: [String: String] = [:]
        for (piece, segment) in zip(path, segments) {
            if case .parameter(let name, let type) = piece {
                let value = anatomy.decoded(segment)
                try Self.check(value, of: name, type, at: segment.lowerBound)
                params[name] = value
            }
        }
        for (name, bytes, piece) in query {
            let occurrences = items.lazy.filter { anatomy.nameIs($0, bytes, ignoringCase: true) }
            var found = occurrences.makeIterator()
            let first = found.next()
            if let second = found.next() {
                throw Rejection(.duplicateParameter, at: second.offset, "'\(name)' occurs \(occurrences.count) times (letter case ignored)")
            }
            guard let item = first, anatomy.nameIs(item, bytes), let valueRange = item.value else {
                let detail = first.map { anatomy.nameIs($0, bytes) ? "'\(name)' has no '='" : "'\(name)' is written '\(anatomy.name($0))'" }
                throw Rejection(.missingParameter, at: first?.offset, detail ?? "'\(name)' is missing")
            }
            switch piece {
            case .literal(let expected):
                guard StrictDecoding.decodedEquals(anatomy.bytes[valueRange], expected) else {
                    throw Rejection(.invalidParameter, at: item.valueOffset, "'\(name)' must be '\(String(decoding: expected, as: UTF8.self))'")
                }
            case .parameter(let parameter, let type):
                let value = anatomy.decoded(valueRange)
                try Self.check(value, of: parameter, type, at: item.valueOffset)
                params[parameter] = value
            }
        }
        return params
    }

    private static func check(_ value: String, of name: String, _ type: ParameterType?, at offset: Int) throws(Rejection) {
        if let problem = type?.check(value) {
            throw Rejection(.invalidParameter, at: offset, "'\(name)': \(problem)")
        }
    }
}
