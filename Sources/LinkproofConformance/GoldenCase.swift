import LinkproofCore

/// One golden case as a golden file writes it (`Tests/Golden/README.md`, "A golden file").
public struct GoldenCase: Sendable {
    /// Unique in the whole suite, `[a-z0-9-]+`.
    public var id: String
    /// The scenario IDs it covers (`scenarios.json`).
    public var scenarios: [String]
    public var kind: GoldenKind
    /// The platform the link is decided on: iOS unless the case says `android`.
    public var platform: GoldenPlatform = .ios
    /// A file name in `apps/` without `.json`; nil for the AASA kinds, which need none.
    public var manifest: String?
    /// How the link reaches the app, which sets the channel it is decided under; nil for the
    /// kinds where no link arrives.
    public var arrival: GoldenArrival?
    public var input: GoldenInput
    /// The kind-specific setup; an empty object when absent.
    public var setup: JSONValue
    /// The document and the sentence the case checks.
    public var note: String
    /// What the expectation rests on; nil where the case does not say.
    public var evidence: GoldenEvidence?
    /// The recorded outcome under the `linkproof` profile, nil until recorded.
    public var expect: JSONValue?
    /// The recorded outcome under the `document` profile, nil until recorded (or when there is none).
    public var document: JSONValue?
    /// The recorded outcome under the `compatible` profile, nil until recorded (or when there is none).
    public var compatible: JSONValue?
    /// The document the case's file belongs to (`"000"`).
    public var documentID: String
    /// Where the case is written.
    public var location: GoldenLocation

    /// The recorded outcome of a profile.
    public func recorded(_ profile: Profile) -> JSONValue? {
        switch profile {
        case .linkproof: expect
        case .document: document
        case .compatible: compatible
        }
    }
}

/// Where a case is written: its file, its JSON path, and the line of its `id`.
public struct GoldenLocation: Sendable, Hashable {
    /// Relative to the golden folder, e.g. `cases/000-raycipe.json`.
    public var file: String
    /// `$.cases[3]`.
    public var path: String
    public var line: Int?
    public var column: Int?

    /// `cases/000-raycipe.json:14:13`.
    public var description: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}

/// The input of a case.
public enum GoldenInput: Sendable, Equatable {
    /// `input` as text.
    case text(String)
    /// `inputBase64`: bytes that are not UTF-8.
    case bytes([UInt8])
    /// `input` as an object (the `build` kind).
    case object(JSONValue)
    /// No input (the `aasa-validate` and `aasa-hosting` kinds).
    case none

    /// The input's bytes as a link (an object or no input gives none).
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        case .object, .none: []
        }
    }

    /// The input as reports show it (bytes that are not UTF-8 are repaired with U+FFFD).
    public var display: String {
        switch self {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        case .object(let value): value.compactText
        case .none: ""
        }
    }
}

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

    /// True for kinds where a link reaches the app (building, shortening and serving a file are not).
    public var needsArrival: Bool {
        switch self {
        case .route, .shortLink, .firstLaunch, .aasaMatch, .entitlement: true
        case .build, .shorten, .notInstalled, .aasaValidate, .aasaHosting: false
        }
    }
}

/// The platform a case's link is decided on (README, "`platform`"): iOS by the strict parser
/// and the AASA files, Android by `AndroidLinkDecider` (the manifest's intent filters, read as
/// AOSP reads them) and, for `not-installed`, by the dynamic link's Android parameters.
public enum GoldenPlatform: String, Sendable, CaseIterable {
    case ios
    case android

    /// The kinds a case may decide on Android: a link arriving, and a dynamic link opened
    /// on a device with or without the app.
    public static let androidKinds: [GoldenKind] = [.route, .notInstalled]
}

/// Whose code decides: Linkproof's parser, the document's own handler, or Linkproof's parser
/// with every compatibility option of the manifest on (`firebaseCompatibility` and
/// `platformCompatibility`: the Firebase SDK's and Apple's reading, as a team that needs it
/// turns them on).
public enum Profile: String, Sendable, CaseIterable {
    case linkproof
    case document
    case compatible

    /// The golden field that records the profile's outcome.
    public var field: String {
        switch self {
        case .linkproof: "expect"
        case .document: "document"
        case .compatible: "compatible"
        }
    }
}

/// How a link reaches the app (README, "`arrival`"): what carried it, and so the channel
/// (`LinkContext.Channel`) a `route` case's link is decided under. A link recovered on the
/// first launch after install is decided as a deferred link; every other carrier — a tap, a
/// web page, an NFC tag, a QR code, an email, an ad, a search result, another app — hands the
/// app the link as written, so the decision must not depend on which one it was (S004-06:
/// `setup.arrivals` decides one link under several and records the one decision they give).
public enum GoldenArrival: String, Sendable, CaseIterable {
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

    /// The channel the link is decided under.
    public var channel: LinkContext.Channel {
        switch self {
        case .firstLaunchAfterInstall: .firstLaunch
        case .tappedUniversalLink, .customScheme, .tappedDynamicLink, .customSchemeCallback, .sharedShortLink, .resolutionFailure,
             .qrCode, .nfcTag, .webPage, .email, .searchResult, .ad, .builtInApp, .servedFile: .direct
        }
    }

    /// The names, for error messages.
    static var names: String { allCases.map(\.rawValue).sorted().joined(separator: ", ") }
}

/// One golden file: a document's cases.
public struct GoldenFile: Sendable {
    /// Relative to the golden folder, e.g. `cases/000-raycipe.json`.
    public var path: String
    public var document: String
    public var title: String
    public var cases: [GoldenCase]
    /// The file as read, to rewrite it with recorded outcomes in place.
    public var json: JSONValue
}

/// A scenario of `scenarios.json`.
public struct Scenario: Sendable, Hashable {
    public var id: String
    public var document: String
    public var title: String
}
