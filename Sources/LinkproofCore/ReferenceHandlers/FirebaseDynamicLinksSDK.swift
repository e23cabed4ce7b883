import Foundation

/// The parts of the Firebase iOS SDK (FirebaseDynamicLinks, release 8.10.0, commit
/// 08686f04881483d2bc098b2696e674c0ba135e47) that decide what an app's `handleUniversalLink`
/// hands its completion, ported line for line over Foundation's `URL` so the reference
/// handlers run what the documents' apps run. Each function names the SDK function it ports.
///
/// The release matters: 8.8.0–8.14.0 compare a custom domain's prefix case-insensitively
/// and look for `/[A-Za-z0-9]+` anywhere after it (ported here); 8.15.0 and later compare
/// with `hasPrefix:` and ask that the rest starts with `/` or `?`. 8.10.0 was current when
/// the Raycipe tutorial (documents 000/001) was written.
struct FirebaseDynamicLinksSDK: Sendable {
    /// `FIRDLCustomDomains`: the Info.plist's `FirebaseDynamicLinksCustomDomains`, as
    /// `FIRDLAddToAllowListForCustomDomainsArray` keeps them (a trailing `/` removed, only
    /// entries that parse with a scheme).
    let customDomains: [URL]
    /// `_URLScheme`: the app's custom scheme for Firebase callbacks (its bundle ID by default).
    let urlScheme: String
    /// What Firebase's server answers for a requested link: short link → long link.
    let server: [String: String]
    /// False when the device cannot reach Firebase's server: every request fails.
    let online: Bool

    init(customDomains: [String], urlScheme: String, server: [String: String], online: Bool = true) {
        // FIRDLAddToAllowListForCustomDomainsArray
        self.customDomains = customDomains.compactMap { customDomainEntry in
            // We remove trailing slashes in the path if present.
            let domainEntry = customDomainEntry.hasSuffix("/") ? String(customDomainEntry.dropLast()) : customDomainEntry
            guard let customDomainURL = URL(string: domainEntry), customDomainURL.scheme != nil else { return nil }
            return customDomainURL
        }
        self.urlScheme = urlScheme
        self.server = server
        self.online = online
    }

    /// A `FIRDynamicLink`: the deep link and its match type.
    struct DynamicLink: Equatable {
        var url: URL?
        var matchType: MatchType
    }

    /// What `handleUniversalLink:completion:` does: its return value ("Link Handled") and what
    /// its completion receives.
    enum Handling: Equatable {
        /// Returns NO; the completion gets `(nil, nil)`.
        case notHandled
        /// Returns YES; the completion gets a dynamic link (or nil) and no error.
        case handled(DynamicLink?)
        /// Returns YES; the completion gets an error (the short link did not resolve).
        case failed
    }

    /// `FIRDynamicLinks handleUniversalLink:completion:` (FIRDynamicLinks.m).
    func handleUniversalLink(_ universalLinkURL: URL) -> Handling {
        if matchesShortLinkFormat(universalLinkURL) {
            // [self resolveShortLink:universalLinkURL completion:…] then
            // dynamicLinkFromCustomSchemeURL:url of the URL the server resolved it to.
            guard let resolved = resolveShortLink(universalLinkURL) else { return .failed }
            return .handled(dynamicLinkFromCustomSchemeURL(resolved))
        }
        // [self dynamicLinkFromUniversalLinkURL:universalLinkURL completion:completion];
        let dynamicLink = dynamicLinkFromUniversalLinkURL(universalLinkURL)
        let canHandleUniversalLink = canParseUniversalLinkURL(universalLinkURL)
            && (universalLinkURL.query?.count ?? 0) > 0
            && Self.dictionaryFromQuery(universalLinkURL.query ?? "")["link"] != nil
        // The long link goes to the resolver endpoint too (resolveShortLink), whose error
        // reaches the completion: offline, a long link fails as a short one does.
        guard canHandleUniversalLink else { return .notHandled }
        return online ? .handled(dynamicLink) : .failed
    }

