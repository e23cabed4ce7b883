/// The stable reason codes of a rejection. Reports, goldens and scripts rely on the raw
/// values: never rename one; add new ones at the end of their group. Every one is a reason an
/// app's decision can give: what a handler under test does that no decision is (ignore a
/// link, crash) is a `HandlerRefusal`, never a reason here.
public enum RejectReason: String, Hashable, Sendable, Codable, CaseIterable {
    // The input as a whole.
    /// Longer than the manifest's `limits.maxLength` bytes (4,096 by default).
    case tooLong = "too-long"
    /// More query parameters than `limits.maxQueryParameters` (32 by default).
    case tooManyParameters = "too-many-parameters"
    /// LinkproofURL could not parse the input at all; `detail` names the WHATWG failure.
    case urlParseFailure = "url-parse-failure"
    /// The input parses only after the WHATWG parser repaired it (a validation error): a
    /// strict parser refuses every repair, because another parser may repair it differently.
    case urlValidationError = "url-validation-error"

    // Scheme, authority, host.
    /// Not one of the manifest's custom schemes, and not `https`.
    case schemeNotDeclared = "scheme-not-declared"
    /// `http`: universal and dynamic links are `https` only.
    case insecureScheme = "insecure-scheme"
    /// A user name or password in the authority (`https://www.raywenderlich.com@evil.com/`).
    case credentialsPresent = "credentials-present"
    /// An IPv4 or IPv6 literal where a declared host name is required.
    case ipLiteralHost = "ip-literal-host"
    /// An explicit port that the manifest does not declare for the host.
    case portNotAllowed = "port-not-allowed"
    /// The host, ASCII-lowercased, is not exactly one the manifest declares for this scheme.
    case hostNotDeclared = "host-not-declared"

    // Path and query.
    /// A `.` or `..` path segment (also as `%2e`), which normalization would silently remove.
    case pathDotSegment = "path-dot-segment"
    /// `%2F`, `%5C` or `%2E` inside a path segment: an encoded separator or dot.
    case encodedPathSeparator = "encoded-path-separator"
    /// A percent-escape that does not decode to strict UTF-8.
    case invalidEncoding = "invalid-encoding"
    /// The host and path match none of the manifest's routes.
    case noRoute = "no-route"
    /// A route parameter is absent (or present without `=`).
    case missingParameter = "missing-parameter"
    /// A route parameter occurs more than once, or with another letter case as well.
    case duplicateParameter = "duplicate-parameter"
    /// A route parameter's value does not satisfy its declared type.
    case invalidParameter = "invalid-parameter"

    // Universal links.
    /// The domain's AASA file excludes the URL for this app.
    case aasaExcluded = "aasa-excluded"
    /// The domain's AASA file does not give the URL to this app.
    case aasaNoMatch = "aasa-no-match"

    // Dynamic and short links.
    /// A long dynamic link without `link`, with a repeated parameter, or otherwise malformed.
    case dynamicLinkMalformed = "dynamic-link-malformed"
    /// The nested `link` is not an absolute `https` URL (`javascript:`, `data:`, another scheme, relative).
    case nestedLinkScheme = "nested-link-scheme"
    /// The nested `link` is itself a dynamic or short link.
    case nestedDynamicLink = "nested-dynamic-link"
    /// `ibi` names another app's bundle ID.
    case bundleIDMismatch = "bundle-id-mismatch"
    /// On a dynamic-link prefix, but neither a long link, the bare prefix, nor a well-formed short link.
    case shortLinkMalformed = "short-link-malformed"
    /// The short link could not be resolved (unknown suffix, or the resolver failed).
    case shortLinkUnresolved = "short-link-unresolved"
    /// A `personal` route reached with a match type weaker than `unique` (S000-10, S002-07).
    case matchTypeTooWeak = "match-type-too-weak"

    // Android (`route --platform android`, `AndroidLinkDecider`).
    /// An `intent:` URI without `scheme=` or `;end`.
    case androidIntentMalformed = "android-intent-malformed"
    /// An `intent:` URI whose `package=` names another app.
    case androidIntentOtherPackage = "android-intent-other-package"
    /// No intent filter of the app accepts the data URI, matched as AOSP matches it.
    case androidNoFilter = "android-no-filter"
    /// The route the strict policy finds is bound to no filter that accepts the link.
    case androidRouteNotBound = "android-route-not-bound"
    /// A `personal` route reached by anything but a verified App Link.
    case androidUnverifiedPersonal = "android-unverified-personal"
    /// Android 12 or later, a web link that is not a verified App Link and a domain the user
    /// did not approve for the app: the browser opens it, the app sees nothing.
    case androidWebLinkInBrowser = "android-web-link-in-browser"
}
