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
