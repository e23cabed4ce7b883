@testable import LinkproofCore
import LinkproofGen
import LinkproofURL

// Deliberately weakened variants of the strict router, for the tests only: each rewrites
// the link to reproduce exactly one weakness, then asks the real strict router, so any
// difference in outcome comes from that one weakness.

/// Checks the host with `hasSuffix`: a host that merely ends with a declared one is read as it.
struct SuffixHostRouter: LinkDecider {
    let strict: DeepLinkParser
    let declared: [String]

    init(manifest: LinkManifest) {
        strict = DeepLinkParser(manifest: manifest)
        declared = manifest.associatedDomains.map(\.domain) + manifest.routes.flatMap { $0.templates.map(\.host) }
    }

    func decide(_ input: String, context: LinkContext) -> Decision {
        let bytes = Array(input.utf8)
        let found = bytes.withUnsafeBufferPointer { buffer -> (host: Range<Int>, match: String)? in
            guard let anatomy = LinkAnatomy(buffer), let host = anatomy.host,
                  let match = declared.first(where: { anatomy.lowercasedHost.hasSuffix($0) }) else { return nil }
            return (host, match)
        }
        guard let (host, match) = found else { return strict.decide(input) }
        return strict.decide(String(decoding: bytes[..<host.lowerBound] + Array(match.utf8) + bytes[host.upperBound...], as: UTF8.self))
    }
}

/// Splits the query on `,` as well as `&`, as Raycipe's `parseComponents` does.
struct CommaSplittingRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        strict.decide(rewritingQuery(of: input) { $0.replacingOccurrences(of: ",", with: "&") })
    }
}

/// Lets the first of repeated query parameters win (letter case ignored), dropping the others.
struct FirstDuplicateRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        strict.decide(rewritingQuery(of: input) { query in
            var seen = Set<String>()
            return query.split(separator: "&", omittingEmptySubsequences: false).filter { pair in
                seen.insert(String(pair.prefix { $0 != "=" }).lowercased()).inserted
            }.joined(separator: "&")
        })
    }
}

/// Skips the validation-error check: judges the link as the WHATWG parser repaired it.
struct RepairAcceptingRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        let bytes = Array(input.utf8)
        guard let parsed = try? bytes.withUnsafeBufferPointer({ buffer throws(URLParseFailure) in try URLParser.parse(utf8: buffer) }) else {
            return strict.decide(input)
        }
        return strict.decide(parsed.url.href)
    }
}

/// Decodes query values twice: a first pass turns `%25` into `%` before the parser's own decoding.
struct DoubleDecodingRouter: LinkDecider {
    let strict: DeepLinkParser

    func decide(_ input: String, context: LinkContext) -> Decision {
        strict.decide(rewritingQuery(of: input) { $0.replacingOccurrences(of: "%25", with: "%") })
    }
}

/// `link` with `rewrite` applied to its query (after the first `?`, before any `#`).
private func rewritingQuery(of link: String, _ rewrite: (String) -> String) -> String {
    guard let mark = link.firstIndex(of: "?") else { return link }
    let end = link[mark...].firstIndex(of: "#") ?? link.endIndex
    return String(link[...mark]) + rewrite(String(link[link.index(after: mark)..<end])) + link[end...]
}
