import Foundation

/// Documents 000/001: Raycipe's `onOpenURL` → Firebase's `handleUniversalLink` →
/// `handleDynamicLink` → `DeepLinkHandler.parseComponents(from:)`, ported line for line, with
/// the Firebase SDK's part run by `FirebaseDynamicLinksSDK` (release 8.10.0).
///
/// What the tutorial's code does, and so what this profile records:
/// - Every URL `onOpenURL` receives goes to `handleUniversalLink` and nowhere else. A URL the
///   SDK does not take for a dynamic link ("No Link Handled") does nothing: a plain universal
///   link, a `raycipe://` link, and the deferred link of a first launch, which the SDK opens as
///   `<bundle ID>://google/link/?deep_link_id=…` and `handleUniversalLink` does not recognise.
/// - A link of short-link form (`FIRDLMatchesShortLinkFormat`: any `*.page.link` host, or a
///   custom domain under its prefix) is resolved by Firebase's server; an error reaches
///   `fatalError("Error handling the incoming dynamic link.")`.
/// - `handleDynamicLink` stores its result in `@State var deepLink`, which `HomeView` watches
///   with `.onChange(of: deepLink)`, and resets it to nil 0.2 s later; the same link delivered
///   again before the reset changes nothing, so `onChange` does not fire and the app does not
///   navigate (`deliver(_:context:times:interval:)`).
/// - `handleDynamicLink` acts only on match type `unique` or `default`, then `parseComponents`
///   decides: it never checks the host (a nested `https://evil.com/about?recipeID=002` opens a
///   recipe), splits the query on `,` instead of `&` (`recipeID=002&utm_source=x` gives the ID
///   `002&utm_source`), never validates `recipeID`, and counts any path that merely contains an
///   `about` component.
struct RaycipeReferenceHandler: ReferenceHandler {
    enum DeepLink: Equatable {
        case home
        case details(recipeID: String)
    }

    let sdk: FirebaseDynamicLinksSDK

    /// `shortLinks`: short link → long link, what Firebase's server would answer; `online`
    /// false: the server cannot be reached.
    init(manifest: LinkManifest, shortLinks: [String: String], online: Bool = true) {
        // 000: "In Info.plist, create a key called FirebaseDynamicLinksCustomDomains. Set it to
        // your app's Dynamic Links URL prefix" — for a custom domain; page.link needs no entry.
        let customDomains = manifest.dynamicLinkPrefixes.filter { !$0.host.hasSuffix(".page.link") }.map(\.string)
        sdk = FirebaseDynamicLinksSDK(customDomains: customDomains, urlScheme: manifest.app.bundleID, server: shortLinks, online: online)
    }

    var source: String { "000/001 Raycipe onOpenURL + handleUniversalLink + parseComponents(from:)" }

    /// 000 "Parsing the URL Components", `DeepLinkHandler.parseComponents(from:)`.
    func parseComponents(from url: URL) -> DeepLink? {
        // 1
        guard url.scheme == "https" else {
            return nil
        }
        // 2
        guard url.pathComponents.contains("about") else {
            return .home
        }
        // 3
        guard let query = url.query else {
            return nil
        }
        // 4
        let components = query.split(separator: ",").flatMap {
            $0.split(separator: "=")
        }
        // 5
        guard let idIndex = components.firstIndex(of: Substring("recipeID")) else {
            return nil
        }
        // 6
        guard idIndex + 1 < components.count else {
            return nil
        }
        // 7
        return .details(recipeID: String(components[idIndex + 1]))
    }

    func decide(_ input: String, context: LinkContext) -> Decision {
        guard let url = URL(string: input) else {
            return noLink("URL(string:) returns nil: the app never sees it")
        }
        switch context.arrival {
        case .direct, .inAppContent, .defaultBrowser, .customSchemeCallback, .android:
            return onOpenURL(url, arrival: context.arrival)
        case .resolvedShortLink:
            // The short link was resolved by Firebase's server (input: its long link); the
            // completion receives the long link's `link` with the match type the arrival gives.
            let deepLink = FirebaseDynamicLinksSDK.dictionaryFromQuery(url.query ?? "")["link"].flatMap { URL(string: $0) }
            return handleDynamicLink(.init(url: deepLink, matchType: context.matchType), via: .resolvedShortLink)
        case .firstLaunch:
            // FIRDynamicLinks retrievalProcess:completedWithResult: passes the pending link to
            // the app as a custom-scheme URL (URLWithCustomURLScheme:), which onOpenURL hands
            // to handleUniversalLink: not a universal link of Firebase's, so nothing happens.
            return noLink("the pending link arrives as \(sdk.urlScheme)://google/link/?deep_link_id=…, and handleUniversalLink returns false (\"No Link Handled\")")
        }
    }