    /// `dynamicLinkInternalFromUniversalLinkURL:completion:` (FIRDynamicLinks.m): a long link's
    /// `link`, with match type unique.
    func dynamicLinkFromUniversalLinkURL(_ url: URL) -> DynamicLink? {
        guard canParseUniversalLinkURL(url), let query = url.query, !query.isEmpty else { return nil }
        let parameters = Self.dictionaryFromQuery(query)
        guard let urlString = parameters["link"], let deepLinkURL = URL(string: urlString) else { return nil }
        // dynamicLink.matchType = FIRDLMatchTypeUnique;
        return DynamicLink(url: deepLinkURL, matchType: .unique)
    }

    /// `dynamicLinkFromCustomSchemeURL:` (FIRDynamicLinks.m), with
    /// `FIRDynamicLink initWithParametersDictionary:` (FIRDynamicLink.m).
    func dynamicLinkFromCustomSchemeURL(_ url: URL) -> DynamicLink? {
        // canParseCustomSchemeURL: the scheme is _URLScheme or the bundle ID, letter case ignored.
        guard let scheme = url.scheme, scheme.lowercased() == urlScheme.lowercased() else { return nil }
        guard url.path == "/link", url.host == "google" else { return nil }
        let parameters = Self.dictionaryFromQuery(url.query ?? "")
        // As long as the deepLink has some parameter, return it.
        guard !parameters.isEmpty else { return nil }
        let deepLink = parameters["deep_link_id"].flatMap { URL(string: $0) }
        let matchType: MatchType
        if let written = parameters["match_type"] {
            // matchTypeWithString: an unknown string is none.
            matchType = MatchType(rawValue: written) ?? .none
        } else if deepLink != nil || parameters["invitation_id"] != nil {
            // "If matchType not present assume unique match for compatibility with server side
            // behavior on iOS 8."
            matchType = .unique
        } else {
            matchType = .none
        }
        return DynamicLink(url: deepLink, matchType: matchType)
    }

    /// `FIRDynamicLinkNetworking resolveShortLink:…` as the server answers it: the deep link
    /// of the requested link, written back as `FIRDLDeepLinkURLWithInviteID` writes it
    /// (`<scheme>://google/link/?deep_link_id=…&match_type=unique`); nil for an error. The
    /// server knows the short links in `server`, and reads a long link's own `link` (the SDK
    /// sends every long link it handles to the same endpoint, "to do logging", and passes the
    /// endpoint's error to the completion: a long link that errored would crash the tutorial).
    func resolveShortLink(_ url: URL) -> URL? {
        guard online else { return nil }
        let longLink = server[url.absoluteString] ?? url.absoluteString
        guard let long = URL(string: longLink), let deepLink = Self.dictionaryFromQuery(long.query ?? "")["link"] else { return nil }
        let query = Self.queryString(from: [("deep_link_id", deepLink), ("match_type", "unique")])
        return URL(string: "\(urlScheme.lowercased())://google/link/\(query)")
    }

    // MARK: FDLUtilities.m

    /// `FIRDLURLQueryStringFromDictionary`: `?k=v&…`, each value percent-encoded except
    /// `alphanumericCharacterSet` (Unicode letters and digits stay as they are).
    static func queryString(from pairs: [(String, String)]) -> String {
        var parameters = ""
        for (index, (key, value)) in pairs.enumerated() {
            let delimiter = index == 0 ? "?" : "&"
            let encodedValue = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            parameters += "\(delimiter)\(key)=\(encodedValue)"
        }
        return parameters
    }

