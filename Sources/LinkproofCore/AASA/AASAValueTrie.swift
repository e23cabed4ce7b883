/// Literal values in a trie of flat arrays: node 0 is the root, each node's edges lie sorted by
/// character key in `keys[edgeStart[node]..<edgeStart[node + 1]]`. One step is a binary search
/// among a node's edges; a node is reached from one parent only, so matching never meets the
/// same node twice from one starting position.
struct AASAValueTrie: Sendable {
    private let edgeStart: [Int32]
    private let keys: [UInt64]
    private let targets: [Int32]
    /// Whether a value ends at each node.
    private let terminal: [Bool]
    /// The longest value, in characters.
    let depth: Int

    init(_ values: [[UInt64]]) {
        var children: [[UInt64: Int32]] = [[:]]
        var ends: [Bool] = [false]
        var longest = 0
        for value in values {
            var node = 0
            for key in value {
                if let next = children[node][key] {
                    node = Int(next)
                } else {
                    let next = Int32(children.count)
                    children[node][key] = next
                    children.append([:])
                    ends.append(false)
                    node = Int(next)
                }
            }
            ends[node] = true
            longest = max(longest, value.count)
        }
        var edgeStart: [Int32] = [0]
        var keys: [UInt64] = []
        var targets: [Int32] = []
        for edges in children {
            for (key, target) in edges.sorted(by: { $0.key < $1.key }) {
                keys.append(key)
                targets.append(target)
            }
            edgeStart.append(Int32(keys.count))
        }
        self.edgeStart = edgeStart
        self.keys = keys
        self.targets = targets
        terminal = ends
        depth = longest
    }

    /// The root, where every value starts.
    static let root = 0

    /// Whether a value ends at `node`.
    func isTerminal(_ node: Int) -> Bool { terminal[node] }

    /// Whether `node` has any edge.
    func hasChildren(_ node: Int) -> Bool { edgeStart[node] < edgeStart[node + 1] }

    /// The node `character` leads to from `node`, or nil.
    func child(_ node: Int, _ character: UInt64) -> Int? {
        var low = Int(edgeStart[node])
        var high = Int(edgeStart[node + 1])
        while low < high {
            let middle = (low + high) / 2
            let key = keys[middle]
            if key == character { return Int(targets[middle]) }
            if key < character { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
