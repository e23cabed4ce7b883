import Foundation
import LinkproofTesting

/// gt-social's web paths and commands as its handlers share them (the app's one router the
/// link code calls once it has decided a link is the app's). Each handler stands for a style
/// in how it decides that, or in the command it handles its own way.
enum SocialRoutes {
    /// The route of a web link's path segments (decoded), on the app's own host.
    static func web(_ segments: [String]) -> HandlerOutcome {
        switch segments.count {
        case 1 where segments[0] == "notifications": .open("notifications")
        case 2 where segments[0] == "users": .open("profile", ["username": segments[1]])
        case 2 where segments[0] == "tags": .open("hashtag", ["tag": segments[1]])
        case 4 where segments[0] == "users" && segments[2] == "statuses": .open("status", ["username": segments[1], "statusID": segments[3]])
        default: .ignore
        }
    }

    /// The route of a `social://` command (`host` lower-cased): notifications, follow (which
    /// asks first), the settings screen, and the in-app browser, which shows only `http` and
    /// `https` pages (any host: showing other sites' pages is what it is for).
    static func command(_ host: String, _ components: URLComponents) -> HandlerOutcome {
        let first = { (name: String) in PathSegments.first(name, in: components).flatMap { $0.isEmpty ? nil : $0 } }
        guard components.percentEncodedPath.isEmpty else { return .ignore }
        switch host {
        case "notifications":
            return .open("notifications")
        case "follow":
            return first("user").map { .confirm("follow", ["username": $0]) } ?? .ignore
        case "open" where first("screen") == "settings":
            return .open("settings")
        case "open" where first("screen") == "web":
            guard let target = first("url"), let scheme = URL(string: target)?.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
                return .ignore
            }
            return .open("web", ["url": target])
        default:
            return .ignore
        }
    }
}
