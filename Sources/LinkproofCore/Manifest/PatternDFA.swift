/// The subset construction over byte classes, capped at `ValuePattern.maximumTransitions`.
struct PatternDFA {
    var byteClasses: [UInt8] = []
    var classCount = 0
    var transitions: [UInt16] = []
    var accepting: [Bool] = []
    var start = 0
    /// The steps compiling took (each NFA state visited), at most `ValuePattern.maximumWork`.
    var work = 0

    init(nfa: PatternNFA, entry: Int) throws(PatternError) {
        // Bytes that every set of the pattern treats alike share a class.
        var sets: [(UInt64, UInt64)] = []
        for state in nfa.states { if case .read(let low, let high, _) = state { sets.append((low, high)) } }
        var classOfSignature: [[Bool]: UInt8] = [:]
        var representatives: [UInt8] = []
        for byte in 0...255 {
            let signature = sets.map { low, high in byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0 }
            if let known = classOfSignature[signature] {
                byteClasses.append(known)
            } else {
                let id = UInt8(representatives.count)
                classOfSignature[signature] = id
                representatives.append(UInt8(byte))
                byteClasses.append(id)
            }
        }
        classCount = representatives.count

        // Every NFA state visited counts against `maximumWork`, so that compiling is bounded too.
        var stamp = Array(repeating: 0, count: nfa.states.count)
        var generation = 0
        func closure(_ seeds: [Int]) throws(PatternError) -> [Int] {
            generation += 1
            var stack = seeds
            var reading: [Int] = []
            while let state = stack.popLast() {
                guard stamp[state] != generation else { continue }
                stamp[state] = generation
                work += 1
                switch nfa.states[state] {
                case .split(let targets): stack.append(contentsOf: targets)
                case .read, .accept: reading.append(state)
                }
            }
            guard work <= ValuePattern.maximumWork else {
                throw PatternError(offset: 0, message: "the pattern takes more than \(ValuePattern.maximumWork) steps to compile: simplify it", work: work)
            }
            return reading.sorted()
        }
        var index: [[Int]: Int] = [[]: 0]
        var subsets: [[Int]] = [[]]
        accepting = [false]
        transitions = Array(repeating: 0, count: classCount)
        func state(_ subset: [Int]) throws(PatternError) -> Int {
            if let known = index[subset] { return known }
            guard transitions.count + classCount <= ValuePattern.maximumTransitions, subsets.count < Int(UInt16.max) else {
                throw PatternError(offset: 0, message: "the pattern compiles to more than \(ValuePattern.maximumTransitions) transitions (\(subsets.count) states × \(classCount) byte classes): simplify it",
                                   work: work)
            }
            index[subset] = subsets.count
            subsets.append(subset)
            accepting.append(subset.contains { if case .accept = nfa.states[$0] { true } else { false } })
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            return subsets.count - 1
        }
        start = try state(try closure([entry]))
        var next = start
        while next < subsets.count {
            for (classID, byte) in representatives.enumerated() {
                var targets: [Int] = []
                work += subsets[next].count
                for member in subsets[next] {
                    guard case .read(let low, let high, let target) = nfa.states[member] else { continue }
                    let contains = byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
                    if contains { targets.append(target) }
                }
                transitions[next * classCount + classID] = UInt16(try state(try closure(targets)))
            }
            next += 1
        }
    }
}