    /// `FIRDLDictionaryFromQuery`: split on `&`, then on `=`; only a pair that splits into
    /// exactly two parts is kept, its value percent-decoded; a repeated key keeps the last.
    /// (A value whose escapes do not decode makes `setObject:nil` raise in the SDK; such a
    /// URL never reaches it, because `URL(string:)` refuses it first.)
    static func dictionaryFromQuery(_ queryString: String) -> [String: String] {
        var queryDictionary: [String: String] = [:]
        for pair in queryString.components(separatedBy: "&") {
            let keyValuePair = pair.components(separatedBy: "=")
            if keyValuePair.count == 2, let value = keyValuePair[1].removingPercentEncoding {
                queryDictionary[keyValuePair[0]] = value
            }
        }
        return queryDictionary
    }

    /// `FIRDLIsURLForAllowedCustomDomain` (8.10.0).
    func isURLForAllowedCustomDomain(_ url: URL) -> Bool {
        for allowedCustomDomain in customDomains {
            // At least one custom domain host name should match at a minimum.
            guard allowedCustomDomain.host == url.host else { continue }
            let urlStr = url.absoluteString
            let domainURIPrefixStr = allowedCustomDomain.absoluteString
            // Next, do a string compare to check if entire domainURIPrefix matches as well.
            // (NSCaseInsensitiveSearch | NSAnchoredSearch)
            guard urlStr.range(of: domainURIPrefixStr, options: [.caseInsensitive, .anchored]) != nil else { continue }
            let urlWithoutDomainURIPrefix = String(urlStr.dropFirst(domainURIPrefixStr.count))
            // For a valid custom domain DL Suffix: 1. At least one path exists OR
            // 2. Should have a link query param with an http/https link
            if urlWithoutDomainURIPrefix.range(of: #"((\/[A-Za-z0-9]+)|((\?|\/\?)link=https?.*))"#, options: .regularExpression) != nil {
                return true
            }
        }
        return false
    }

    /// `FIRDLIsAValidDLWithFDLDomain` (8.10.0): `*.page.link` and `*.app.goo.gl` links of the
    /// right shape. The host test is `containsString:`, letter case significant.
    static func isAValidDLWithFDLDomain(_ url: URL) -> Bool {
        guard let host = url.host, host.contains(".page.link") || host.contains(".app.goo.gl") else { return false }
        let urlStr = url.absoluteString
        // Matches the *.page.link and *.app.goo.gl domains.
        if urlStr.range(of: #"^https?://[a-zA-Z0-9]+((\.app\.goo\.gl)|(\.page\.link))((\/?\?.*link=https?.*)|(\/[a-zA-Z0-9-_]+)((\/?\?.*=.*)?$|$))"#,
                        options: .regularExpression) != nil {
            return true
        }
        // Matches the *.page.link/i/ and *.app.goo.gl/i/ domains.
        return urlStr.range(of: #"^https?:\/\/[a-zA-Z0-9]+((\.app\.goo\.gl)|(\.page\.link))\/i\/.*$"#, options: .regularExpression) != nil
    }

    /// `FIRDLCanParseUniversalLinkURL`.
    func canParseUniversalLinkURL(_ url: URL) -> Bool {
        // Handle universal links with format |https://goo.gl/app/<appcode>?<parameters>|.
        let isDDLWithAppcodeInPath = (url.host == "goo.gl" || url.host == "page.link") && url.path.hasPrefix("/app")
        return isDDLWithAppcodeInPath || Self.isAValidDLWithFDLDomain(url) || isURLForAllowedCustomDomain(url)
    }

    /// `FIRDLMatchesShortLinkFormat`.
    func matchesShortLinkFormat(_ url: URL) -> Bool {
        // Short Durable Link URLs always have a path or it should be a custom domain.
        let hasPathOrCustomDomain = !url.path.isEmpty || isURLForAllowedCustomDomain(url)
        let canParse = canParseUniversalLinkURL(url)
        // Path cannot be prefixed with /link/dismiss
        let isDismiss = url.path.lowercased().hasPrefix("/link/dismiss")
        // Checks short link format by having only one path after domain prefix.
        let matchesRegularExpression = url.path.range(of: "/[^/]+", options: .regularExpression) != nil
        return hasPathOrCustomDomain && !isDismiss && canParse && matchesRegularExpression
    }
}
