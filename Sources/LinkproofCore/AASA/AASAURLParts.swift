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

    /// Which of the four readings of a component these flags select.
    var variant: Int { (caseSensitive ? 0 : 1) + (percentEncoded ? 0 : 2) }
}

/// A URL prepared for matching: each component in each reading (decoded or not, folded or
/// not) is computed on first use and then shared by every rule. The reading as written, the
/// one most rules use, is a slice of one buffer: preparing a URL allocates that buffer and
/// the list of its query items, nothing else.
struct AASAMatchInput {
    /// The path, query and fragment as written, one after another.
    private let text: [UInt8]
    private let path: Range<Int>
    /// nil when the URL has none (it then reads as empty).
    private let query: Range<Int>?
    private let fragment: Range<Int>?
    /// Whether the texts carry character keys: only when some rule to be tried reads them.
    private let withCharacters: Bool
    private var paths = ReadingCache<AASAComponentText>()
    private var queries = ReadingCache<AASAComponentText>()
    private var fragments = ReadingCache<AASAComponentText>()
    private var queryItems = ReadingCache<[(name: ArraySlice<UInt8>, value: AASAComponentText)]>()

    init(_ parts: AASAURLParts, for list: AASARuleList) {
        var text: [UInt8] = []
        text.reserveCapacity(parts.path.utf8.count + (parts.query?.utf8.count ?? 0) + (parts.fragment?.utf8.count ?? 0))
        func append(_ component: String?) -> Range<Int>? {
            guard let component else { return nil }
            let start = text.count
            text.append(contentsOf: component.utf8)
            return start..<text.count
        }
        path = append(parts.path) ?? 0..<0
        query = append(parts.query)
        fragment = append(parts.fragment)
        self.text = text
        withCharacters = list.needsCharacters
    }

    /// `range` of the text (empty when nil) in the reading `flags` select.
    private func reading(_ range: Range<Int>?, _ flags: AASAEffectiveFlags) -> ArraySlice<UInt8> {
        let written = text[range ?? 0..<0]
        if flags.percentEncoded && flags.caseSensitive { return written }
        // Invalid escapes stay as written, so `/100%zz` still matches itself.
        let decoded = flags.percentEncoded ? Array(written) : PercentEncoding.decode(written)
        return ArraySlice(flags.caseSensitive ? decoded : AASAText.folded(decoded))
    }

    /// The path without its trailing run of slashes.
    mutating func path(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = paths[flags.variant] { return cached }
        var bytes = reading(path, flags)
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        let text = AASAComponentText(bytes, withCharacters: withCharacters)
        paths[flags.variant] = text
        return text
    }

    mutating func query(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = queries[flags.variant] { return cached }
        let text = AASAComponentText(reading(query, flags), withCharacters: withCharacters)
        queries[flags.variant] = text
        return text
    }

    mutating func fragment(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = fragments[flags.variant] { return cached }
        let text = AASAComponentText(reading(fragment, flags), withCharacters: withCharacters)
        fragments[flags.variant] = text
        return text
    }

    /// Query items split on `&` and the first `=` before decoding, so `%26` and `%3D`
    /// never split; an item without `=` has an empty value.
    mutating func queryItems(_ flags: AASAEffectiveFlags) -> [(name: ArraySlice<UInt8>, value: AASAComponentText)] {
        if let cached = queryItems[flags.variant] { return cached }
        var items: [(name: ArraySlice<UInt8>, value: AASAComponentText)] = []
        if let query {
            var start = query.lowerBound
            for index in query.lowerBound...query.upperBound where index == query.upperBound || text[index] == UInt8(ascii: "&") {
                defer { start = index + 1 }
                guard index > start else { continue }
                let equals = text[start..<index].firstIndex(of: UInt8(ascii: "=")) ?? index
                let value = equals < index ? (equals + 1)..<index : index..<index
                items.append((reading(start..<equals, flags), AASAComponentText(reading(value, flags), withCharacters: withCharacters)))
            }
        }
        queryItems[flags.variant] = items
        return items
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
