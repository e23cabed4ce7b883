/// A way links reach the app's handler, as a manifest's `arrivals` lists them: what the
/// adversarial catalogue hands the handler (LinkproofTesting's `CatalogueArrival`, same names).
public enum AppArrival: String, CaseIterable, Sendable {
    /// Opened by the system: a universal link on an associated domain whose AASA file gives
    /// the path to the app, a custom scheme the app registers.
    case direct = "direct"
    /// Tapped inside the app's own content (a post, a description, a web view): any URL,
    /// foreign hosts and unregistered schemes included, reaches the handler.
    case inAppContent = "in-app-content"
    /// As the user's default browser (the `com.apple.developer.web-browser` entitlement):
    /// every `http`/`https` link no other app claims reaches the handler, on any host.
    case defaultBrowser = "default-browser"
    /// Nested in Firebase's custom-scheme callback.
    case customSchemeCallback = "custom-scheme-callback"
    /// Recovered on the first launch after install, matched uniquely.
    case firstLaunch = "first-launch"
    /// The long link a short link resolved to.
    case resolvedShortLink = "resolved-short-link"
    /// Recovered on a first launch with a weak match.
    case weakMatch = "weak-match"
    /// On Android, as the manifest's `android` section says Android delivers it.
    case android = "android"

    /// The arrivals of a manifest that lists none: links opened by the system and links
    /// tapped in the app's own content (every app the catalogue was tried on shows links).
    public static let unlisted: [AppArrival] = [.direct, .inAppContent]
}

extension ManifestReader {
    /// The manifest's `arrivals`: nil when absent; each entry one of `AppArrival`'s names.
    mutating func arrivals(_ root: JSONValue, _ parent: String) -> [AppArrival]? {
        guard root["arrivals"] != nil else { return nil }
        let path = JSONPath.member(parent, "arrivals")
        return strings(root, "arrivals", parent).enumerated().compactMap { index, name in
            guard let arrival = AppArrival(rawValue: name) else {
                fail(JSONPath.index(path, index), "unknown arrival '\(name)' (\(AppArrival.allCases.map(\.rawValue).joined(separator: ", ")))")
                return nil
            }
            return arrival
        }
    }
}
