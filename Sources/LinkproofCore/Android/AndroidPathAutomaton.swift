/// The path matchers of the intent filters bound to a route (their `path`, `pathPrefix`,
/// `pathPattern`, `pathAdvancedPattern` and `pathSuffix`, and the path and fragment filters of
/// their relative filter groups) as an automaton over the path and fragment as Android reads
/// them (`Uri.getPath()`, `Uri.getFragment()`: decoded, in UTF-16 code units), for a
/// `TemplatePathWalk`: each matcher's progress (`AndroidPatternMatcher.Progress`). The
/// filters' own match decides each link the walk reaches; the automaton only tells which
/// links no continuation can tell apart. (The query, which only relative filter groups see,
/// is the example link's.)
struct AndroidPathAutomaton: PathAutomaton {
    /// Each matcher's progress through the path and through the fragment.
    struct State: Hashable {
        var path: [AndroidPatternMatcher.Progress]
        var fragment: [AndroidPatternMatcher.Progress]
    }

    private let pathMatchers: [AndroidPatternMatcher]
    /// The fragment filters of the relative filter groups (Android 15).
    private let fragmentMatchers: [AndroidPatternMatcher]

    init(_ filters: [AndroidIntentFilter]) {
        let groupFilters = filters.flatMap { $0.groups.flatMap(\.filters) }
        pathMatchers = filters.flatMap(\.paths) + groupFilters.filter { $0.part == .path }.map(\.matcher)
        fragmentMatchers = groupFilters.filter { $0.part == .fragment }.map(\.matcher)
    }

    var start: State { State(path: pathMatchers.map(\.start), fragment: fragmentMatchers.map(\.start)) }
    var width: Int { pathMatchers.count + fragmentMatchers.count }

    func step(_ state: State, value byte: UInt8, in part: LinkPart) -> State {
        step(state, units: [UInt16(byte)], in: part)
    }

    /// Android decodes the path and the fragment before it matches them.
    func step(_ state: State, literal: PathLiteral, in part: LinkPart) -> State {
        step(state, units: literal.decoded, in: part)
    }

    private func step(_ state: State, units: [UInt16], in part: LinkPart) -> State {
        var state = state
        switch part {
        case .path: state.path = zip(pathMatchers, state.path).map { matcher, progress in units.reduce(progress, matcher.step) }
        case .fragment: state.fragment = zip(fragmentMatchers, state.fragment).map { matcher, progress in units.reduce(progress, matcher.step) }
        }
        return state
    }
}

extension AndroidPatternMatcher {
    /// How far `matches` has got through a string read one code unit at a time: two strings
    /// at the same progress match or fail alike whatever follows them. Derived from the
    /// matchers' own loops (neither glob backtracks, so each reads the string once, left to
    /// right, its state the pattern index and a count).
    enum Progress: Hashable {
        /// `literal`, `prefix`, `suffix`: the code units of the pattern matched (for `suffix`,
        /// the longest start of it the string ends with); `simpleGlob`: the pattern index
        /// `matchGlobPattern`'s loop is at.
        case at(Int)
        /// `simpleGlob`'s `.*X`: reading up to the first `X`, then at the pattern index `then`.
        case seeking(UInt16, then: Int)
        /// `simpleGlob`'s `x*`: reading every `x`, then at the pattern index `then`.
        case repeating(UInt16, then: Int)
        /// `advancedGlob`: at a token, with the characters it has taken (a count past the
        /// minimum of an unbounded token is kept as the minimum: no continuation tells them apart).
        case counting(token: Int, count: Int32)
        /// Every continuation matches (a `prefix` read through, a trailing `.*`).
        case all
        /// No continuation matches.
        case none
    }

    /// The progress before the string's first code unit.
    var start: Progress { kind == .advancedGlob ? .counting(token: 0, count: 0) : .at(0) }

    /// The progress after one more code unit of the string.
    func step(_ progress: Progress, _ unit: UInt16) -> Progress {
        if progress == .all || progress == .none { return progress }
        switch kind {
        case .literal:
            guard case .at(let n) = progress, n < units.count, units[n] == unit else { return .none }
            return .at(n + 1)
        case .prefix:
            guard case .at(let n) = progress, n < units.count else { return .all }
            guard units[n] == unit else { return .none }
            return n + 1 == units.count ? .all : .at(n + 1)
        case .suffix:
            guard case .at(let n) = progress else { return .none }
            let read = units[..<n] + [unit]
            var longest = min(read.count, units.count)
            while longest > 0 && !read.suffix(longest).elementsEqual(units[..<longest]) { longest -= 1 }
            return .at(longest)
        case .simpleGlob:
            return globStep(progress, unit)
        case .advancedGlob:
            return advancedStep(progress, unit)
        }
    }

    /// `matchGlobPattern`'s loop, one code unit at a time.
    private func globStep(_ progress: Progress, _ unit: UInt16) -> Progress {
        let np = units.count
        func charAt(_ index: Int) -> UInt16 { index < np ? units[index] : 0 }
        var progress = progress
        while true {
            switch progress {
            case .seeking(let target, let then):
                return unit == target ? .at(then) : progress
            case .repeating(let repeated, let then):
                if unit == repeated { return progress }
                progress = .at(then)  // the loop goes on with this code unit
            case .at(let ip) where ip < np:
                var ip = ip
                var c = units[ip]
                ip += 1
                let escaped = c == Self.backslash
                if escaped {
                    c = charAt(ip)
                    ip += 1
                }
                guard charAt(ip) == Self.star else { return c != Self.dot && unit != c ? .none : .at(ip) }
                guard !escaped && c == Self.dot else {
                    progress = .repeating(c, then: ip + 1)
                    continue
                }
                if ip >= np - 1 { return .all }  // a trailing `.*`
                ip += 1
                var target = units[ip]
                if target == Self.backslash {
                    ip += 1
                    target = charAt(ip)
                }
                progress = .seeking(target, then: ip + 1)
            default:
                return .none  // the pattern is read through with the string left over
            }
        }
    }

    /// `matchAdvancedPattern`'s loop, one code unit at a time.
    private func advancedStep(_ progress: Progress, _ unit: UInt16) -> Progress {
        guard case .counting(var index, var count) = progress else { return .none }
        while index < advancedTokens.count {
            let token = advancedTokens[index]
            if token.minimum > token.maximum { return .none }
            if count < token.maximum && Self.matchChar(unit, token, parsed) {
                return .counting(token: index, count: token.maximum == Int32.max ? min(count + 1, token.minimum) : count + 1)
            }
            if count < token.minimum { return .none }
            index += 1
            count = 0
        }
        return .none
    }
}
