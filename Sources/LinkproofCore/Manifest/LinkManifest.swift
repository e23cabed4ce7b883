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
    /// How links reach the app's handler (`arrivals`); nil when the manifest does not say
    /// (`LinkManifest.unlistedArrivals` then).
    public var arrivals: [Arrival]? = nil

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
