import LinkproofURL

/// A link a universal-link template accepts that its domain's AASA file does not give to the
/// app, though it gives the template's example link: the template's path language (its literal
/// segments, and each parameter's values as its type admits them, written with RFC 3986's
/// unreserved characters) walked breadth first in product with the path pattern of every rule
/// the app has in the file, each full path the walk reaches in a product state not seen before
/// decided by the matcher itself. The walk is bounded (`maximumStates` product states a
/// template, `maximumWork` rule steps a domain, so a manifest costs at most that a domain
/// however large its file), and the witness it gives is a link the template accepts that the
/// file excludes or leaves unmatched; nil when none is found within the bound.
struct AASAReachSearch {
    /// The most product states one template's walk visits.
    static let maximumStates = 4096
    /// The most rule steps (a rule's pattern advanced by one byte) the walks of one domain take.
    static let maximumWork = 1 << 22
    /// The rule steps taken so far.
    private(set) var work = 0

    let matcher: AASAMatcher
    let appID: String
    let domain: String
    /// Each of the app's rules' path patterns as tokens, under its own letter case (nil: a
    /// rule the walk does not follow — no path pattern, or one with variables — which the
    /// matcher still decides at the end).
    private let rulePaths: [(tokens: [AASAPatternToken], fold: Bool)?]

    init?(matcher: AASAMatcher, appID: String, domain: String) {
        guard let rules = matcher.rules(for: appID)?.rules else { return nil }
        self.matcher = matcher
        self.appID = appID
        self.domain = domain
        let variables = AASASubstitution(matcher.document.appLinks?.variables ?? [])
        rulePaths = rules.map { compiled in
            guard let path = compiled.rule.path else { return nil }
            let fold = !compiled.flags.caseSensitive
            let tokens = AASAPatternSyntax.tokens(AASACompiledRule.normalizedPathPattern(path), foldCase: fold, variables: variables).tokens
            return tokens.contains { if case .choice = $0 { true } else { false } } ? nil : (tokens, fold)
        }
    }

    /// A product state: where in the template the walk is (the unit, and the value's automaton
    /// state inside a parameter), and the live positions of each followed rule's pattern.
    private struct State: Hashable {
        let unit: Int
        let value: Int
        let rules: [[Int]]
    }

    /// One unit of a template's path: fixed bytes (`/` and a literal segment, encoded as a link
    /// writes it), or `/` and a parameter's value.
    private enum Unit {
        case bytes([UInt8])
        case value(ValuePattern)
    }

    /// The first link of `template` (whose parameters are `types`; `example` its example link,
    /// which the file gives to the app) the file does not give to the app, with the matcher's
    /// explanation of it.
    mutating func witness(_ template: RouteTemplate, types: [String: ParameterType], example: ExampleLink) -> (link: String, explanation: AASAExplanation)? {
        var units: [Unit] = []
        for piece in template.path {
            switch piece {
            case .literal(let text): units.append(.bytes(Array(("/" + RouteTemplate.encodedBeyondUnreserved(text)).utf8)))
            case .parameter(let name):
                guard let language = types[name].map(AASAReachSearch.language) ?? AASAReachSearch.anyUnreserved else { return nil }
                units.append(.bytes([UInt8(ascii: "/")]))
                units.append(.value(language))
            }
        }
        if template.path.isEmpty { units.append(.bytes([UInt8(ascii: "/")])) }
        let origin = template.scheme + "://" + template.host + (template.port.map { ":\($0)" } ?? "")
        var seen: Set<State> = []
        var queue: [(State, [UInt8])] = []
        /// Moves past fixed units (and into a parameter's start), queueing the state reached.
        func enqueue(unit: Int, value: Int, rules: [[Int]], path: [UInt8]) {
            var (unit, value, rules, path) = (unit, value, rules, path)
            while unit < units.count, case .bytes(let bytes) = units[unit] {
                for byte in bytes { rules = step(rules, byte) }
                path += bytes
                unit += 1
                if unit < units.count, case .value(let language) = units[unit] { value = language.startState }
            }
            let state = State(unit: unit, value: value, rules: rules)
            guard seen.count < AASAReachSearch.maximumStates, seen.insert(state).inserted else { return }
            queue.append((state, path))
        }
        enqueue(unit: 0, value: 0, rules: rulePaths.map { $0.map { closure([0], $0.tokens) } ?? [] }, path: [])
        var head = 0
        while head < queue.count, work < AASAReachSearch.maximumWork {
            let (state, path) = queue[head]
            head += 1
            guard state.unit < units.count else {
                // (A dot segment is no value: the strict policy refuses it.)
                let segments = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
                if segments.contains(where: { $0.allSatisfy { $0 == UInt8(ascii: ".") } && !$0.isEmpty && $0.count <= 2 }) { continue }
                let parts = AASAURLParts(scheme: template.scheme, host: template.host, path: String(decoding: path, as: UTF8.self),
                                         query: example.aasaParts.query, fragment: example.aasaParts.fragment)
                let explanation = matcher.explain(appID: appID, domain: domain, url: parts)
                if explanation.decision != .match {
                    let rest = example.link.dropFirst(origin.count).drop { $0 != "?" && $0 != "#" }
                    return (origin + parts.path + rest, explanation)
                }
                continue
            }
            guard case .value(let language) = units[state.unit] else { continue }
            // The value ends here (never empty: an empty segment is no value), or takes one more byte.
            if !path.isEmpty, path.last != UInt8(ascii: "/"), language.isAccepting(state.value) {
                enqueue(unit: state.unit + 1, value: 0, rules: state.rules, path: path)
            }
            for byte in AASAReachSearch.unreserved {
                let next = language.step(state.value, byte)
                guard language.isLive(next) else { continue }
                let state = State(unit: state.unit, value: next, rules: step(state.rules, byte))
                guard seen.count < AASAReachSearch.maximumStates, seen.insert(state).inserted else { continue }
                queue.append((state, path + [byte]))
            }
        }
        return nil
    }

