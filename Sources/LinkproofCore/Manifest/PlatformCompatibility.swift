/// Linkproof's deliberate departures from what Apple's platform delivers to an app, each of
/// which a manifest may turn off (manifest key `platformCompatibility`). The defaults are the
/// safe, stricter rules.
public struct PlatformCompatibility: Hashable, Sendable {
    /// Accept an `http` link on an associated domain or a dynamic-link prefix, deciding it as
    /// the same link over `https`: Apple delivers `http` universal links ("universal links are
    /// standard HTTP or HTTPS links"). Off: `insecure-scheme`, because nothing authenticates a
    /// plain-http URL: any page, message or network on its way can write one, so refusing it
    /// keeps the app's inputs to links that came over https (an attacker can always send the
    /// https link instead, but then it is decided by the same rules as every other).
    public var httpUniversalLinks: Bool

    public init(httpUniversalLinks: Bool = false) {
        self.httpUniversalLinks = httpUniversalLinks
    }

    /// Every option on: the platform's reading.
    public static let platform = PlatformCompatibility(httpUniversalLinks: true)
}
