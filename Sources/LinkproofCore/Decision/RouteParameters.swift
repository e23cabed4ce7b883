/// A routed link's parameters: each name once, with its decoded value, in the order the
/// matched template reads them. Read it as a dictionary (`params["recipeID"]`, iteration as
/// `(key, value)` pairs); two are equal when they hold the same pairs in any order, and JSON
/// writes them as an object. A route has a handful of parameters, so they are kept as a
/// short list, the first one inline: a decision builds them without hashing, and a route with
/// one parameter without allocating.
public struct RouteParameters: Sendable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public typealias Element = (key: String, value: String)

    private struct Pair: Hashable, Sendable {
        let name: String
        let value: String
    }

    private var first: Pair?
    /// The pairs after `first`.
    private var others: [Pair] = []

    /// Every pair, in order.
    private var pairs: [Pair] { first.map { [$0] + others } ?? [] }

    /// No parameters.
    public init() {}

    /// The pairs of `dictionary`, ordered by name.
    public init(_ dictionary: [String: String]) {
        for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) { add(name, value) }
    }

    /// Parameters from a literal, e.g. `["recipeID": "002"]`; a repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// Room for `capacity` parameters, for a decision that adds them one by one.
    init(capacity: Int) {
        if capacity > 1 { others.reserveCapacity(capacity - 1) }
    }

    /// Adds `name` (not yet present: a template names each parameter once) with its value.
    mutating func add(_ name: String, _ value: String) {
        if first == nil {
            first = Pair(name: name, value: value)
        } else {
            others.append(Pair(name: name, value: value))
        }
    }

    /// The value of `name`, if the route has that parameter.
    public subscript(name: String) -> String? {
        first?.name == name ? first?.value : others.first { $0.name == name }?.value
    }

    public var count: Int { first == nil ? 0 : 1 + others.count }
    public var isEmpty: Bool { first == nil }
    /// The names, in template order.
    public var keys: [String] { pairs.map(\.name) }
    /// The values, in template order.
    public var values: [String] { pairs.map(\.value) }
    /// The parameters as a dictionary.
    public var dictionary: [String: String] {
        Dictionary(uniqueKeysWithValues: pairs.map { ($0.name, $0.value) })
    }

    public func makeIterator() -> some IteratorProtocol<Element> {
        pairs.lazy.map { (key: $0.name, value: $0.value) }.makeIterator()
    }

    /// `[name: value, …]` ordered by name, as a dictionary with sorted keys prints.
    public var description: String {
        pairs.isEmpty ? "[:]" : "[" + pairs.sorted { $0.name < $1.name }.map { "\($0.name.debugDescription): \($0.value.debugDescription)" }
            .joined(separator: ", ") + "]"
    }
}

extension RouteParameters: Hashable {
    /// The same pairs, in any order (names are unique).
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.count == rhs.count && lhs.pairs.allSatisfy(rhs.pairs.contains)
    }

    /// Independent of the order, as equality is.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(pairs.reduce(0) { $0 &+ $1.hashValue })
    }
}

extension RouteParameters: Codable, JSONWritable {
    /// A JSON object, as a `[String: String]` is written.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: String](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try dictionary.encode(to: encoder)
    }
}

extension RouteParameters {
    /// Writes the parameters as a JSON object, names in the order of their UTF-8 bytes (the
    /// order `JSONEncoder`'s `.sortedKeys` gives a `[String: String]`).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if others.isEmpty {
            if let first {
                writer.key(escaping: first.name)
                writer.string(first.value)
            }
        } else {
            for pair in pairs.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
                writer.key(escaping: pair.name)
                writer.string(pair.value)
            }
        }
        writer.endObject()
    }
}
