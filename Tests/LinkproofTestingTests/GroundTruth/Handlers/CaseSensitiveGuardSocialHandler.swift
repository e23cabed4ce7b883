import Foundation
import LinkproofTesting

/// gt-social, routing with lower-cased scheme and host, but with the list of actions that
/// must ask the user first kept as link prefixes and compared as written.
///
/// Known defects:
/// - `case-sensitive-confirmation` (security: a side effect from a link anyone can send).
///   The confirmation guard compares `absoluteString` case-sensitively while routing folds
///   case: `SOCIAL://follow?user=spammer` and `social://FOLLOW?user=spammer` follow the
///   account at once, without asking (any app or web page can open a custom-scheme link).
///
/// Known-harmless quirks:
/// - `trailing-dot-host-ignored`: `https://social.example.com./users/alice` is ignored (stricter).
/// - `port-ignored`, `userinfo-before-own-host`: `https://social.example.com:443/users/alice`
///   and `https://evil.test@social.example.com/users/alice` open the profile: the real host is the app's.
/// - `types-not-checked`: values are not checked against their declared types; routes open
///   with exactly the link's decoded value.
/// - `first-duplicate-wins`: `?user=a&user=b` reads `a`, as `URLSearchParams.get` does.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space or control
///   character (as on iOS 17), and the handler opens what the repaired link means.
/// - `web-any-https-host`: the in-app browser shows other sites' `https` pages: it is for that.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct CaseSensitiveGuardSocialHandler: LinkHandler {
    /// Links that act, and must ask first.
    private static let confirmed = ["social://follow"]

    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let url = link.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = url.host(percentEncoded: false)?.lowercased() else { return .ignore }
        switch url.scheme?.lowercased() {
        case "https":
            guard host == "social.example.com", let segments = PathSegments.decoded(components.percentEncodedPath) else { return .ignore }
            return SocialRoutes.web(segments)
        case "social" where host == "follow":
            guard components.percentEncodedPath.isEmpty, let user = PathSegments.first("user", in: components), !user.isEmpty else {
                return .ignore
            }
            let follow = HandlerOutcome.open("follow", ["username": user])
            return Self.confirmed.contains { url.absoluteString.hasPrefix($0) } ? follow.confirming : follow
        case "social":
            return SocialRoutes.command(host, components)
        default:
            return .ignore
        }
    }
}
