import LinkproofURL

/// Why a URL string could not be matched.
package struct AASAURLError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The URL as given.
    public let url: String
    /// What is wrong with it (a URL Standard validation error name).
    public let reason: String

    /// `'url': reason`.
    public var description: String { "'\(url)': \(reason)" }
}

extension AASAURLParts {
    /// The parts of an absolute URL string, parsed by the WHATWG parser of LinkproofURL:
    /// the host as the parser serializes it (lowercased, IDNA applied), the rest as written
    /// after the parser's percent-encoding.
    public init(url: String) throws(AASAURLError) {
        let record: URLRecord
        do {
            record = try URLParser.parse(url).url
        } catch {
            throw AASAURLError(url: url, reason: "\(error.error.code.rawValue) at offset \(error.error.offset)")
        }
        self.init(scheme: String(record.scheme), host: record.hostname, path: record.pathname,
                  query: record.query.map(String.init), fragment: record.fragment.map(String.init))
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
