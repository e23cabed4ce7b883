import LinkproofCore

/// What a case checks (README, "Kinds and their setup").
public enum GoldenKind: String, Sendable, CaseIterable {
    case route
    case shortLink = "short-link"
    case firstLaunch = "first-launch"
    case build
    /// A long dynamic link shortened, as Firebase's `shorten` does (S000-05).
    case shorten
    /// A long dynamic link opened on a device without the app: its parameters, and where
    /// Firebase sends an iPhone and an iPad (S000-02, S002-01).
    case notInstalled = "not-installed"
    case aasaMatch = "aasa-match"
    case aasaValidate = "aasa-validate"
    case aasaHosting = "aasa-hosting"
    case entitlement

    /// True for kinds whose links the document's own handler also decides (the `document` profile).
    public var isRouteLike: Bool {
        switch self {
        case .route, .shortLink, .firstLaunch, .build: true
        case .shorten, .notInstalled, .aasaMatch, .aasaValidate, .aasaHosting, .entitlement: false
        }
    }

    /// True for kinds that decide links under an app's manifest.
    public var needsManifest: Bool {
        switch self {
        case .route, .shortLink, .firstLaunch, .build, .shorten, .notInstalled: true
        case .aasaMatch, .aasaValidate, .aasaHosting, .entitlement: false
        }
    }

    /// True for kinds where a link reaches the app, so a carrier is named (building, shortening
    /// and serving a file are not).
    public var needsCarrier: Bool {
        switch self {
        case .route, .shortLink, .firstLaunch, .aasaMatch, .entitlement: true
        case .build, .shorten, .notInstalled, .aasaValidate, .aasaHosting: false
        }
    }
}
