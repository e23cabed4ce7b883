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
/// not) is computed on first use and then shared by every rule.
struct AASAMatchInput {
    let parts: AASAURLParts
    /// Whether the texts carry character keys: only when some rule to be tried reads them.
    private let withCharacters: Bool
    private var paths = ReadingCache<AASAComponentText>()
    private var queries = ReadingCache<AASAComponentText>()
    private var fragments = ReadingCache<AASAComponentText>()
    private var queryItems = ReadingCache<[(name: [UInt8], value: AASAComponentText)]>()

    init(_ parts: AASAURLParts, for list: AASARuleList) {
        self.parts = parts
        withCharacters = list.needsCharacters
    }

    private static func reading(_ text: some Collection<UInt8>, _ flags: AASAEffectiveFlags) -> [UInt8] {
        // Invalid escapes stay as written, so `/100%zz` still matches itself.
        let decoded = flags.percentEncoded ? Array(text) : PercentEncoding.decode(text)
        return flags.caseSensitive ? decoded : AASAText.folded(decoded)
    }

    /// The path without its trailing run of slashes.
    mutating func path(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = paths[flags.variant] { return cached }
        var bytes = Self.reading(parts.path.utf8, flags)
        // `AASAText.trimmingTrailingSlashes`, in place: the reading is already a fresh copy.
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        let text = AASAComponentText(bytes, withCharacters: withCharacters)
        paths[flags.variant] = text
        return text
    }

    mutating func query(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = queries[flags.variant] { return cached }
        let text = AASAComponentText(Self.reading((parts.query ?? "").utf8, flags), withCharacters: withCharacters)
        queries[flags.variant] = text
        return text
    }

    mutating func fragment(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        if let cached = fragments[flags.variant] { return cached }
        let text = AASAComponentText(Self.reading((parts.fragment ?? "").utf8, flags), withCharacters: withCharacters)
        fragments[flags.variant] = text
        return text
    }

    /// Query items split on `&` and the first `=` before decoding, so `%26` and `%3D`
    /// never split; an item without `=` has an empty value.
    mutating func queryItems(_ flags: AASAEffectiveFlags) -> [(name: [UInt8], value: AASAComponentText)] {
        if let cached = queryItems[flags.variant] { return cached }
        var items: [(name: [UInt8], value: AASAComponentText)] = []
        if let query = parts.query {
            // Split as an array: slicing `String.UTF8View` costs several times more per byte.
            for item in Array(query.utf8).split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                let value = equals < item.endIndex ? item[item.index(after: equals)...] : item[equals...]
                items.append((Self.reading(item[..<equals], flags), AASAComponentText(Self.reading(value, flags), withCharacters: withCharacters)))
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
