/// The query parameters of a long dynamic link, by their Firebase names, in the order the
/// builder writes them (the order in which `FDLURLComponents` adds its parameter groups).
public enum DynamicLinkParameter: String, Hashable, Sendable, Codable, CaseIterable {
    /// The deep link itself: an `https` URL of the app's content (required).
    case link
    // Google Analytics
    case utmSource = "utm_source", utmMedium = "utm_medium", utmCampaign = "utm_campaign"
    case utmTerm = "utm_term", utmContent = "utm_content"
    // Social meta tags: title, description, image URL.
    case st, sd, si
    // iOS: bundle ID, App Store ID, fallback URL, custom scheme, minimum version, iPad bundle ID, iPad fallback URL.
    case ibi, isi, ifl, ius, imv, ipbi, ipfl
    // App Store Connect analytics: affiliate, campaign and provider tokens, media type.
    case at, ct, pt, mt
    // Android: package name, fallback URL, minimum version code.
    case apn, afl, amv
    /// Skip the app preview page (`1`).
    case efr
    /// Fallback URL on other platforms (desktop).
    case ofl
    /// `1`: show the debug preview page (the `previewLink` form of a short link).
    case d

    /// A parameter's name as bytes and, when it has eight bytes or fewer, as one word; and
    /// its place in `allCases`.
    private typealias Name = (bytes: [UInt8], word: UInt64?, index: Int, parameter: DynamicLinkParameter)

    /// Every parameter's name, indexed by its first byte.
    private static let names: [[Name]] = {
        var table = Array(repeating: [Name](), count: 256)
        for (index, parameter) in allCases.enumerated() {
            let bytes = Array(parameter.rawValue.utf8)
            let word = bytes.count <= 8 ? bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 0) } : nil
            table[Int(bytes[0])].append((bytes, word, index, parameter))
        }
        return table
    }()

    /// The parameter a query item names (its name decoded, case-sensitive) and its place in
    /// `allCases`, found by comparing bytes: no string is built for the name.
    static func named(_ anatomy: LinkAnatomy, _ item: QueryItem) -> (index: Int, parameter: DynamicLinkParameter)? {
        guard let first = item.name.first.map({ anatomy.bytes[$0] }) else { return nil }
        // A name that starts with an escape may decode to any first byte.
        guard first != UInt8(ascii: "%") else {
            return names.joined().first { anatomy.nameIs(item, $0.bytes) }.map { ($0.index, $0.parameter) }
        }
        // Read in place: a copy of the row would be retained for each item.
        return names.withUnsafeBufferPointer { names in
            names[Int(first)].withUnsafeBufferPointer { row in
                // Eight bytes or fewer and no escape (nearly every name): one word compared a name.
                if item.name.count <= 8, case let word = ByteWords.word(in: anatomy.bytes, item.name),
                   !ByteWords.contains(UInt8(ascii: "%"), in: word) {
                    return row.first { $0.word == word && $0.bytes.count == item.name.count }.map { ($0.index, $0.parameter) }
                }
                return row.first { anatomy.nameIs(item, $0.bytes) }.map { ($0.index, $0.parameter) }
            }
        }
    }

    public var isFallbackURL: Bool {
        switch self {
        case .ifl, .ipfl, .afl, .ofl, .si: true
        default: false
        }
    }
}
