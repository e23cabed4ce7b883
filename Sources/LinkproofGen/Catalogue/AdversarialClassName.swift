/// The classes of URL confusion the adversarial catalogue covers, by their stable names.
///
/// Each case's documentation says what its generator will produce and the property a
/// hardened parser must satisfy. Sources: Orange Tsai, "A New Era of SSRF" (Black Hat 2017);
/// Claroty and Snyk, "Exploiting URL Parsing Confusion" (2022); PortSwigger's URL validation
/// bypass cheat sheet; the WHATWG URL Standard against RFC 3986; UTS #46 and UTS #39.
///
/// Only the names and their documentation exist so far: the generators and properties
/// (`AdversarialClass` values) wait for LinkproofCore's decision model.
public enum AdversarialClassName: String, CaseIterable, Sendable, Codable {
    /// Valid links built from the manifest's own route templates. Property: each routes to
    /// the route it was built from, with exactly the generated parameter values.
    case baseline = "baseline"
    /// A declared scheme in other letter cases, behind leading controls or spaces, with
    /// missing or extra slashes (`https:/h`, `https:h`), scheme-relative `//host`, `http` for
    /// `https`. Property: letter-case variants decide as the lowercase link; no other form routes.
    case schemeConfusion = "scheme-confusion"
    /// `javascript:`, `data:`, `vbscript:`, `file:`, `blob:` in any case and with tabs or
    /// newlines inside the scheme (`java%09script:`, `jav\tascript:`), directly or nested.
    /// Property: never routed, never accepted as a nested link.
    case dangerousScheme = "dangerous-scheme"
    /// Android `intent://…#Intent;scheme=…;package=…;end` and `android-app://` links naming
    /// the app or another package. Property: never routed.
    case intentScheme = "intent-scheme"
    /// Schemes that resemble a declared one: prefixes and suffixes (`xraycipe`, `raycipe2`),
    /// look-alike letters, `raycipe+x`, `raycipe.evil`. Property: never routed.
    case customSchemeSpoofing = "custom-scheme-spoofing"
    /// A declared host moved into userinfo (`https://www.raywenderlich.com@evil.com/`),
    /// several `@`, `:@`, `%40`. The effective host is the one after the last `@` (WHATWG).
    /// Property: never routed.
    case userinfoAt = "userinfo-at"
    /// `\` for `/` in the authority and path (`https:\\evil.com`, `https://evil.com\@good.com`),
    /// which WHATWG reads as `/` in special URLs and RFC 3986 parsers do not — two parsers,
    /// two hosts. Property: never routed.
    case backslashConfusion = "backslash-confusion"
    /// Extra, missing or doubled slashes around the authority (`https:///evil.com`,
    /// `https:/evil.com`, `////evil.com`), paths that look like hosts. Property: a link whose
    /// effective host is not declared never routes.
    case slashAndAuthorityConfusion = "slash-and-authority-confusion"
    /// Hosts that contain, begin with or end with a declared host without being it
    /// (`evilraywenderlich.com`, `www.raywenderlich.com.evil.com`, subdomains), the
    /// `hasSuffix` and substring checks' blind spots. Property: never routed.
    case hostAllowlistBypass = "host-allowlist-bypass"
    /// A declared host in mixed case, with a trailing dot, a leading dot or an empty label.
    /// Property: letter-case variants decide as the lowercase host; dot variants never route.
    case hostCaseAndDots = "host-case-and-dots"
    /// IPv4 in every numeric form WHATWG accepts (`2130706433`, `0x7f.1`, `0177.0.0.1`),
    /// IPv6, IPv4-mapped IPv6. Property: never routed (no IP-literal hosts).
    case ipLiteralHost = "ip-literal-host"
    /// A declared host with confusable letters (Cyrillic `а`, Greek `ο`, UTS #39), and the
    /// `xn--` Punycode of such hosts. Property: never routed; no IDNA mapping makes them equal.
    case idnHomoglyph = "idn-homoglyph"
    /// Compatibility characters that NFKC or UTS #46 map to ASCII: fullwidth letters, `。`,
    /// ligatures, the Kelvin sign, in host, path and parameters. Property: never routed as
    /// their ASCII twin.
    case unicodeCompatNormalization = "unicode-compat-normalization"
    /// Zero-width characters, soft hyphen, BOM and bidi controls in host, path and parameters.
    /// Property: never routed with them; no accepted parameter contains one.
    case invisibleAndBidi = "invisible-and-bidi"
    /// C0 controls, TAB, CR, LF (which WHATWG silently removes), leading and trailing spaces,
    /// NBSP. Property: the exact string is judged: never accepted.
    case c0ControlAndWhitespace = "c0-control-and-whitespace"
    /// NUL raw or as `%00` in every component. Property: never routed; no accepted parameter
    /// contains NUL.
    case nullByte = "null-byte"
    /// `%0d%0a`, raw CR/LF and header-shaped payloads (`%0d%0aSet-Cookie:`). Property: never
    /// accepted; no accepted parameter contains CR or LF.
    case crlfInjection = "crlf-injection"
    /// The same link with unreserved characters percent-encoded (`%61` for `a`) and with
    /// either hex case. Property: equivalent encodings get the same decision.
    case percentEncodingEquivalence = "percent-encoding-equivalence"
    /// Twice-encoded characters (`%252F`, `%252e%252e`, `%2540`). Property: decoded exactly
    /// once — the decision never equals that of the twice-decoded link when they differ.
    case doubleEncoding = "double-encoding"
    /// Malformed escapes (`%`, `%4`, `%G1`), overlong UTF-8 (`%C0%AF`, `%E0%80%AF`), encoded
    /// surrogates and stray continuation bytes. Property: rejected; never decoded to `/` or `.`.
    case malformedEscapeAndOverlongUTF8 = "malformed-escape-and-overlong-utf8"
    /// Dot segments (`/./`, `/../`, `%2e%2e`), encoded `/` and `\` in segments, trailing and
    /// doubled slashes, near-miss paths (`/aboutx`, `/about/extra`). Property: only an exact
    /// path match routes.
    case pathTraversalAndPathMatching = "path-traversal-and-path-matching"
    /// A route parameter repeated (`id=1&id=2`), in another letter case (`ID=`), with empty
    /// or bracketed names. Property: rejected, never resolved by taking the first or last.
    case parameterPollution = "parameter-pollution"
    /// `;`, `,`, `+`, encoded `&` and `=` inside values, a second `?`. Property: the query
    /// splits on `&` only; a value either satisfies its type or the link is rejected — never
    /// a different parameter set (Raycipe's split on `,`).
    case queryDelimiterConfusion = "query-delimiter-confusion"
    /// Route-shaped text in the fragment (`#?recipeID=1`, `#@evil.com`), parameters moved
    /// into it. Property: the fragment is ignored: the decision equals that of the link
    /// without its fragment.
    case fragmentConfusion = "fragment-confusion"
    /// Explicit ports: default (`:443`), `:0`, out of range, leading zeros, an empty `:`.
    /// Property: a port the manifest does not declare is rejected.
    case portConfusion = "port-confusion"
    /// Whole URLs in parameters (`?redirect=https://evil.com`, dynamic-link `ofl`, `ifl`).
    /// Property: never followed; a nested URL never changes which host was judged.
    case openRedirectNestedURL = "open-redirect-nested-url"
    /// Dynamic links whose `link` is another dynamic or short link, or an undeclared host.
    /// Property: rejected; otherwise the decision is the one the nested link gets directly.
    case nestedDynamicLink = "nested-dynamic-link"
    /// Dynamic-link parameters repeated, in another case (`Link=`), a foreign `ibi`, or
    /// hidden in the nested link's encoding. Property: the decision is the one the nested link
    /// gets directly, or a rejection.
    case dynamicLinkParamSmuggling = "dynamic-link-param-smuggling"
    /// Short links on own and foreign prefixes with suffixes of every length and alphabet,
    /// extra paths and queries. Property: only a well-formed suffix on an own prefix is a
    /// short link; what it resolves to is judged as if it arrived directly.
    case shortLinkResolution = "short-link-resolution"
    /// Links at and past the limits: length, parameter count, path depth, label length.
    /// Property: rejected past a limit, in time linear in the length.
    case lengthAndComplexity = "length-and-complexity"
    /// Parameter values at the edges of their type: lengths ±1, leading zeros, signs,
    /// spaces, fullwidth digits, UUID case, enumeration case variants. Property: accepted if
    /// and only if the type accepts the value.
    case idFormat = "id-format"
    /// Links to routes marked risky, by every way they can arrive. Property: never `route`,
    /// only `confirm`.
    case sideEffectAction = "side-effect-action"
}
