/// How a link reached the app.
public enum Arrival: String, Hashable, Sendable, Codable, CaseIterable {
    /// A custom-scheme URL (`raycipe://…`, `cws://…`).
    case customScheme = "custom-scheme"
    /// An `https` link on an associated domain, delivered by the system.
    case universalLink = "universal-link"
    /// A long dynamic link (`https://x.page.link/?link=…`) or its custom-scheme callback form.
    case dynamicLink = "dynamic-link"
    /// A short link that was resolved to its long link first.
    case resolvedShortLink = "resolved-short-link"
    /// The first launch after install, receiving the link the user tapped before (a deferred deep link).
    case firstLaunch = "first-launch"
    /// Tapped inside the app's own content and opened by a route on any host (`https://*/…`):
    /// never a universal link, for the system gives a host the app is not associated with to
    /// the browser.
    case inAppContent = "in-app-content"
}
