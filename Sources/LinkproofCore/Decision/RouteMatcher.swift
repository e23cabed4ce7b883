/// One route template compiled for matching: literals and query names as ranges of one byte
/// array, parameters by index, so a decision compares bytes in place and builds only the
/// values it hands out. A class: a decision reads it through one reference, never a copy of
/// its arrays.
final class RouteMatcher: Sendable {
    /// The route's name and flags (not the route itself: reading one copies its templates).
    let routeName: String
    let risky: Bool
    let personal: Bool
    /// Whether literal path segments match only as written (the route's `caseSensitive`).
    private let caseSensitive: Bool

    /// A path segment or query value of the template.
    private enum Piece: Sendable {
        /// Bytes of `text`.
        case literal(Range<Int>)
        /// An index into `parameters`.
        case parameter(Int)
    }

    /// A query item of the template: its name (bytes of `text`) and its value.
    private struct QueryPiece: Sendable {
        let name: Range<Int>
        let value: Piece
    }

    /// A parameter the template reads, its declared type (nil: any value, as an ignored
    /// segment `{_}` has), and whether a link must hold it (a query parameter may be optional).
    private struct Parameter: Sendable {
        let name: String
        let type: ParameterType?
        let required: Bool
        /// `{_}`: matched, never handed out.
        var isIgnored: Bool { name == RouteTemplate.ignoredSegment }
    }

    /// The literals and query names, one after another.
    private let text: [UInt8]
    private let path: [Piece]
    private let query: [QueryPiece]
    /// The fragment's segments; nil when the template ignores the link's fragment.
    private let fragment: [Piece]?
    private let fragmentStartsWithSlash: Bool
    /// Whether the template reads the link's fragment (it is tried before those that do not).
    var readsFragment: Bool { fragment != nil }
    /// In the order the template reads them.
    private let parameters: [Parameter]

    init(route: Route, template: RouteTemplate) {
        routeName = route.name
        risky = route.risky
        personal = route.personal
        caseSensitive = route.caseSensitive
        var text: [UInt8] = []
        var parameters: [Parameter] = []
        func stored(_ string: String) -> Range<Int> {
            let start = text.count
            text.append(contentsOf: string.utf8)
            return start..<text.count
        }
        func piece(_ piece: RouteTemplate.Piece) -> Piece {
            switch piece {
            case .literal(let literal): return .literal(stored(literal))
            case .parameter(let name):
                parameters.append(Parameter(name: name, type: route.parameters[name], required: !route.optionalParameters.contains(name)))
                return .parameter(parameters.count - 1)
            }
        }
        path = template.path.map(piece)
        query = template.query.map { QueryPiece(name: stored($0.name), value: piece($0.value)) }
        fragment = template.fragment?.map(piece)
        fragmentStartsWithSlash = template.fragmentStartsWithSlash
        self.text = text
        self.parameters = parameters
    }

    /// Whether the link has the template's shape: as many path segments, literal segments
    /// equal (in any letter case when the route is not case-sensitive); and, when the template
    /// has a fragment, a fragment of as many segments, with `/` first as the template's, its
    /// literal segments equal.
    func pathMatches(_ anatomy: LinkAnatomy, _ segments: PathSegments, count: Int) -> Bool {
        guard path.count == count, literalsMatch(path, anatomy, segments) else { return false }
        guard let fragment else { return true }
        return anatomy.fragmentStarts(withSlash: fragmentStartsWithSlash) && anatomy.fragmentSegments.count { _ in true } == fragment.count
            && literalsMatch(fragment, anatomy, anatomy.fragmentSegments)
    }

    /// Whether each literal of `pieces` is its segment of `segments` (as many as `pieces`).
    private func literalsMatch(_ pieces: [Piece], _ anatomy: LinkAnatomy, _ segments: PathSegments) -> Bool {
        text.withUnsafeBufferPointer { text in
            var segments = segments.makeIterator()
            for piece in pieces {
                guard let segment = segments.next() else { return false }
                if case .literal(let literal) = piece, !anatomy.segment(segment, is: UnsafeBufferPointer(rebasing: text[literal]), ignoringCase: !caseSensitive) {
                    return false
                }
            }
            return true
        }
    }

