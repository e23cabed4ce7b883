/// A Thompson automaton for patterns with substitution variables: the set of live states
/// advances one character at a time. A variable's literal values are one `values` state over
/// their shared trie, whose live nodes are at most the trie's depth + 1 (one per position a value
/// may have started at), however many values there are; so matching costs
/// O(text × `AASACompiledPattern.bound`) trie steps, each a binary search among a node's edges.
struct AASAAutomaton: Sendable {
    private enum Instruction: Sendable {
        case character(UInt64)
        case one
        /// Consumes any character and stays, or moves on without consuming.
        case star
        /// One of a variable's literal values, read through its trie; then the next instruction.
        case values(AASAValueTrie)
        case split([Int])
        case jump(Int)
        case accept
    }

    /// A live node of the trie of the `values` instruction at `instruction`.
    private struct TrieState {
        let instruction: Int
        let node: Int
    }

    private var program: [Instruction] = []

    init(_ tokens: [AASAPatternToken]) {
        emit(tokens)
        program.append(.accept)
    }

    private mutating func emit(_ tokens: [AASAPatternToken]) {
        for token in tokens {
            switch token {
            case .character(let key): program.append(.character(key))
            case .one: program.append(.one)
            case .star: program.append(.star)
            case .choice(let choice) where choice.wildcardAlternatives.isEmpty:
                program.append(.values(choice.trie))
            case .choice(let choice):
                let split = program.count
                program.append(.split([]))
                var starts = [program.count]
                program.append(.values(choice.trie))
                var jumps = [program.count]
                program.append(.jump(0))
                for alternative in choice.wildcardAlternatives {
                    starts.append(program.count)
                    emit(alternative)
                    jumps.append(program.count)
                    program.append(.jump(0))
                }
                for jump in jumps { program[jump] = .jump(program.count) }
                program[split] = .split(starts)
            }
        }
    }

    func matches(_ text: [UInt64]) -> Bool {
        var stamp = [Int](repeating: -1, count: program.count)
        var current: [Int] = []
        var currentNodes: [TrieState] = []
        var pending: [Int] = []
        close(0, generation: 0, into: &current, nodes: &currentNodes, stamp: &stamp, pending: &pending)
        for (offset, character) in text.enumerated() {
            var next: [Int] = []
            var nextNodes: [TrieState] = []
            for state in current {
                switch program[state] {
                case .character(let key) where key == character:
                    close(state + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                case .one:
                    close(state + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                case .star:
                    close(state, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                default:
                    break
                }
            }
            for live in currentNodes {
                guard case .values(let trie) = program[live.instruction], let child = trie.child(live.node, character) else { continue }
                if trie.hasChildren(child) { nextNodes.append(TrieState(instruction: live.instruction, node: child)) }
                if trie.isTerminal(child) {
                    close(live.instruction + 1, generation: offset + 1, into: &next, nodes: &nextNodes, stamp: &stamp, pending: &pending)
                }
            }
            if next.isEmpty && nextNodes.isEmpty { return false }
            current = next
            currentNodes = nextNodes
        }
        return current.contains { if case .accept = program[$0] { true } else { false } }
    }

    /// Adds `state` and every state reachable from it without consuming a character; a
    /// `values` state adds its trie's root (once a generation: the stamp), and what follows it
    /// when a value is empty.
    private func close(_ state: Int, generation: Int, into list: inout [Int], nodes: inout [TrieState],
                       stamp: inout [Int], pending: inout [Int]) {
        pending.append(state)
        while let state = pending.popLast() {
            guard state < program.count, stamp[state] != generation else { continue }
            stamp[state] = generation
            switch program[state] {
            case .split(let targets): pending += targets.reversed()
            case .jump(let target): pending.append(target)
            case .star:
                list.append(state)
                pending.append(state + 1)
            case .values(let trie):
                if trie.hasChildren(AASAValueTrie.root) { nodes.append(TrieState(instruction: state, node: AASAValueTrie.root)) }
                if trie.isTerminal(AASAValueTrie.root) { pending.append(state + 1) }
            default:
                list.append(state)
            }
        }
    }
}
