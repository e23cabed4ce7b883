import Foundation

/// Why a URL string could not be matched.
public struct AASAURLError: Error, Sendable, Equatable, Codable {
    /// The URL as given.
    public let url: String
    /// What is wrong with it.
    public let reason: String
}

extension AASAURLParts {
    /// The parts of an absolute URL string.
    /// TEMPORARY: a plain split on `://`, `?` and `#` until the `url` branch's WHATWG parser is merged.
    public init(url: String) throws(AASAURLError) {
        guard let schemeEnd = url.range(of: "://") else { throw AASAURLError(url: url, reason: "not an absolute URL") }
        let rest = url[schemeEnd.upperBound...]
        let fragmentStart = rest.firstIndex(of: "#")
        let beforeFragment = rest[..<(fragmentStart ?? rest.endIndex)]
        let queryStart = beforeFragment.firstIndex(of: "?")
        let beforeQuery = beforeFragment[..<(queryStart ?? beforeFragment.endIndex)]
        let pathStart = beforeQuery.firstIndex(of: "/") ?? beforeQuery.endIndex
        let authority = beforeQuery[..<pathStart]
        let host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !host.isEmpty else { throw AASAURLError(url: url, reason: "no host") }
        self.init(host: String(host).lowercased(), path: String(beforeQuery[pathStart...]),
                  query: queryStart.map { String(beforeFragment[beforeFragment.index(after: $0)...]) },
                  fragment: fragmentStart.map { String(rest[rest.index(after: $0)...]) })
    }
}

extension AASAMatcher {
    /// `decide` on a URL string; a URL that does not parse is an error, never a trap.
    public func decide(appID: String, domain: String, url: String) throws(AASAURLError) -> AASADecision {
        decide(appID: appID, domain: domain, url: try AASAURLParts(url: url))
    }

    /// `explain` on a URL string.
    public func explain(appID: String, domain: String, url: String) throws(AASAURLError) -> AASAExplanation {
        explain(appID: appID, domain: domain, url: try AASAURLParts(url: url))
    }

    /// `appsFor` on a URL string.
    public func appsFor(_ url: String, domain: String) throws(AASAURLError) -> [String] {
        appsFor(try AASAURLParts(url: url), domain: domain)
    }
}