    /// The route's parameters read off a path that `pathMatches` and the query, or why not.
    /// Every template query item must occur exactly once (an optional parameter's at most
    /// once); a second occurrence in any letter case rejects, so no handler downstream can
    /// read a different copy than this one did.
    func parameters(_ anatomy: LinkAnatomy, _ segments: PathSegments, _ items: UnsafeBufferPointer<QueryItem>) throws(Rejection) -> RouteParameters {
        var params = RouteParameters(capacity: parameters.count)
        try read(path, segments, anatomy, into: &params)
        if let fragment {
            // The path's segments were checked before any template was tried; the fragment's
            // are checked here, once this template's shape has selected the link.
            for segment in anatomy.fragmentSegments { try anatomy.check(segment, in: "fragment") }
            try read(fragment, anatomy.fragmentSegments, anatomy, into: &params)
        }
        try text.withUnsafeBufferPointer { (text) throws(Rejection) in
            for index in query.indices {
                let entry = query[index]
                let name = UnsafeBufferPointer(rebasing: text[entry.name])
                guard let item = try Self.onlyItem(named: name, in: items, anatomy) else {
                    if case .parameter(let index) = entry.value, !parameters[index].required { continue }
                    let name = String(decoding: name, as: UTF8.self)
                    throw Rejection(.missingParameter, at: nil, Self.missing(name, found: nil))
                }
                guard let valueRange = item.value else {
                    let name = String(decoding: name, as: UTF8.self)
                    throw Rejection(.missingParameter, at: item.offset, Self.missing(name, found: .some(nil)))
                }
                switch entry.value {
                case .literal(let literal):
                    let expected = UnsafeBufferPointer(rebasing: text[literal])
                    guard StrictDecoding.decodedEquals(anatomy[valueRange], expected) else {
                        let (name, expected) = (String(decoding: name, as: UTF8.self), String(decoding: expected, as: UTF8.self))
                        throw Rejection(.invalidParameter, at: item.valueOffset, "'\(name)' must be '\(expected)'")
                    }
                case .parameter(let index):
                    let value = anatomy.decoded(valueRange)
                    try check(value, of: index, at: item.valueOffset)
                    params.add(parameters[index].name, value)
                }
            }
        }
        return params
    }

    /// The parameters of `pieces` read off their segments of `segments`, each decoded once.
    private func read(_ pieces: [Piece], _ segments: PathSegments, _ anatomy: LinkAnatomy, into params: inout RouteParameters) throws(Rejection) {
        var segments = segments.makeIterator()
        for piece in pieces {
            guard let segment = segments.next() else { break }
            if case .parameter(let parameter) = piece {
                guard !parameters[parameter].isIgnored else { continue }
                let value = anatomy.decoded(segment)
                try check(value, of: parameter, at: segment.lowerBound)
                params.add(parameters[parameter].name, value)
            }
        }
    }

    /// The one query item named `name`, written in the template's letter case; nil when no item
    /// has the name in any letter case; or why not.
    private static func onlyItem(named name: UnsafeBufferPointer<UInt8>, in items: UnsafeBufferPointer<QueryItem>,
                                 _ anatomy: LinkAnatomy) throws(Rejection) -> QueryItem? {
        var first: QueryItem?
        for item in items where anatomy.nameIs(item, name, ignoringCase: true) {
            guard first != nil else {
                first = item
                continue
            }
            let count = items.count { anatomy.nameIs($0, name, ignoringCase: true) }
            let written = String(decoding: name, as: UTF8.self)
            throw Rejection(.duplicateParameter, at: item.offset, "'\(written)' occurs \(count) times (letter case ignored)")
        }
        guard let first else { return nil }
        guard anatomy.nameIs(first, name) else {
            // Only a name written in another letter case is quoted: the detail cannot read the input.
            let (expected, found) = (String(decoding: name, as: UTF8.self), anatomy.name(first))
            throw Rejection(.missingParameter, at: first.offset, Self.missing(expected, found: .some(found)))
        }
        return first
    }

    /// Whether the link is this template's to decide, once its path `pathMatches`: its path and
    /// fragment parameters satisfy their types (a shape selects the template: a sibling of the
    /// same shape reads every segment too), every required query item is there by name (in any
    /// letter case) and every fixed value is there as written. Then a query parameter that
    /// fails its type, a repeated item or a name in another letter case is the decision: no
    /// sibling template is tried, for a sibling that ignores the item would open a link whose
    /// value the route refused (DocC: LinkproofCore, "Link manifests", no fall-through).
    func claims(_ anatomy: LinkAnatomy, _ segments: PathSegments, _ items: UnsafeBufferPointer<QueryItem>) -> Bool {
        guard typesHold(path, anatomy, segments), typesHold(fragment ?? [], anatomy, anatomy.fragmentSegments) else { return false }
        return text.withUnsafeBufferPointer { text in
            query.allSatisfy { entry in
                let name = UnsafeBufferPointer(rebasing: text[entry.name])
                let named = { (item: QueryItem) in anatomy.nameIs(item, name, ignoringCase: true) }
                switch entry.value {
                case .literal(let literal):
                    let expected = UnsafeBufferPointer(rebasing: text[literal])
                    return items.contains { item in named(item) && item.value.map { StrictDecoding.decodedEquals(anatomy[$0], expected) } == true }
                case .parameter(let index):
                    return !parameters[index].required || items.contains(where: named)
                }
            }
        }
    }

    /// Whether each parameter of `pieces` satisfies its type on its segment of `segments`.
    private func typesHold(_ pieces: [Piece], _ anatomy: LinkAnatomy, _ segments: PathSegments) -> Bool {
        var segments = segments.makeIterator()
        for piece in pieces {
            guard let segment = segments.next() else { return false }
            if case .parameter(let index) = piece, parameters[index].type?.problem(anatomy.decoded(segment)) != nil { return false }
        }
        return true
    }

    /// The type rule for the parameter at `index`.
    private func check(_ value: String, of index: Int, at offset: Int) throws(Rejection) {
        if let problem = parameters[index].type?.problem(value) {
            let name = parameters[index].name
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
