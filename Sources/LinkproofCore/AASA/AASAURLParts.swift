import LinkproofURL

/// The parts of a URL that association files match, exactly as the URL writes them
/// (still percent-encoded).
public struct AASAURLParts: Sendable, Codable, Equatable {
    /// The scheme, lowercased; matching ignores it, but Apple opens only `https` links.
    public var scheme: String
    /// The host, compared with the serving domain case-insensitively.
    public var host: String
    /// The path, e.g. `/buy/42`; empty reads as `/`.
    public var path: String
    /// The query without its `?`; nil when the URL has none (it then reads as empty).
    public var query: String?
    /// The fragment without its `#`; nil when the URL has none (it then reads as empty).
    public var fragment: String?

    /// URL parts; an empty path reads as `/`.
    public init(scheme: String = "https", host: String, path: String, query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.host = host
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.fragment = fragment
    }
}

/// The flags a rule runs under after the three levels of `defaults`.
struct AASAEffectiveFlags: Sendable, Equatable {
    let caseSensitive: Bool
    let percentEncoded: Bool

    /// Whether components are read exactly as written (the defaults): neither decoded nor folded.
    var isAsWritten: Bool { caseSensitive && percentEncoded }

    /// Which of the four readings of a component these flags select.
    var variant: Int { (caseSensitive ? 0 : 1) + (percentEncoded ? 0 : 2) }
}

/// A URL prepared for matching: each component in each reading (decoded or not, folded or
/// not). The reading as written, which most rules use, is a slice of one buffer, taken when
/// asked for; the others, and any reading whose character keys some rule needs, are computed
/// on first use and then shared by every rule.
struct AASAMatchInput {
    /// The path, query and fragment, as written.
    private let text: [UInt8]
    private let path: Range<Int>
    /// nil when the URL has none (it then reads as empty).
    private let query: Range<Int>?
    private let fragment: Range<Int>?
    /// Whether the texts carry character keys: only when some rule to be tried reads them.
    private let withCharacters: Bool
    /// The computed readings, made on the first one: an input whose rules read it as written
    /// never has one, and copying an input copies a reference.
    private var cache: Readings?

    private final class Readings {
        var paths = ReadingCache<AASAComponentText>()
        var queries = ReadingCache<AASAComponentText>()
        var fragments = ReadingCache<AASAComponentText>()
        var queryItems = ReadingCache<[(name: ArraySlice<UInt8>, value: AASAComponentText)]>()
    }

    private mutating func readings() -> Readings {
        if let cache { return cache }
        let readings = Readings()
        cache = readings
        return readings
    }

    /// The components as ranges of `text`, a URL's serialization (an empty path reads as `/`).
    init(text: [UInt8], path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?, for list: AASARuleList) {
        self.text = text
        self.path = path
        self.query = query
        self.fragment = fragment
        withCharacters = list.needsCharacters
    }

    init(_ parts: AASAURLParts, for list: AASARuleList) {
        var text: [UInt8] = []
        text.reserveCapacity(parts.path.utf8.count + (parts.query?.utf8.count ?? 0) + (parts.fragment?.utf8.count ?? 0))
        func append(_ component: String?) -> Range<Int>? {
            guard let component else { return nil }
            let start = text.count
            text.append(contentsOf: component.utf8)
            return start..<text.count
        }
        let path = append(parts.path) ?? 0..<0
        let query = append(parts.query)
        let fragment = append(parts.fragment)
        self.init(text: text, path: path, query: query, fragment: fragment, for: list)
    }

    /// `range` of the text (empty when nil) in the reading `flags` select.
    private func reading(_ range: Range<Int>?, _ flags: AASAEffectiveFlags) -> ArraySlice<UInt8> {
        let written = text[range ?? 0..<0]
        if flags.isAsWritten { return written }
        // Invalid escapes stay as written, so `/100%zz` still matches itself.
        let decoded = flags.percentEncoded ? Array(written) : PercentEncoding.decode(written)
        return ArraySlice(flags.caseSensitive ? decoded : AASAText.folded(decoded))
    }

    /// Whether a reading is a slice of the text with nothing to compute: then it is not cached.
    private func isSlice(_ flags: AASAEffectiveFlags) -> Bool { flags.isAsWritten && !withCharacters }

    /// The path without its trailing run of slashes.
    mutating func path(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = cache?.paths[flags.variant] { return cached }
        var bytes = reading(path, flags)
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        let text = AASAComponentText(bytes, withCharacters: withCharacters)
        if !isSlice(flags) { readings().paths[flags.variant] = text }
        return text
    }

    mutating func query(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = cache?.queries[flags.variant] { return cached }
        let text = AASAComponentText(reading(query, flags), withCharacters: withCharacters)
        if !isSlice(flags) { readings().queries[flags.variant] = text }
        return text
    }

    mutating func fragment(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = cache?.fragments[flags.variant] { return cached }
        let text = AASAComponentText(reading(fragment, flags), withCharacters: withCharacters)
        if !isSlice(flags) { readings().fragments[flags.variant] = text }
        return text
    }

    /// Calls `body` with each query item, split on `&` and the first `=` before decoding (so
    /// `%26` and `%3D` never split; an item without `=` has an empty value), until it returns
    /// false; returns whether every call returned true.
    mutating func allQueryItems(_ flags: AASAEffectiveFlags, _ body: (ArraySlice<UInt8>, AASAComponentText) -> Bool) -> Bool {
        if let cached = cache?.queryItems[flags.variant] { return cached.allSatisfy { body($0.name, $0.value) } }
        guard !isSlice(flags) else {
            return forEachItem { name, value in body(text[name], AASAComponentText(text[value], withCharacters: false)) }
        }
        var items: [(name: ArraySlice<UInt8>, value: AASAComponentText)] = []
        _ = forEachItem { name, value in
            items.append((reading(name, flags), AASAComponentText(reading(value, flags), withCharacters: withCharacters)))
            return true
        }
        readings().queryItems[flags.variant] = items
        return items.allSatisfy { body($0.name, $0.value) }
    }

    /// The name and value ranges of each item of the query as written, until `body` returns false.
    private func forEachItem(_ body: (Range<Int>, Range<Int>) -> Bool) -> Bool {
        guard let query else { return true }
        var start = query.lowerBound
        for index in query.lowerBound...query.upperBound where index == query.upperBound || text[index] == UInt8(ascii: "&") {
            defer { start = index + 1 }
            guard index > start else { continue }
            let equals = text[start..<index].firstIndex(of: UInt8(ascii: "=")) ?? index
            guard body(start..<equals, equals < index ? (equals + 1)..<index : index..<index) else { return false }
        }
        return true
    }
}

/// One value per reading (`AASAEffectiveFlags.variant`, 0–3), stored inline: a match input
/// is built for every URL decided, so its caches must not allocate.
struct ReadingCache<Value> {
    private var values: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)

    subscript(variant: Int) -> Value? {
        get {
            switch variant {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            default: values.3
            }
        }
        set {
            switch variant {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            default: values.3 = newValue
            }
        }
    }
}
