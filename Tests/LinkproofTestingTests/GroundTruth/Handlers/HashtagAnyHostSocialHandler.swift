import Foundation
import LinkproofTesting

/// gt-social, the way federated clients handle hashtags: posts from every instance link to
/// `https://<instance>/tags/<tag>`, so any `https` link whose path is `/tags/<tag>` opens the
/// hashtag in the app, before the host is looked at. Everything else checks the host exactly.
///
/// Known defects:
/// - `hashtag-any-host` (security: host confusion). The hashtag route opens for a link whose
///   real host is not the app's: `https://evil.test/tags/free_money`,
///   `https://social.example.com.evil.test/tags/x`, `https://social.example.com@evil.test/tags/x`,
///   `https://127.0.0.1/tags/x` all open the hashtag screen as if the app's server had sent them.
///
/// Known-harmless quirks:
/// - `trailing-dot-host-ignored`: `https://social.example.com./users/alice` is ignored
///   (stricter than the policy), though a trailing-dot hashtag link opens (the defect's path).
/// - `port-ignored`: `https://social.example.com:443/users/alice` opens the profile.
/// - `userinfo-before-own-host`: `https://evil.test@social.example.com/users/alice` opens
///   the profile: the real host is the app's.
/// - `types-not-checked`: values are not checked against their declared types; routes open
///   with exactly the link's decoded value.
/// - `first-duplicate-wins`: `social://follow?user=a&user=b` asks to follow `a`, as
///   `URLSearchParams.get` reads it (and asks first).
/// - `web-any-https-host`: `social://open?screen=web&url=https://other.example/` shows another
///   site's page in the in-app browser: the screen is for that; only `http`/`https` are shown.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct HashtagAnyHostSocialHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let components = URLComponents(string: link.text), let segments = PathSegments.decoded(components.percentEncodedPath) else {
            return .ignore
        }
        // Hashtags link across instances: open them whatever the server.
        if components.scheme == "https", segments.count == 2, segments[0] == "tags" {
            return .open("hashtag", ["tag": segments[1]])
        }
        switch components.scheme?.lowercased() {
        case "https":
            guard components.host?.lowercased() == "social.example.com" else { return .ignore }
            return SocialRoutes.web(segments)
        case "social":
            return components.host.map { SocialRoutes.command($0.lowercased(), components) } ?? .ignore
        default:
            return .ignore
        }
    }
}
