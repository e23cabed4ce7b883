import LinkproofURL

/// A URL prepared for matching: each component in each reading (decoded or not, folded or
/// not), made on first use and then shared by every rule. The reading as written, which most
/// rules use, is a range of the text the caller lends for the decision; the others are kept in
/// a class made only when a rule needs one, so preparing a URL for rules that read it as
/// written allocates nothing.
struct AASAMatchInput {
    /// The path, query and fragment, as written.
    private let text: UnsafeBufferPointer<UInt8>
    private let path: Range<Int>
    /// nil when the URL has none (it then reads as empty).
    private let query: Range<Int>?
    private let fragment: Range<Int>?
    /// Whether the texts carry character keys: only when some rule to be tried reads them.
    private let withCharacters: Bool
    /// The path (its trailing slashes trimmed), query and fragment as written, which most
    /// rules read: ranges of `text`, each made when a rule first reads it.
    private var writtenPath: AASAComponentText?
    private var writtenQuery: AASAComponentText?
    private var writtenFragment: AASAComponentText?
    /// The computed readings, made on the first one: an input whose rules read it as written
    /// never has one, and copying an input copies a reference.
    private var cache: Readings?

    /// The computed readings and the bytes they are made of, which live as long as this object.
    private final class Readings {
        var paths = ReadingCache<AASAComponentText>()
        var queries = ReadingCache<AASAComponentText>()
        var fragments = ReadingCache<AASAComponentText>()
        var queryItems = ReadingCache<[(name: UnsafeBufferPointer<UInt8>, value: AASAComponentText)]>()
        private var storage: [UnsafeMutableBufferPointer<UInt8>] = []

        /// A copy of `bytes` that lives as long as these readings.
        func keep(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = copy.initialize(fromContentsOf: bytes)
            storage.append(copy)
            return UnsafeBufferPointer(copy)
        }

        deinit { storage.forEach { $0.deallocate() } }
    }

    private mutating func readings() -> Readings {
        if let cache { return cache }
        let readings = Readings()
        cache = readings
        return readings
    }

    /// The components as ranges of `text`, a URL's serialization (an empty path reads as `/`),
    /// which the caller lends for as long as the input is matched.
    init(text: UnsafeBufferPointer<UInt8>, path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?, for list: AASARuleList) {
        self.text = text
        self.path = path
        self.query = query
        self.fragment = fragment
        withCharacters = list.needsCharacters
    }

    /// `body` on the input for `parts`, their text lent for the call.
    static func reading<Result>(_ parts: AASAURLParts, for list: AASARuleList, _ body: (inout AASAMatchInput) -> Result) -> Result {
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
        return text.withUnsafeBufferPointer { text in
            var input = AASAMatchInput(text: text, path: path, query: query, fragment: fragment, for: list)
            return body(&input)
        }
    }

    /// `range` of the text (empty when nil) decoded or folded as `flags` say.
    private mutating func reading(_ range: Range<Int>?, _ flags: AASAEffectiveFlags) -> UnsafeBufferPointer<UInt8> {
        let written = UnsafeBufferPointer(rebasing: text[range ?? 0..<0])
        if flags.isAsWritten { return written }
        // Invalid escapes stay as written, so `/100%zz` still matches itself.
        let decoded = flags.percentEncoded ? Array(written) : PercentEncoding.decode(written)
        return readings().keep(flags.caseSensitive ? decoded : AASAText.folded(decoded))
    }

    /// Whether `pattern` (or, when given, `parent`) matches the path without its trailing run
    /// of slashes. (The input takes the patterns rather than handing out its readings: a scan
    /// over many rules then copies nothing.)
    mutating func path(_ flags: AASAEffectiveFlags, matches pattern: AASACompiledPattern, orParent parent: AASACompiledPattern?) -> Bool {
        if flags.isAsWritten {
            if writtenPath == nil { writtenPath = trimmedPath(flags) }
            // Matched where it is stored (`map` lends it): a copy would cost a retain per rule.
            return writtenPath.map { pattern.matches($0) || parent?.matches($0) == true } ?? false
        }
        if cache?.paths[flags.variant] == nil { readings().paths[flags.variant] = trimmedPath(flags) }
        return cache?.paths[flags.variant].map { pattern.matches($0) || parent?.matches($0) == true } ?? false
    }

    /// Whether `pattern` matches the whole query.
    mutating func query(_ flags: AASAEffectiveFlags, matches pattern: AASACompiledPattern) -> Bool {
        component(query, flags, matches: pattern, written: \.writtenQuery, cached: \.queries)
    }

    /// Whether `pattern` matches the fragment.
    mutating func fragment(_ flags: AASAEffectiveFlags, matches pattern: AASACompiledPattern) -> Bool {
        component(fragment, flags, matches: pattern, written: \.writtenFragment, cached: \.fragments)
    }

    /// Whether `pattern` matches the component in `range`, its readings kept at `written`
    /// (as written) and `cached` (the others).
    private mutating func component(_ range: Range<Int>?, _ flags: AASAEffectiveFlags, matches pattern: AASACompiledPattern,
                                    written: WritableKeyPath<AASAMatchInput, AASAComponentText?>,
                                    cached: ReferenceWritableKeyPath<Readings, ReadingCache<AASAComponentText>>) -> Bool {
        if flags.isAsWritten {
            if self[keyPath: written] == nil { self[keyPath: written] = AASAComponentText(reading(range, flags), withCharacters: withCharacters) }
            return self[keyPath: written].map(pattern.matches) ?? false
        }
        if cache?[keyPath: cached][flags.variant] == nil {
            let text = AASAComponentText(reading(range, flags), withCharacters: withCharacters)
            readings()[keyPath: cached][flags.variant] = text
        }
        return cache?[keyPath: cached][flags.variant].map(pattern.matches) ?? false
    }

    /// The path in the reading `flags` select, its trailing run of slashes removed.
    private mutating func trimmedPath(_ flags: AASAEffectiveFlags) -> AASAComponentText {
        let bytes = reading(path, flags)
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return AASAComponentText(UnsafeBufferPointer(rebasing: bytes[..<end]), withCharacters: withCharacters)
    }

    /// Calls `body` with each query item, split on `&` and the first `=` before decoding (so
    /// `%26` and `%3D` never split; an item without `=` has an empty value), until it returns
    /// false; returns whether every call returned true.
    mutating func allQueryItems(_ flags: AASAEffectiveFlags, _ body: (UnsafeBufferPointer<UInt8>, AASAComponentText) -> Bool) -> Bool {
        if let cached = cache?.queryItems[flags.variant] { return cached.allSatisfy { body($0.name, $0.value) } }
        // Items as written without character keys cost nothing to cut again for each rule.
        guard !(flags.isAsWritten && !withCharacters) else {
            return Self.forEachItem(of: query, in: text) { name, value in
                body(UnsafeBufferPointer(rebasing: text[name]), AASAComponentText(UnsafeBufferPointer(rebasing: text[value]), withCharacters: false))
            }
        }
        var items: [(name: UnsafeBufferPointer<UInt8>, value: AASAComponentText)] = []
        _ = Self.forEachItem(of: query, in: text) { name, value in
            items.append((reading(name, flags), AASAComponentText(reading(value, flags), withCharacters: withCharacters)))
            return true
        }
        readings().queryItems[flags.variant] = items
        return items.allSatisfy { body($0.name, $0.value) }
    }

    /// The name and value ranges of each item of `query` in `text`, until `body` returns false.
    private static func forEachItem(of query: Range<Int>?, in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Range<Int>) -> Bool) -> Bool {
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
