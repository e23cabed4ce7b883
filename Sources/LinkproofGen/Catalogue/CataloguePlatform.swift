import LinkproofCore

/// The platform whose decider a class's property is judged by.
public enum CataloguePlatform: String, CaseIterable, Sendable, Codable {
    /// The strict policy as links reach an iOS app (`DeepLinkParser`).
    case ios
    /// The strict policy as links reach an Android app through its intent filters
    /// (`AndroidLinkDecider`, as a `LinkDecider`: `AndroidPlatformDecider`).
    case android

    /// The hardened decider of `manifest` on this platform, which every class of the platform
    /// must satisfy; nil on Android for a manifest without an `android` section.
    public func strictDecider(for manifest: LinkManifest) -> (any LinkDecider)? {
        switch self {
        case .ios: DeepLinkParser(manifest: manifest)
        case .android: AndroidLinkDecider(manifest: manifest).map(AndroidPlatformDecider.init)
        }
    }
}
