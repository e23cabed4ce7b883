import Foundation

/// Document 004's `DeeplinkManager.manage(url:)`, line for line.
///
/// Its defects, which the golden suite shows against Linkproof: the host comparison is
/// case-sensitive (`cws://COM.createwithswift/…` goes home); duplicate `id`s keep the last
/// (the `reduce(into:)` overwrites); `id` is never validated (a NUL, `../`, or 10 KB pass
/// straight to the view); any failure silently becomes `.home`.
struct DeeplinkManagerReferenceHandler: ReferenceHandler {
    enum DeeplinkTarget: Equatable {
        case home
        case details(reference: String)
    }

    enum DeepLinkConstants {
        static let scheme = "cws"
        static let host = "com.createwithswift"
        static let detailsPath = "/details"
        static let query = "id"
    }

    var source: String { "004 DeeplinkManager.manage(url:)" }

    func manage(url: URL) -> DeeplinkTarget {
        guard url.scheme == DeepLinkConstants.scheme,
              url.host == DeepLinkConstants.host,
              url.path == DeepLinkConstants.detailsPath,
              let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              let queryItems = components.queryItems
        else { return .home }

        let query = queryItems.reduce(into: [String: String]()) { result, item in
            result[item.name] = item.value
        }

        guard let id = query[DeepLinkConstants.query] else { return .home }

        return .details(reference: id)
    }

    func decide(_ input: String, context: LinkContext) -> Decision {
        // The system hands `onOpenURL` a URL only if Foundation could make one.
        guard let url = URL(string: input) else {
            return .reject(Rejection(handler: .ignored, "URL(string:) returns nil: the app never sees it"))
        }
        switch manage(url: url) {
        case .home:
            return .route(RoutedLink(route: "home", params: [:], linkKind: .customScheme, via: context.arrival, matchType: context.matchType))
        case .details(let reference):
            return .route(RoutedLink(route: "details", params: ["id": reference], linkKind: .customScheme, via: context.arrival, matchType: context.matchType))
        }
    }
}
