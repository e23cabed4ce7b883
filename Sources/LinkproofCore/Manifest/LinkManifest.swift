import LinkproofURL

/// What an app declares about the links it accepts: who it is, which schemes and domains
/// reach it, its dynamic-link prefixes, limits, and the routes links may open.
///
/// Load one from JSON with `LinkManifest.load(json:directory:)`; the JSON form is
/// documented in README.md ("Link manifests") and shown by `Tests/Golden/apps/*.json`.
public struct LinkManifest: Equatable, Sendable {
    /// A short name for reports, e.g. `raycipe`.
    public var name: String
    public var app: AppIdentity
    /// Custom URL schemes, lowercased (`raycipe`, `cws`).
    public var schemes: [String]
    public var associatedDomains: [AssociatedDomain]
    public var dynamicLinkPrefixes: [DynamicLinkPrefix]
    public var limits: Limits
    public var routes: [Route]
    /// The reference handler (the `document` profile) that ports this app's own code, if any:
    /// one of `ReferenceHandlers.names`.
    public var documentHandler: String?
    /// Where the app accepts what the Firebase SDK accepts instead of Linkproof's stricter
    /// rule; every option is off by default.
    public var firebaseCompatibility: FirebaseCompatibility
    /// Where the app accepts what Apple's platform delivers instead of Linkproof's stricter
    /// rule; every option is off by default.
    public var platformCompatibility: PlatformCompatibility
    /// The Android side: package, certificates, intent filters and their routes (`android`).
    public var android: AndroidAppSection?

    public init(name: String, app: AppIdentity, schemes: [String] = [], associatedDomains: [AssociatedDomain] = [],
                dynamicLinkPrefixes: [DynamicLinkPrefix] = [], limits: Limits = Limits(), routes: [Route],
                documentHandler: String? = nil, firebaseCompatibility: FirebaseCompatibility = FirebaseCompatibility(),
                platformCompatibility: PlatformCompatibility = PlatformCompatibility(),
                android: AndroidAppSection? = nil) {
        self.name = name
        self.app = app
        self.schemes = schemes.map { ASCII.lowercased($0) }
        self.associatedDomains = associatedDomains
        self.dynamicLinkPrefixes = dynamicLinkPrefixes
        self.limits = limits
        self.routes = routes
        self.documentHandler = documentHandler
        self.firebaseCompatibility = firebaseCompatibility
        self.platformCompatibility = platformCompatibility
        self.android = android
    }

    /// The same manifest with every compatibility option on: the Firebase SDK's and the
    /// platform's reading (the golden suite's `compatible` profile).
    public var withEveryCompatibilityOption: LinkManifest {
        var manifest = self
        manifest.firebaseCompatibility = .sdk
        manifest.platformCompatibility = .platform
        return manifest
    }

    /// The associated domain entry for `host` (already lowercased), if declared.
    public func associatedDomain(_ host: String) -> AssociatedDomain? {
        associatedDomains.first { $0.domain == host }
    }
}

/// The app's identity on each platform.
public struct AppIdentity: Hashable, Sendable {
    /// The Apple Developer Team ID (the "Application Identifier Prefix"), e.g. `4QMDKC8VLJ`.
    public var teamID: String?
    public var bundleID: String
    public var appStoreID: String?
    public var androidPackage: String?

    public init(teamID: String? = nil, bundleID: String, appStoreID: String? = nil, androidPackage: String? = nil) {
        self.teamID = teamID
        self.bundleID = bundleID
        self.appStoreID = appStoreID
        self.androidPackage = androidPackage
    }

    /// `<Team ID>.<bundle ID>`, the app ID an AASA file names.
    public var appID: String? { teamID.map { "\($0).\(bundleID)" } }
}

/// A domain of the Associated Domains entitlement (`applinks:<domain>`), with the AASA file it serves.
public struct AssociatedDomain: Equatable, Sendable {
    /// The host name, lowercased.
    public var domain: String
    /// Explicit ports a link may carry (none by default: a port rejects).
    public var ports: [UInt16]
    /// The domain's apple-app-site-association document, as JSON.
    public var aasa: JSONValue?
    /// The file `aasa` was read from, as the manifest names it (nil: inline), so that findings
    /// name a rule by its file and its own JSON path. Where the AASA file was written is not
    /// what the manifest declares: equality ignores it (an inlined copy equals its file).
    public var aasaFile: String?

    public static func == (lhs: AssociatedDomain, rhs: AssociatedDomain) -> Bool {
        lhs.domain == rhs.domain && lhs.ports == rhs.ports && lhs.aasa == rhs.aasa
    }

    public init(domain: String, ports: [UInt16] = [], aasa: JSONValue? = nil, aasaFile: String? = nil) {
        self.domain = ASCII.lowercased(domain)
        self.ports = ports
        self.aasa = aasa
        self.aasaFile = aasaFile
    }
}

