import Foundation
import LinkproofTesting

/// gt-social, the custom scheme as a command line: `social://open?screen=…` picks a screen
/// and the screen takes its arguments from the query (read into a dictionary, first value
/// wins). Web links check the host exactly.
///
/// Known defects:
/// - `web-any-scheme` (security: script or local content in the app's web view). The web
///   screen loads whatever `url` says: `social://open?screen=web&url=javascript:alert(document.cookie)`,
///   `…&url=data:text/html,<script>…</script>` and `…&url=file:///etc/passwd` are loaded in
///   the in-app browser from a link any app or page can open.
///
/// Known-harmless quirks:
/// - `web-any-https-host`: `…&url=https://other.example/` shows another site's page: the
///   in-app browser is for that.
/// - `trailing-dot-host-ignored`: `https://social.example.com./users/alice` is ignored (stricter).
/// - `port-ignored`, `userinfo-before-own-host`: `https://social.example.com:443/users/alice`
///   and `https://evil.test@social.example.com/users/alice` open the profile: the real host is the app's.
/// - `types-not-checked`: values are not checked against their declared types; routes open
///   with exactly the link's decoded value.
/// - `first-duplicate-wins`: `?user=a&user=b` reads `a`, as `URLSearchParams.get` does.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space or control
///   character (as on iOS 17), and the handler opens what the repaired link means.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct CommandSchemeSocialHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let url = link.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = url.host(percentEncoded: false)?.lowercased() else { return .ignore }
        switch url.scheme?.lowercased() {
        case "https":
            guard host == "social.example.com", let segments = PathSegments.decoded(components.percentEncodedPath) else { return .ignore }
            return SocialRoutes.web(segments)
        case "social":
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
            guard host == "open" else { return SocialRoutes.command(host, components) }
            switch query["screen"] {
            case "settings":
                return .open("settings")
            case "web":
                guard let target = query["url"], !target.isEmpty else { return .ignore }
                return .open("web", ["url": target])
            default:
                return .ignore
            }
        default:
            return .ignore
        }
    }
}
