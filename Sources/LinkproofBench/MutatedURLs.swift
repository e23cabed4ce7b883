/// A copy of a list of URLs in which every URL needs one of the full parser's repairs, so
/// that none is already its own serialization: URL `i` gets mutation `i % 5` of
/// ``MutatedURLs/Mutation``, in turn.
enum MutatedURLs {
    /// One repair the WHATWG parser makes; each is applied to a `scheme://host…` URL.
    enum Mutation: CaseIterable {
        /// `HTTPS://WWW.EXAMPLE.COM/…`: the scheme and host lowercased.
        case uppercaseSchemeAndHost
        /// `https://www.example.com:443/…`: the scheme's default port dropped (it replaces a
        /// port the URL has).
        case defaultPort
        /// `https://www.example.com/./…`: a single-dot segment removed.
        case singleDotSegment
        /// `https://www.example.com\…`: a backslash read as `/` (recorded as an error).
        case backslash
        /// `https://www.example.com/a b/../…`: a space encoded, then the segment removed by `..`.
        case encodedSegmentThenDoubleDot
    }

    /// Mutation `index % 5` of each URL that has an authority; others are left out.
    static func mutate(_ urls: [String]) -> [String] {
        urls.enumerated().compactMap { index, url in
            mutate(url, Mutation.allCases[index % Mutation.allCases.count])
        }
    }

    /// `url` with `mutation` applied, or nil when `url` has no `scheme://authority`.
    static func mutate(_ url: String, _ mutation: Mutation) -> String? {
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else { return nil }
        let authorityStart = colon + 3
        let authorityEnd = bytes[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
        let (head, tail) = (bytes[..<authorityEnd], bytes[authorityEnd...])
        let mutated: [UInt8]
        switch mutation {
        case .uppercaseSchemeAndHost:
            mutated = head.map { $0 &- UInt8(ascii: "a") < 26 ? $0 - 32 : $0 } + tail
        case .defaultPort:
            let port = url.hasPrefix("https:") ? ":443" : ":80"
            let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
            let hostEnd = head.lastIndex(of: UInt8(ascii: ":")).flatMap { colon in
                colon >= authorityStart && head[(colon + 1)...].allSatisfy(isDigit) ? colon : nil
            } ?? authorityEnd
            mutated = bytes[..<hostEnd] + Array(port.utf8) + tail
        case .singleDotSegment:
            mutated = head + Array("/.".utf8) + tail
        case .backslash:
            mutated = head + [UInt8(ascii: "\\")] + (tail.first == UInt8(ascii: "/") ? tail.dropFirst() : tail)
        case .encodedSegmentThenDoubleDot:
            mutated = head + Array("/a b/..".utf8) + tail
        }
        return String(decoding: mutated, as: UTF8.self)
    }
}
