import LinkproofURL

/// Matching one route template against a link's checked path and query.
enum RouteMatch {
    /// Whether the path has the template's shape: as many segments, literal segments equal.
    static func pathMatches(_ template: RouteTemplate, _ segments: [PathSegment]) -> Bool {
        guard template.path.count == segments.count else { return false }
        for (piece, segment) in zip(template.path, segments) {
            if case .literal(let literal) = piece, literal != segment.literal { return false }
        }
        return true
    }

    /// The route's parameters read off a path that `pathMatches` and the query, or why not.
    /// Every template query item must occur exactly once; a second occurrence in any letter
    /// case rejects, so no handler downstream can read a different copy than this one did.
    static func parameters(_ route: Route, _ template: RouteTemplate, _ segments: [PathSegment],
                           _ items: [QueryItem]) -> Result<[String: String], Rejection> {
        var params: [String: String] = [:]
        for (piece, segment) in zip(template.path, segments) {
            if case .parameter(let name) = piece {
                if let rejection = check(route, name, segment.decoded, at: segment.offset) { return .failure(rejection) }
                params[name] = segment.decoded
            }
        }
        for (name, piece) in template.query {
            let occurrences = items.indices.lazy.filter { ASCII.equalIgnoringCase(items[$0].name, name) }
            var found = occurrences.makeIterator()
            let first = found.next().map { items[$0] }
            if let second = found.next() {
                return .failure(Rejection(.duplicateParameter, at: items[second].offset, "'\(name)' occurs \(occurrences.count) times (letter case ignored)"))
            }
            guard let item = first, item.name == name, let value = item.value else {
                let detail = first.map { $0.name == name ? "'\(name)' has no '='" : "'\(name)' is written '\($0.name)'" } ?? "'\(name)' is missing"
                return .failure(Rejection(.missingParameter, at: first?.offset, detail))
            }
            switch piece {
            case .literal(let expected):
                guard value == expected else {
                    return .failure(Rejection(.invalidParameter, at: item.valueOffset, "'\(name)' must be '\(expected)'"))
                }
            case .parameter(let parameter):
                if let rejection = check(route, parameter, value, at: item.valueOffset) { return .failure(rejection) }
                params[parameter] = value
            }
        }
        return .success(params)
    }

    private static func check(_ route: Route, _ name: String, _ value: String, at offset: Int) -> Rejection? {
        guard let type = route.parameters[name] else { return nil }
        return type.check(value).map { Rejection(.invalidParameter, at: offset, "'\(name)': \($0)") }
    }
}