    /// Each followed rule's live positions after one more byte of the path.
    private mutating func step(_ rules: [[Int]], _ byte: UInt8) -> [[Int]] {
        work += rules.count
        return zip(rules, rulePaths).map { positions, path in
            guard let path else { return [] }
            let key = AASAText.characterKey(path.fold ? AASAText.folded(byte) : byte)
            var next: [Int] = []
            for position in positions where position < path.tokens.count {
                switch path.tokens[position] {
                case .character(let expected) where expected == key: next.append(position + 1)
                case .one: next.append(position + 1)
                case .star: next.append(position)
                default: break
                }
            }
            return closure(next, path.tokens)
        }
    }

    /// `positions` and every position a `*` may be skipped to, sorted and unique.
    private func closure(_ positions: [Int], _ tokens: [AASAPatternToken]) -> [Int] {
        var all = Set(positions)
        var pending = positions
        while let position = pending.popLast() {
            if position < tokens.count, tokens[position] == .star, all.insert(position + 1).inserted { pending.append(position + 1) }
        }
        return all.sorted()
    }

    /// RFC 3986's unreserved bytes, which a link carries as written: what values are drawn from.
    static let unreserved: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// Any text of unreserved characters, 1 to 64 of them: an undeclared parameter's values.
    static let anyUnreserved = try? ValuePattern(#"[A-Za-z0-9._~\-]{1,64}"#)

    /// The values of `type` the walk tries, as a pattern: the type's own, or for a type that is
    /// not a pattern the part of it a pattern states simply (lengths up to 64; an integer's
    /// examples; an enumeration's values of printable ASCII). Every value it admits, the type admits.
    static func language(_ type: ParameterType) -> ValuePattern? {
        let text: String
        switch type {
        case .pattern(let pattern): return pattern
        case .digits(let length): text = "[0-9]" + counted(length)
        case .characters(let characterClass, let length): text = "[\(characterClass.source)]" + counted(length)
        case .uuid: text = [8, 4, 4, 4, 12].map { "[0-9a-fA-F]{\($0)}" }.joined(separator: #"\-"#)
        case .string(let length): text = #"[A-Za-z0-9._~\-]"# + counted(length)
        case .enumeration(let values): text = alternatives(values)
        case .integer: text = alternatives(type.examples)
        }
        return try? ValuePattern(text)
    }

    /// `{m,n}` for a length range, its upper bound at most 64 and its lower at least 1.
    private static func counted(_ length: ClosedRange<Int>) -> String {
        let upper = min(length.upperBound, 64)
        return "{\(min(max(1, length.lowerBound), upper)),\(upper)}"
    }

    /// `(a|b)` of those `values` written in printable ASCII, each character escaped.
    private static func alternatives(_ values: [String]) -> String {
        let printable = values.filter { !$0.isEmpty && $0.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F } }
        return "(" + printable.map { value in value.map { "\\[](){}|*+?.^$-".contains($0) ? "\\\($0)" : String($0) }.joined() }.joined(separator: "|") + ")"
    }
}
