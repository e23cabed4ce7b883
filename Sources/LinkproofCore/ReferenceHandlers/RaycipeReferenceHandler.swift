import Foundation

/// Documents 000/001: Raycipe's `onOpenURL` → Firebase's `handleUniversalLink` →
/// `handleDynamicLink` → `DeepLinkHandler.parseComponents(from:)`, ported line for line.
///
/// Its defects, which the golden suite shows against Linkproof: `parseComponents` never
/// checks the host (`https://evil.com/about?recipeID=002` opens a recipe, and so does
/// `https://www.raywenderlich.com@evil.com/about?…`); it splits the query on `,` instead of
/// `&` (`recipeID=002&utm_source=x` gives the ID `002&utm_source`); `recipeID` is never
/// validated; any path that merely contains an `about` component counts; a link that fails
/// to resolve hits `fatalError`. Firebase's own query reading (`FIRDLDictionaryFromQuery`)
/// keeps the last of repeated parameters and drops pairs whose value holds a raw `=`.
struct RaycipeReferenceHandler: ReferenceHandler {
    enum DeepLink: Equatable {
        case home
        case details(recipeID: String)
    }

    let prefixHosts: [String]
    /// Short link → long link: what Firebase's server would answer.
    let shortLinks: [String: String]

    init(manifest: LinkManifest, shortLinks: [String: String]) {
        prefixHosts = manifest.dynamicLinkPrefixes.map(\.host)
        self.shortLinks = shortLinks
    }

    var source: String { "000/001 Raycipe onOpenURL + parseComponents(from:)" }

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
        var link = url
        let matchType = context.matchType
        var via = context.arrival(.universalLink)
        if let host = url.host, prefixHosts.contains(host) {
            // handleUniversalLink(_:completion:)
            switch firebaseDynamicLink(url) {
            case .notDynamicLink:
                return noLink("handleUniversalLink returns false (\"No Link Handled\")")
            case .resolutionFailed:
                return .reject(Rejection(.documentFatalError, at: nil, "fatalError(\"Error handling the incoming dynamic link.\")"))
            case .link(let nested, let nestedVia):
                guard let nested else { return noLink("the dynamic link has no url") }
                link = nested
                via = context.arrival(nestedVia)
            }
            // handleDynamicLink(_:) step 1
            guard matchType == .unique || matchType == .default else {
                return noLink("match type '\(matchType.rawValue)' is not unique or default")
            }
        }
        switch parseComponents(from: link) {
        case nil:
            return noLink("parseComponents(from:) returns nil")
        case .home?:
            return .route(RoutedLink(route: "home", params: [:], via: via, matchType: matchType))
        case .details(let recipeID)?:
            return .route(RoutedLink(route: "recipe", params: ["recipeID": recipeID], via: via, matchType: matchType))
        }
    }

    private enum SDKResult {
        case notDynamicLink
        case resolutionFailed
        case link(URL?, Arrival)
    }

    /// What the Firebase SDK makes of a URL on the dynamic-link domain.
    private func firebaseDynamicLink(_ url: URL) -> SDKResult {
        let query = url.query.map(Self.firebaseDictionary) ?? [:]
        if let link = query["link"] {
            return .link(URL(string: link), .dynamicLink)
        }
        let segments = url.pathComponents.filter { $0 != "/" }
        guard segments.count == 1 else { return .notDynamicLink }
        guard let long = shortLinks[url.absoluteString], let longURL = URL(string: long) else {
            return .resolutionFailed
        }
        let longQuery = longURL.query.map(Self.firebaseDictionary) ?? [:]
        return .link(longQuery["link"].flatMap { URL(string: $0) }, .resolvedShortLink)
    }

    /// `FIRDLDictionaryFromQuery`: split on `&`, then on `=`, keep pairs of exactly two,
    /// remove percent-encoding from the value; a repeated key keeps the last.
    static func firebaseDictionary(_ query: String) -> [String: String] {
        var dictionary: [String: String] = [:]
        for pair in query.components(separatedBy: "&") {
            let keyValue = pair.components(separatedBy: "=")
            if keyValue.count == 2, let value = keyValue[1].removingPercentEncoding {
                dictionary[keyValue[0]] = value
            }
        }
        return dictionary
    }

    private func noLink(_ detail: String) -> Decision {
        .reject(Rejection(.documentNoLink, at: nil, detail))
    }
}
