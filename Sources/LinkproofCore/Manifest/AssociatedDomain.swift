import LinkproofURL

/// A domain of the Associated Domains entitlement (`applinks:<domain>`), with the AASA file it serves.
public struct AssociatedDomain: Equatable, Sendable {
    /// The host name, lowercased.
    public var domain: String
    /// Explicit ports a link may carry (none by default: a port rejects).
    public var ports: [UInt16]
    /// The domain's apple-app-site-association document, as JSON.
    package var aasa: JSONValue?
    /// The file `aasa` was read from, as the manifest names it (nil: inline), so that findings
    /// name a rule by its file and its own JSON path. Where the AASA file was written is not
    /// what the manifest declares: equality ignores it (an inlined copy equals its file).
    public var aasaFile: String?

    public static func == (lhs: AssociatedDomain, rhs: AssociatedDomain) -> Bool {
        lhs.domain == rhs.domain && lhs.ports == rhs.ports && lhs.aasa == rhs.aasa
    }

    package init(domain: String, ports: [UInt16] = [], aasa: JSONValue? = nil, aasaFile: String? = nil) {
        self.domain = ASCII.lowercased(domain)
        self.ports = ports
        self.aasa = aasa
        self.aasaFile = aasaFile
    }
}
