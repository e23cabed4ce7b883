/// An automaton over a link's path and fragment that a `TemplatePathWalk` follows beside the
/// template: the patterns a platform matches them with, each state standing for every prefix
/// that no continuation tells apart (so the walk tries one of them).
protocol PathAutomaton {
    associatedtype State: Hashable
    /// The state before the path's first character.
    var start: State { get }
    /// The pattern steps one character costs, against the walk's work bound.
    var width: Int { get }
    /// The state after one more byte of a parameter's value in `part` (an unreserved byte:
    /// the same written in the link and decoded).
    func step(_ state: State, value byte: UInt8, in part: LinkPart) -> State
    /// The state after a literal part of the path or fragment (a separator and a literal segment).
    func step(_ state: State, literal: PathLiteral, in part: LinkPart) -> State
}

/// The part of a link a walk is in: the path, or (for a template with `#…`) the fragment.
enum LinkPart: Hashable {
    case path
    case fragment
}

/// A literal part of a template's path or fragment as a link writes it (every byte outside
/// RFC 3986's unreserved percent-encoded) and as a platform that decodes it reads it.
struct PathLiteral {
    let written: [UInt8]
    let decoded: [UInt16]

    /// `separator` (`/`, or nothing before a fragment's first segment) and the segment `text`.
    init(_ separator: String, _ text: String) {
        written = Array((separator + RouteTemplate.encodedBeyondUnreserved(text)).utf8)
        decoded = Array((separator + text).utf16)
    }
}

/// Two automata followed together (iOS's AASA rules and Android's filter paths).
struct PathAutomatonPair<First: PathAutomaton, Second: PathAutomaton>: PathAutomaton {
    struct State: Hashable {
        let first: First.State
        let second: Second.State
    }

    let first: First
    let second: Second

    var start: State { State(first: first.start, second: second.start) }
    var width: Int { first.width + second.width }

    func step(_ state: State, value byte: UInt8, in part: LinkPart) -> State {
        State(first: first.step(state.first, value: byte, in: part), second: second.step(state.second, value: byte, in: part))
    }

    func step(_ state: State, literal: PathLiteral, in part: LinkPart) -> State {
        State(first: first.step(state.first, literal: literal, in: part), second: second.step(state.second, literal: literal, in: part))
    }
}

/// A template's path language, and its fragment's when it has `#…` (its literal segments, and
/// each parameter's values as its type admits them, written with RFC 3986's unreserved
/// characters), walked breadth first in product with an automaton, shortest links first: each
/// full path (and fragment) the walk reaches in a product state not seen before is handed to
/// the caller's decision (the platforms' own matchers), and the first it takes is the witness. Bounded: `maximumStates` product states a template, and the
/// pattern steps of a shared work budget (the automaton's width a character).
struct TemplatePathWalk {
    /// The most product states one template's walk visits.
    static let maximumStates = 4096

    /// One unit of a template's path or fragment: fixed text (a separator and a literal
    /// segment), a parameter's value, or the `#` that ends the path.
    private enum Unit {
        case literal(PathLiteral, LinkPart)
        case value(ValuePattern, LinkPart)
        case fragmentStart
    }

    /// A product state: where in the template the walk is (the unit, and the value's automaton
    /// state inside a parameter), and the followed automaton's state.
    private struct State<Followed: Hashable>: Hashable {
        let unit: Int
        let value: Int
        let followed: Followed
    }

    private let units: [Unit]

