import LinkproofURL

/// A link a template accepts, each parameter filled with a value its type admits.
struct ExampleLink {
    let link: String
    let aasaParts: AASAURLParts

    /// `values` gives parameters other values than their type's simplest example;
    /// `literalCase` rewrites the template's literal path segments (the identity by default).
    init(_ template: RouteTemplate, parameters: [String: ParameterType], values: [String: String] = [:],
         literalCase: (String) -> String = { $0 }) {
        let value = { (name: String) in values[name] ?? parameters[name]?.examples.first ?? "x" }
        let path = template.path.map { piece in
            if case .literal(let text) = piece { literalCase(text) } else { piece.filled(value) }
        }
        self.init(template, path: path, query: template.query.map { ($0.name, $0.value.filled(value)) },
                  fragment: template.fragment?.map { $0.filled(value) })
    }

    /// `text` with each ASCII letter in the other case (`promo` → `PROMO`).
    static func swappedCase(_ text: String) -> String {
        String(decoding: text.utf8.map { ASCII.isAlpha($0) ? $0 ^ 0x20 : $0 }, as: UTF8.self)
    }

    private init(_ template: RouteTemplate, path: [String], query: [(String, String)], fragment: [String]?) {
        let pathText = "/" + path.map(RouteTemplate.encodedBeyondUnreserved).joined(separator: "/")
        let queryText = query.isEmpty ? nil : query.map { $0.0 + "=" + RouteTemplate.encodedBeyondUnreserved($0.1) }.joined(separator: "&")
        let fragmentText = fragment.map { (template.fragmentStartsWithSlash ? "/" : "") + $0.map(RouteTemplate.encodedBeyondUnreserved).joined(separator: "/") }
        link = template.scheme + "://" + template.host + (template.port.map { ":\($0)" } ?? "") + pathText + (queryText.map { "?" + $0 } ?? "")
            + (fragmentText.map { "#" + $0 } ?? "")
        aasaParts = AASAURLParts(scheme: template.scheme, host: template.host, path: pathText, query: queryText, fragment: fragmentText)
    }

    /// The same link with `path` for its path and, when given, `fragment` for its fragment (as
    /// a link writes them): a walk's candidate.
    func replacing(path: String, fragment: String?) -> ExampleLink {
        let query = aasaParts.query.map { "?" + $0 } ?? ""
        let rest = query + (aasaParts.fragment.map { "#" + $0 } ?? "")
        var parts = aasaParts
        parts.path = path
        parts.fragment = fragment ?? aasaParts.fragment
        let origin = link.dropLast(rest.count + aasaParts.path.count)
        return ExampleLink(link: origin + path + query + (parts.fragment.map { "#" + $0 } ?? ""), aasaParts: parts)
    }

    private init(link: String, aasaParts: AASAURLParts) {
        self.link = link
        self.aasaParts = aasaParts
    }

    /// A link both templates accept, if one is found: the same origin, a path whose every
    /// segment satisfies both, a query holding the items of both, and a fragment whose every
    /// segment satisfies both (the one template's, when the other ignores the fragment).
    static func common(_ first: RouteTemplate, _ firstTypes: [String: ParameterType],
                       _ second: RouteTemplate, _ secondTypes: [String: ParameterType]) -> String? {
        guard first.scheme == second.scheme, first.host == second.host, first.port == second.port,
              let path = commonSegments(first.path, firstTypes, second.path, secondTypes) else { return nil }
        let fragment: [String]?
        switch (first.fragment, second.fragment) {
        case (let a?, let b?):
            guard first.fragmentStartsWithSlash == second.fragmentStartsWithSlash,
                  let both = commonSegments(a, firstTypes, b, secondTypes) else { return nil }
            fragment = both
        case (let one?, nil): fragment = one.map { $0.filled { firstTypes[$0]?.examples.first ?? "x" } }
        case (nil, let one?): fragment = one.map { $0.filled { secondTypes[$0]?.examples.first ?? "x" } }
        case (nil, nil): fragment = nil
        }
        var query: [(String, String)] = []
        for item in first.query {
            if let other = second.query.first(where: { $0.name.lowercased() == item.name.lowercased() }) {
                guard let value = commonValue(item.value, firstTypes, other.value, secondTypes) else { return nil }
                query.append((item.name, value))
            } else {
                query.append((item.name, item.value.filled { firstTypes[$0]?.examples.first ?? "x" }))
            }
        }
        for item in second.query where !first.query.contains(where: { $0.name.lowercased() == item.name.lowercased() }) {
            query.append((item.name, item.value.filled { secondTypes[$0]?.examples.first ?? "x" }))
        }
        let slashed = first.fragment != nil ? first : second
        return ExampleLink(slashed, path: path, query: query, fragment: fragment).link
    }

    /// Segments both lists of pieces accept, one value a segment; nil when the counts differ
    /// or a segment has no common value.
    private static func commonSegments(_ first: [RouteTemplate.Piece], _ firstTypes: [String: ParameterType],
                                       _ second: [RouteTemplate.Piece], _ secondTypes: [String: ParameterType]) -> [String]? {
        guard first.count == second.count else { return nil }
        var values: [String] = []
        for (a, b) in zip(first, second) {
            guard let value = commonValue(a, firstTypes, b, secondTypes) else { return nil }
            values.append(value)
        }
        return values
    }

    /// A value both pieces accept: a literal the other admits, or an example of one type the other admits.
    private static func commonValue(_ a: RouteTemplate.Piece, _ aTypes: [String: ParameterType],
                                    _ b: RouteTemplate.Piece, _ bTypes: [String: ParameterType]) -> String? {
        func admits(_ piece: RouteTemplate.Piece, _ types: [String: ParameterType], _ value: String) -> Bool {
            switch piece {
            case .literal(let text): text == value
            case .parameter(let name): TemplateOverlapIndex.admits(types[name], value)
            }
        }
        func candidates(_ piece: RouteTemplate.Piece, _ types: [String: ParameterType]) -> [String] {
            switch piece {
            case .literal(let text): [text]
            case .parameter(let name): types[name]?.examples ?? ["x"]
            }
        }
        return (candidates(a, aTypes) + candidates(b, bTypes)).first { admits(a, aTypes, $0) && admits(b, bTypes, $0) }
    }
}

extension RouteTemplate.Piece {
    /// The literal, or `value` of the parameter.
    fileprivate func filled(_ value: (String) -> String) -> String {
        switch self {
        case .literal(let text): text
        case .parameter(let name): value(name)
        }
    }
}
