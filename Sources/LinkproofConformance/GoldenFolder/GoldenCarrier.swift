import LinkproofCore

/// What carried a golden case's link to the app (README, "`carrier`"): a tap, a web page, an
/// NFC tag, a QR code, an email, an ad, a search result, another app. A carrier is not an
/// arrival: it documents the real-world source of the link, and hands the app its link by one
/// `Arrival` (`arrival`), the one the link is decided under. A link recovered on the first
/// launch after install arrives `first-launch`; every other carrier hands the app the link as
/// written (`direct`), so the decision must not depend on which one it was (S004-06:
/// `setup.carriers` decides one link under several and records the one decision they give).
public enum GoldenCarrier: String, Sendable, CaseIterable {
    case tappedUniversalLink = "tapped-universal-link"
    case customScheme = "custom-scheme"
    case tappedDynamicLink = "tapped-dynamic-link"
    case customSchemeCallback = "custom-scheme-callback"
    case sharedShortLink = "shared-short-link"
    case firstLaunchAfterInstall = "first-launch-after-install"
    case resolutionFailure = "resolution-failure"
    case qrCode = "qr-code"
    case nfcTag = "nfc-tag"
    case webPage = "web-page"
    case email
    case searchResult = "search-result"
    case ad
    case builtInApp = "built-in-app"
    /// An AASA file served by a web server (the AASA kinds, where no link arrives).
    case servedFile = "served-file"

    /// The arrival the carrier hands the link over by, which it is decided under.
    public var arrival: Arrival {
        switch self {
        case .firstLaunchAfterInstall: .firstLaunch
        case .tappedUniversalLink, .customScheme, .tappedDynamicLink, .customSchemeCallback, .sharedShortLink, .resolutionFailure,
             .qrCode, .nfcTag, .webPage, .email, .searchResult, .ad, .builtInApp, .servedFile: .direct
        }
    }

    /// The names, for error messages.
    static var names: String { allCases.map(\.rawValue).sorted().joined(separator: ", ") }
}
