/// The templates declared so far, as a trie over path segments per origin and segment count,
/// so that finding the earlier templates a new one may overlap follows only the branches its
/// segments can meet: for a literal, its own child and the parameter child; for a parameter,
/// the parameter child and the literals its type admits. All parameters share one child (their
/// types are compared at the end, by the caller's exact check), so a branch is never tried once
/// per parameter type; each node's templates are in declaration order, so the caller stops at
/// the first one that overlaps. A manifest whose segments are literal costs O(n × depth)
/// look-ups; parameters meeting many literal siblings cost one type check a sibling.
struct TemplateOverlapIndex {
    private final class Node {
        var literals: [String: Node] = [:]
        var parameter: Node?
        /// The templates ending here, by their position in declaration order.
        var templates: [Int] = []
    }

    private struct Origin: Hashable {
        let scheme: String
        let host: String
        let port: Int?
        let segments: Int
        /// Whether the template reads the fragment: such a template is tried before one that
        /// does not (DeclaredHost), so the two never compete for a link.
        let readsFragment: Bool
    }

    private var roots: [Origin: Node] = [:]

    /// The earliest template for which `overlaps` holds, among the earlier templates whose paths
    /// `template`'s path may share a link with.
    func firstOverlap(_ template: RouteTemplate, types: [String: ParameterType], overlaps: (Int) -> Bool) -> Int? {
        guard let root = roots[Self.origin(template)] else { return nil }
        var first: Int?
        var stack: [(Node, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard depth < template.path.count else {
                for position in node.templates {
                    if let found = first, found < position { break }
                    if overlaps(position) {
                        first = position
                        break
                    }
                }
                continue
            }
            if let parameter = node.parameter { stack.append((parameter, depth + 1)) }
            switch template.path[depth] {
            case .literal(let text):
                if let child = node.literals[text] { stack.append((child, depth + 1)) }
            case .parameter(let name):
                let type = types[name]
                for (text, child) in node.literals where Self.admits(type, text) { stack.append((child, depth + 1)) }
            }
        }
        return first
    }

    /// Adds `template`, the `position`th declared.
    mutating func add(_ template: RouteTemplate, position: Int) {
        let origin = Self.origin(template)
        let root = roots[origin] ?? Node()
        roots[origin] = root
        var node = root
        for piece in template.path {
            switch piece {
            case .literal(let text):
                let child = node.literals[text] ?? Node()
                node.literals[text] = child
                node = child
            case .parameter:
                let child = node.parameter ?? Node()
                node.parameter = child
                node = child
            }
        }
        node.templates.append(position)
    }

    private static func origin(_ template: RouteTemplate) -> Origin {
        Origin(scheme: template.scheme, host: template.host, port: template.port.map(Int.init), segments: template.path.count, readsFragment: template.fragment != nil)
    }

    /// Whether a parameter of `type` accepts `value` as a path segment (without a type: an
    /// ignored segment `{_}`, any segment).
    static func admits(_ type: ParameterType?, _ value: String) -> Bool {
        type?.check(value) == nil && !value.isEmpty && value != "." && value != ".."
    }
}
