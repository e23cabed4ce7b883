/// The classes of URL confusion the adversarial catalogue covers, by their stable names.
///
/// Each name's class (`adversarialClass`) holds the generator and the property; the doc
/// comment of each `AdversarialClass` static says what its generator produces and why a
/// hardened parser's answer is the one its property demands. Sources: Orange Tsai, "A New
/// Era of SSRF" (Black Hat 2017); Claroty and Snyk, "Exploiting URL Parsing Confusion"
/// (2022); PortSwigger's URL validation bypass cheat sheet; the WHATWG URL Standard against
/// RFC 3986; UTS #46 and UTS #39.
public enum AdversarialClassName: String, CaseIterable, Sendable, Codable {
    /// Valid links built from the manifest's route templates.
    case baseline = "baseline"
    /// A declared scheme in other letter cases, with too few or too many slashes, scheme-relative, `http` for `https`.
    case schemeConfusion = "scheme-confusion"
    /// `javascript:`, `data:`, `vbscript:`, `file:`, `blob:` in any case and with TAB or LF inside, directly or nested.
    case dangerousScheme = "dangerous-scheme"
    /// Android `intent://…#Intent;…;end` and `android-app://` spellings of the app's links.
    case intentScheme = "intent-scheme"
    /// Schemes one edit away from a declared one (`xraycipe`, `raycipe2`, `raycipe.evil`).
    case customSchemeSpoofing = "custom-scheme-spoofing"
    /// A declared host moved into userinfo before a foreign one, several `@`, `%40`.
    case userinfoAt = "userinfo-at"
    /// `\\` for `/` in and around the authority, which WHATWG reads as `/` in special URLs.
    case backslashConfusion = "backslash-confusion"
    /// Extra, missing or doubled slashes around the authority; the declared host pushed into the path.
    case slashAndAuthorityConfusion = "slash-and-authority-confusion"
    /// Hosts that contain, begin or end with a declared host without being it.
    case hostAllowlistBypass = "host-allowlist-bypass"
    /// A declared host in mixed case, with a trailing or leading dot, or an empty label.
    case hostCaseAndDots = "host-case-and-dots"
    /// IPv4 in every numeric form WHATWG accepts, IPv6, IPv4-mapped IPv6.
    case ipLiteralHost = "ip-literal-host"
    /// Hosts around a route on any host (`https://*.example.social/…`): the bare domain, the
    /// shape before a foreign domain or after a word, userinfo, a port, a trailing dot, an IP.
    case anyHostConfusion = "any-host-confusion"
    /// A declared host with a confusable letter (UTS #39).
    case idnHomoglyph = "idn-homoglyph"
    /// Compatibility characters that NFKC or UTS #46 map to ASCII, in hosts and values.
    case unicodeCompatNormalization = "unicode-compat-normalization"
    /// Zero-width characters, soft hyphen, BOM and bidi controls anywhere, raw or encoded.
    case invisibleAndBidi = "invisible-and-bidi"
    /// Raw C0 controls, TAB, CR, LF, DEL and space anywhere.
    case c0ControlAndWhitespace = "c0-control-and-whitespace"
    /// NUL raw or as `%00` anywhere.
    case nullByte = "null-byte"
    /// CR and LF raw or encoded, header-shaped payloads.
    case crlfInjection = "crlf-injection"
    /// The same link with unreserved characters percent-encoded, in either hex case.
    case percentEncodingEquivalence = "percent-encoding-equivalence"
    /// Twice-encoded characters (`%252F`, `%2530`) in parameter values.
    case doubleEncoding = "double-encoding"
    /// Malformed escapes, overlong UTF-8, encoded surrogates, stray continuation bytes.
    case malformedEscapeAndOverlongUTF8 = "malformed-escape-and-overlong-utf8"
    /// Dot segments (raw and encoded) and encoded `/` and `\\` in the path.
    case pathTraversalAndPathMatching = "path-traversal-and-path-matching"
    /// A route parameter repeated, in another case, empty or without `=`.
    case parameterPollution = "parameter-pollution"
    /// A path parameter's name repeated in the query with another value (`/projects/a/b?project=c`).
    case pathParameterInQuery = "path-parameter-in-query"
    /// `javascript:`, `data:`, foreign and scheme-relative links as a parameter's value.
    case urlParameterScheme = "url-parameter-scheme"
    /// `,`, `;`, `+`, a second `?`, encoded `&` and `=` inside values.
    case queryDelimiterConfusion = "query-delimiter-confusion"
    /// Route-shaped text in the fragment.
    case fragmentConfusion = "fragment-confusion"
    /// Explicit ports: default, zero, out of range, leading zeros, empty, non-digits.
    case portConfusion = "port-confusion"
    /// Whole URLs in extra parameters (`redirect`, `next`, `ofl`…).
    case openRedirectNestedURL = "open-redirect-nested-url"
    /// Dynamic links (and callbacks) nesting the app's links, other dynamic or short links, foreign hosts.
    case nestedDynamicLink = "nested-dynamic-link"
    /// Dynamic-link parameters repeated, in another case, a foreign `ibi`.
    case dynamicLinkParamSmuggling = "dynamic-link-param-smuggling"
    /// Short links on own and foreign prefixes with suffixes of every length and alphabet.
    case shortLinkResolution = "short-link-resolution"
    /// Links within a few bytes or items of the length and parameter-count limits.
    case lengthAndComplexity = "length-and-complexity"
    /// Parameter values at the edges of their declared type.
    case idFormat = "id-format"
    /// Links to routes marked risky, by every way they can arrive.
    case sideEffectAction = "side-effect-action"
    /// Paths an intent filter's `pathPattern` `.*` admits past a route's path: dot segments
    /// that lead to another route (Android).
    case androidPathPatternOvermatch = "android-path-pattern-overmatch"
    /// Hosts a filter's host (`*.example.com`, `*example.com`, `example.com`) nearly covers:
    /// `evil-example.com`, `example.com.evil`, other subdomains (Android).
    case androidHostWildcard = "android-host-wildcard"
    /// `%2F` in a path that a filter's `pathPrefix` admits once decoded: `/public%2F..%2Fadmin` (Android).
    case androidEncodedSlashPastPrefix = "android-encoded-slash-past-prefix"
    /// A declared scheme or host in other letter cases, as the data URI reaches the app (Android).
    case androidSchemeAndHostCase = "android-scheme-and-host-case"
    /// `intent://` spellings of the app's links with `component=` (removed by Chrome), another
    /// `package=`, a `S.browser_fallback_url` (Android).
    case androidIntentExtras = "android-intent-extras"
}
