/// Thompson's construction: states that read one byte of a set, or split without reading.
struct PatternNFA {
    enum State {
        case read(low: UInt64, high: UInt64, next: Int)
        case split([Int])
        case accept
    }

    var states: [State] = []

    /// Builds `tree` followed by the accepting state; returns the entry state.
    mutating func build(_ tree: PatternTree) throws(PatternError) -> Int {
        let accept = try add(.accept)
        return try build(tree, then: accept)
    }

    private mutating func add(_ state: State) throws(PatternError) -> Int {
        guard states.count < ValuePattern.maximumNFAStates else {
            throw PatternError(offset: 0, message: "the pattern expands to more than \(ValuePattern.maximumNFAStates) states: lower its repetition counts",
                               work: states.count)
        }
        states.append(state)
        return states.count - 1
    }

    /// The entry of `tree`, built backwards so that each piece knows its continuation.
    private mutating func build(_ tree: PatternTree, then next: Int) throws(PatternError) -> Int {
        switch tree {
        case .set(let low, let high):
            return try add(.read(low: low, high: high, next: next))
        case .sequence(let items):
            var entry = next
            for item in items.reversed() { entry = try build(item, then: entry) }
            return entry
        case .alternation(let branches):
            var entries: [Int] = []
            for branch in branches { entries.append(try build(branch, then: next)) }
            return try add(.split(entries))
        case .repetition(let inner, let minimum, let maximum):
            var entry = next
            if let maximum {
                // The optional copies, innermost last: each either reads one more or stops.
                for _ in 0..<(maximum - minimum) {
                    let split = try add(.split([]))
                    let body = try build(inner, then: entry)
                    states[split] = .split([body, next])
                    entry = split
                }
            } else {
                // A loop: split into the body (which returns to the split) or on.
                let split = try add(.split([]))
                let body = try build(inner, then: split)
                states[split] = .split([body, next])
                entry = split
            }
            for _ in 0..<minimum { entry = try build(inner, then: entry) }
            return entry
        }
    }
}