    /// The walk of `template`'s path and fragment, whose parameters are `types`; nil when a
    /// parameter has no language the walk can state.
    init?(_ template: RouteTemplate, types: [String: ParameterType]) {
        var units: [Unit] = []
        /// Appends `pieces` of `part`, the first after `first` and the others after `/`.
        func append(_ pieces: [RouteTemplate.Piece], first: String, in part: LinkPart) -> Bool {
            for (index, piece) in pieces.enumerated() {
                let separator = index == 0 ? first : "/"
                switch piece {
                case .literal(let text): units.append(.literal(PathLiteral(separator, text), part))
                case .parameter(let name):
                    guard let language = types[name].map(Self.language) ?? Self.anyUnreserved else { return false }
                    if !separator.isEmpty { units.append(.literal(PathLiteral(separator, ""), part)) }
                    units.append(.value(language, part))
                }
            }
            return true
        }
        guard append(template.path, first: "/", in: .path) else { return nil }
        if template.path.isEmpty { units.append(.literal(PathLiteral("/", ""), .path)) }
        if let fragment = template.fragment {
            units.append(.fragmentStart)
            guard append(fragment, first: template.fragmentStartsWithSlash ? "/" : "", in: .fragment) else { return nil }
        }
        self.units = units
    }

    /// The first path and fragment (as a link writes them; the fragment nil for a template
    /// without `#…`) that `isWitness` takes, walking in product with `automaton`; `work` is the
    /// pattern steps taken so far, which the walk adds to and stops at `maximumWork`. Nil when
    /// none is found within the bounds.
    func first<Automaton: PathAutomaton>(following automaton: Automaton, work: inout Int, maximumWork: Int,
                                         where isWitness: (_ path: String, _ fragment: String?) -> Bool) -> (path: String, fragment: String?)? {
        typealias Product = State<Automaton.State>
        var seen: Set<Product> = []
        var queue: [(Product, [UInt8])] = []
        /// Moves past fixed units (and into a parameter's start), queueing the state reached.
        func enqueue(unit: Int, followed: Automaton.State, path: [UInt8]) {
            var (unit, value, followed, path) = (unit, 0, followed, path)
            fixed: while unit < units.count {
                switch units[unit] {
                case .literal(let literal, let part):
                    followed = automaton.step(followed, literal: literal, in: part)
                    work += automaton.width * literal.written.count
                    path += literal.written
                case .fragmentStart:
                    path.append(UInt8(ascii: "#"))
                case .value(let language, _):
                    value = language.startState
                    break fixed
                }
                unit += 1
            }
            let state = Product(unit: unit, value: value, followed: followed)
            guard seen.count < Self.maximumStates, seen.insert(state).inserted else { return }
            queue.append((state, path))
        }
        enqueue(unit: 0, followed: automaton.start, path: [])
        var head = 0
        while head < queue.count, work < maximumWork {
            let (state, path) = queue[head]
            head += 1
            guard state.unit < units.count else {
                // (A dot segment is no value: the strict policy refuses it.)
                let segments = path.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "#") }
                if segments.contains(where: { $0.allSatisfy { $0 == UInt8(ascii: ".") } && !$0.isEmpty && $0.count <= 2 }) { continue }
                let parts = path.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false)
                let written = (path: String(decoding: parts[0], as: UTF8.self), fragment: parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil)
                if isWitness(written.path, written.fragment) { return written }
                continue
            }
            guard case .value(let language, let part) = units[state.unit] else { continue }
            // The value ends here (never empty: an empty segment is no value), or takes one more byte.
            if !path.isEmpty, path.last != UInt8(ascii: "/"), path.last != UInt8(ascii: "#"), language.isAccepting(state.value) {
                enqueue(unit: state.unit + 1, followed: state.followed, path: path)
            }
            for byte in Self.unreserved {
                let next = language.step(state.value, byte)
                guard language.isLive(next) else { continue }
                work += automaton.width
                let state = Product(unit: state.unit, value: next, followed: automaton.step(state.followed, value: byte, in: part))
                guard seen.count < Self.maximumStates, seen.insert(state).inserted else { continue }
                queue.append((state, path + [byte]))
            }
        }
        return nil
    }

    /// RFC 3986's unreserved bytes, which a link carries as written: what values are drawn from.
    static let unreserved: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// Any text of unreserved characters, 1 to 64 of them: an undeclared parameter's values.
    private static let anyUnreserved = try? ValuePattern(#"[A-Za-z0-9._~\-]{1,64}"#)

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
