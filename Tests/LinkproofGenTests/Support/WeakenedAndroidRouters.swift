@testable import LinkproofCore

// Android handlers with one weakness each, for the tests only. Android's part is the real one
// (a link reaches the app only when one of its intent filters accepts it, matched by the AOSP
// port); each then does one thing a handler that trusts its filters does, and asks the
// hardened Android decider, so any difference in outcome comes from that one weakness.

/// Reads `Uri.getPath()` (decoded) and resolves its dot segments before routing, as
/// `java.net.URI.normalize()` or `File(path).canonicalPath` would.
struct PathResolvingAndroidRouter: LinkDecider {
    let hardened: AndroidLinkDecider

    func decide(_ input: String, context: LinkContext) -> Decision {
        let uri = AndroidURI(input)
        guard hardened.delivers(input), let scheme = uri.scheme, let authority = uri.encodedAuthority, let path = uri.path else {
            return hardened.decide(input, context: context).outcome
        }
        var resolved: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            switch segment {
            case "..": _ = resolved.popLast()
            case ".": break
            default: resolved.append(segment)
            }
        }
        let query = uri.encodedQuery.map { "?" + $0 } ?? ""
        return hardened.decide("\(scheme)://\(authority)/\(resolved.joined(separator: "/"))\(query)", context: context).outcome
    }
}

/// Accepts a delivered host that ends with the app's domain (a template host's last two
/// labels), as `uri.host.endsWith("example.com")` does, and reads it as that template host.
struct SuffixHostAndroidRouter: LinkDecider {
    let hardened: AndroidLinkDecider
    let templateHosts: [String]

    init(manifest: LinkManifest) {
        hardened = AndroidLinkDecider(manifest: manifest)!
        templateHosts = manifest.routes.flatMap { $0.templates.map(\.host) }
    }

    func decide(_ input: String, context: LinkContext) -> Decision {
        let uri = AndroidURI(input)
        guard hardened.delivers(input), let host = uri.host?.lowercased(), let authority = uri.encodedAuthority,
              let declared = templateHosts.first(where: { host.hasSuffix($0.split(separator: ".").suffix(2).joined(separator: ".")) }),
              let range = input.range(of: authority) else {
            return hardened.decide(input, context: context).outcome
        }
        return hardened.decide(input.replacingCharacters(in: range, with: declared), context: context).outcome
    }
}

/// Opens an `intent:` URI's data even when it names a `component=`: an explicit intent skips
/// every filter, and the handler behind it trusts the data as if a filter had accepted it.
struct ComponentTrustingAndroidRouter: LinkDecider {
    let hardened: AndroidLinkDecider

    func decide(_ input: String, context: LinkContext) -> Decision {
        guard input.hasPrefix("intent:"), case .intent(let intent) = AndroidIntentURI.read(input), intent.component != nil else {
            return hardened.decide(input, context: context).outcome
        }
        return hardened.decide(intent.data, context: context).outcome
    }
}

extension AndroidLinkDecider {
    /// Whether one of the app's filters accepts `link` as its data URI.
    func delivers(_ link: String) -> Bool {
        android.filters.contains { $0.data.match(link).matches }
    }
}
