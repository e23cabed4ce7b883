import Foundation
import LinkproofCore
import LinkproofURL

/// Which links iOS itself opens the app with (`Arrival.direct`): a universal link
/// (`https`, or `http` where `platformCompatibility.httpUniversalLinks` says iOS delivers it)
/// on one of the app's associated domains or dynamic-link prefixes whose AASA file gives the
/// path to the app (`UniversalLinkDelivery`), and a custom-scheme link whose scheme the app
/// registers (letter case ignored, as iOS does). A link on any other host opens in Safari, a
/// scheme no app registers opens nothing, and iOS knows no `intent:` URI: none reaches the
/// handler on that arrival (a link tapped in the app's own content does: `Arrival.inAppContent`).
struct SystemDelivery: Sendable {
    private let universalLinks: UniversalLinkDelivery
    private let domains: Set<String>
    private let schemes: Set<String>
    private let httpUniversalLinks: Bool

    init(manifest: LinkManifest) {
        universalLinks = UniversalLinkDelivery(manifest: manifest)
        domains = Set(manifest.associatedDomains.map { $0.domain.lowercased() } + manifest.dynamicLinkPrefixes.map { $0.host.lowercased() })
        schemes = Set(manifest.schemes)
        httpUniversalLinks = manifest.platformCompatibility.httpUniversalLinks
    }

    /// Whether iOS opens the app with `link`.
    func delivery(of link: String) -> GoldenDelivery {
        guard let record = try? URLParser.parse(link).url else { return .notDelivered("not a URL: iOS opens nothing") }
        let scheme = String(record.scheme)
        guard scheme == "https" || scheme == "http" else {
            return schemes.contains(scheme) ? .delivered : .notDelivered("the app registers no scheme '\(scheme)': iOS does not open it with this link")
        }
        var host = record.hostname
        if host.hasSuffix(".") { host.removeLast() }
        guard domains.contains(host) else { return .notDelivered("\(host) is none of the app's associated domains: iOS opens the link in Safari") }
        guard scheme == "https" || httpUniversalLinks else { return .notDelivered("an http link is no universal link: iOS opens it in Safari") }
        return universalLinks.delivery(of: link, context: .direct)
    }

    /// Whether iOS hands the app, as the user's default browser, `link`: an `http`/`https` link
    /// WHATWG parses, on any host (a universal link of the app's own arrives as `direct`).
    static func defaultBrowserDelivery(of link: String) -> GoldenDelivery {
        guard let record = try? URLParser.parse(link).url else { return .notDelivered("not a URL: iOS opens nothing") }
        guard record.scheme == "https" || record.scheme == "http" else {
            return .notDelivered("not a web link: iOS hands a browser only http and https links")
        }
        return .delivered
    }

    /// Whether a link tapped in the app's own content reaches the handler: every link but an
    /// `http`/`https` one that WebKit cannot parse (it opens nothing).
    static func inAppContentDelivery(of link: String) -> GoldenDelivery {
        let scheme = link.drop { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https", (try? URLParser.parse(link).url) == nil else { return .delivered }
        return .notDelivered("not a URL: a web link WebKit cannot parse opens nothing")
    }
}
