/// The codes of `ManifestFinding`; their raw values never change.
package enum ManifestFindingCode: String, Sendable, Codable, CaseIterable {
    /// An error: an associated domain's AASA file lists no details entry (or no component) for
    /// the app's ID, so every universal link on the domain is `aasa-no-match`. The domain's
    /// templates are not checked one by one (that would repeat the one mistake).
    case aasaNamesNoComponentForApp = "aasa-names-no-component-for-app"
    /// An error: the manifest has an AASA file but no Team ID, so no app ID to match it for.
    case aasaWithoutTeamID = "aasa-without-team-id"
    /// An error: an associated domain's `aasa` is not a usable AASA file.
    case aasaUnusable = "aasa-unusable"
    /// A warning: no rule of the domain's AASA file matches a universal-link template.
    case templateNotMatchedByAASA = "template-not-matched-by-aasa"
    /// A warning: an exclude rule of the domain's AASA file matches a universal-link template.
    case templateExcludedByAASA = "template-excluded-by-aasa"
    /// A warning: templates of two routes accept a common link (the first route declared wins).
    case templatesOverlap = "templates-overlap"
    /// A warning: a template's link reaches the app on iOS but no intent filter bound to the
    /// route accepts it on Android (only with an `android` section).
    case routeOnlyOnIOS = "route-only-on-ios"
    /// A warning: an intent filter bound to the route accepts a template's link that iOS does
    /// not open in the app (the AASA file does not match it, or the scheme is not declared).
    case routeOnlyOnAndroid = "route-only-on-android"
    /// A warning: the AASA rule that gives a template's links to the app ignores letter case
    /// (`caseSensitive: false`, in the rule or a `defaults`), so iOS opens the app for `/PROMO`
    /// too, but the route is case-sensitive: the router rejects that link as `no-route`.
    case templateCaseStricterThanAASA = "template-case-stricter-than-aasa"
    /// A warning: an associated domain (not a dynamic-link prefix's host) has no route
    /// template, so every universal link the system gives the app on it is rejected
    /// (`init`'s drafts gave `www.` domains none before issue 41).
    case associatedDomainWithoutRoute = "associated-domain-without-route"
    /// A warning: a route on any host (`https://*/…`) in a manifest whose `arrivals` leave out
    /// `in-app-content`, the only way such a link reaches the app (the system gives a host the
    /// app is not associated with to the browser): the template never opens anything.
    case anyHostRouteUnreachable = "any-host-route-unreachable"

    public var severity: Severity {
        switch self {
        case .aasaNamesNoComponentForApp, .aasaWithoutTeamID, .aasaUnusable: .error
        case .templateNotMatchedByAASA, .templateExcludedByAASA, .templatesOverlap, .templateCaseStricterThanAASA, .routeOnlyOnIOS, .routeOnlyOnAndroid,
             .associatedDomainWithoutRoute, .anyHostRouteUnreachable: .warning
        }
    }
}