/// A dynamic-link URL prefix: a `page.link` domain or a custom domain, optionally with a
/// path prefix (`https://links.example.com/share`), as `FirebaseDynamicLinksCustomDomains` lists them.
public struct DynamicLinkPrefix: Hashable, Sendable {
    /// The host, lowercased.
    public var host: String
    /// The path prefix without a trailing `/`: empty, or e.g. `/share`.
    public var path: String

    public init(host: String, path: String = "") {
        self.host = ASCII.lowercased(host)
        self.path = path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// `https://<host><path>`, as the documents write a `domainURIPrefix`.
    public var string: String { "https://" + host + path }
}

/// Linkproof's deliberate departures from the Firebase SDK and the documents, each of which a
/// manifest may turn off to accept what the SDK accepts (manifest key `firebaseCompatibility`).
/// The defaults are the safe, stricter rules.
public struct FirebaseCompatibility: Hashable, Sendable {
    /// Accept a nested `link` that is `http` (document 002: "an HTTP or HTTPS URL"; the SDK's
    /// `FIRDLIsAValidDLWithFDLDomain` takes `link=https?`), deciding it as the same link over
    /// `https`. Off: `nested-link-scheme` (the link could have been rewritten in transit).
    public var httpNestedLinks: Bool
    /// Take the custom-scheme callback's `match_type` as written, and `unique` when it is
    /// absent, as `FIRDynamicLink initWithParametersDictionary:` does. Off: any app or page can
    /// open a custom-scheme URL, so an absent `match_type` is `weak` and any claim is capped
    /// at `default` (a personal route, such as an invitation, never acts on a callback).
    public var callbackMatchType: Bool
    /// Accept every short-link suffix the SDK's pattern accepts (`/[a-zA-Z0-9-_]+`, any length,
    /// such as a console's `/summer-sale`), and a query after it (`?d=1`), which is ignored.
    /// Off: `short-link-malformed` unless the suffix is 4–32 ASCII letters or digits, the
    /// suffixes Firebase's shortener and Linkproof's store issue, and there is no query.
    public var shortLinkSuffixes: Bool
    /// Accept a long link whose `ibi` (and `ipbi`) name other bundle IDs, as the SDK does: it
    /// never reads them when the app handles a link (`FIRDLDictionaryFromQuery` is read for
    /// `link` only), so an app that shares one dynamic-link prefix with sibling apps (an iPad
    /// build, a white-label variant) opens their links too. Off: `bundle-id-mismatch` when `ibi`
    /// is present and neither it nor `ipbi` is this app's bundle ID (a link built for the iPad
    /// app names it in `ipbi`, which passes either way).
    public var otherBundleIDs: Bool

    public init(httpNestedLinks: Bool = false, callbackMatchType: Bool = false, shortLinkSuffixes: Bool = false, otherBundleIDs: Bool = false) {
        self.httpNestedLinks = httpNestedLinks
        self.callbackMatchType = callbackMatchType
        self.shortLinkSuffixes = shortLinkSuffixes
        self.otherBundleIDs = otherBundleIDs
    }

    /// Every option on: the SDK's reading.
    public static let sdk = FirebaseCompatibility(httpNestedLinks: true, callbackMatchType: true, shortLinkSuffixes: true, otherBundleIDs: true)
}

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

/// Size limits of the strict policy.
public struct Limits: Hashable, Sendable {
    /// The longest input, in bytes.
    public var maxLength: Int
    /// The most query parameters (pairs split on `&`).
    public var maxQueryParameters: Int

    public init(maxLength: Int = 4096, maxQueryParameters: Int = 32) {
        self.maxLength = maxLength
        self.maxQueryParameters = maxQueryParameters
    }
}

/// A screen or action a link may open.
public struct Route: Hashable, Sendable {
    public var name: String
    /// Each way the route arrives, e.g. `https://www.raywenderlich.com/about?recipeID={recipeID}`
    /// and `raycipe://about?recipeID={recipeID}`. Every template uses every parameter.
    public var templates: [RouteTemplate]
    public var parameters: [String: ParameterType]
    /// The link may only ask for confirmation, never act (S004-05).
    public var risky: Bool
    /// Acted on only with match type `unique` (S000-10, S002-07).
    public var personal: Bool
    /// False: the templates' literal path segments match in any ASCII letter case (`/PROMO`
    /// for `/promo`), as an AASA rule with `caseSensitive: false` gives such links to the app.
    /// Parameter values and query names are as before.
    public var caseSensitive: Bool

    public init(name: String, templates: [RouteTemplate], parameters: [String: ParameterType] = [:],
                risky: Bool = false, personal: Bool = false, caseSensitive: Bool = true) {
        self.name = name
        self.templates = templates
        self.parameters = parameters
        self.risky = risky
        self.personal = personal
        self.caseSensitive = caseSensitive
    }
}
