import LinkproofURL

/// The hosts a route template meant to open on any server admits (federated apps, browsers):
/// `https://*/tags/{tag}` any host, `https://*.example.social/tags/{tag}` any host under
/// `example.social` (one label or more before it, never `example.social` itself).
///
/// The strict policy's host rules stay (DocC: LinkproofCore, "The strict policy"): a named
/// host WHATWG parses without a validation error (so no credentials), no IP literal, no port,
/// no trailing dot. A host the manifest declares (an associated domain, a dynamic-link prefix, a
/// template's host) is judged by its own rules, never by a template on any host. And a link on
/// a host the app is not associated with is never a universal link: the system opens it in the
/// browser. Such a route opens only a link tapped in the app's own content
/// (`Arrival.inAppContent`), as a `web-link` (`LinkKind.webLink`).
package struct AnyHost: Hashable, Sendable {
    /// What an admitted host ends with: empty for `*`, `.example.social` for `*.example.social`.
    public let suffix: String

    /// The shape a template's host spells (`*` or `*.domain`); nil for a host name.
    public init?(_ host: String) {
        guard host == "*" || host.hasPrefix("*.") else { return nil }
        suffix = String(host.dropFirst())
    }

    /// Why the shape is not one a template may use; nil when it is.
    var problem: String? {
        guard !suffix.isEmpty else { return nil }
        return DomainName.problem(String(suffix.dropFirst())).map { "'*\(suffix)': \($0)" }
    }

    /// Whether `host` (ASCII letter case ignored, no trailing dot) has the shape.
    public func admits(_ host: some BidirectionalCollection<UInt8>) -> Bool {
        guard host.count > suffix.utf8.count, host.last != UInt8(ascii: ".") else { return false }
        return zip(host.suffix(suffix.utf8.count), suffix.utf8).allSatisfy { ASCII.lowercased($0) == $1 }
    }
}