    /// 000 "Handling the Incoming Dynamic Link" step 3: `DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.deepLink = nil }`.
    static let resetDelay = 0.2

    /// The deliveries of one run of the app: `self.deepLink = deepLink` sets the `@State`, each
    /// set schedules a reset to nil `resetDelay` later, and `.onChange(of: deepLink)` navigates
    /// only when the value changes, so a delivery that sets the value it already holds does
    /// nothing ("If the user clicks the same link again, nothing happens because the
    /// environment value hasn't changed").
    func deliver(_ input: String, context: LinkContext, times: Int, interval: Double) -> [Decision] {
        var deepLink: RoutedLink?
        var lastSet = -Double.infinity
        var resets: [Double] = []
        var decisions: [Decision] = []
        for delivery in 0..<times {
            let now = Double(delivery) * interval
            if resets.contains(where: { $0 > lastSet && $0 <= now }) { deepLink = nil }
            let decision = decide(input, context: context)
            guard case .route(let routed) = decision else {
                decisions.append(decision)
                continue
            }
            if let held = deepLink, held.route == routed.route, held.params == routed.params {
                decisions.append(noLink("onChange(of: deepLink) does not fire: deepLink still holds this link, \(now - lastSet) s after it was set (the reset comes after \(Self.resetDelay) s)"))
                continue
            }
            deepLink = routed
            lastSet = now
            resets.append(now + Self.resetDelay)
            decisions.append(decision)
        }
        return decisions
    }

    /// 000 "Handling the Incoming URL": `.onOpenURL { url in … }`.
    private func onOpenURL(_ url: URL, arrival: Arrival) -> Decision {
        // 2
        switch sdk.handleUniversalLink(url) {
        case .notHandled:
            // 4: "If you're working with other universal links, this is where you'd handle
            // those." The tutorial handles none.
            return noLink("handleUniversalLink returns false (\"No Link Handled\")")
        case .failed:
            return .reject(Rejection(handler: .crashed, "fatalError(\"Error handling the incoming dynamic link.\")"))
        case .handled(nil):
            return noLink("handleUniversalLink's completion gets no dynamic link")
        case .handled(let dynamicLink?):
            // 3: a short link the SDK resolved arrives as the long link it resolved to.
            let via: Arrival = sdk.matchesShortLinkFormat(url) ? .resolvedShortLink : arrival
            return handleDynamicLink(dynamicLink, via: via)
        }
    }

    /// 000 "Handling the Incoming Dynamic Link": `handleDynamicLink(_:)`.
    private func handleDynamicLink(_ dynamicLink: FirebaseDynamicLinksSDK.DynamicLink, via: Arrival) -> Decision {
        guard let url = dynamicLink.url else { return noLink("the dynamic link has no url") }
        // 1
        guard dynamicLink.matchType == .unique || dynamicLink.matchType == .default else {
            return noLink("match type '\(dynamicLink.matchType.rawValue)' is not unique or default")
        }
        // 2
        switch parseComponents(from: url) {
        case nil:
            return noLink("parseComponents(from:) returns nil")
        case .home?:
            return .route(RoutedLink(route: "home", params: [:], linkKind: .dynamicLink, via: via, matchType: dynamicLink.matchType))
        case .details(let recipeID)?:
            return .route(RoutedLink(route: "recipe", params: ["recipeID": recipeID], linkKind: .dynamicLink, via: via, matchType: dynamicLink.matchType))
        }
    }

    private func noLink(_ detail: String) -> Decision {
        .reject(Rejection(handler: .ignored, detail))
    }
}
