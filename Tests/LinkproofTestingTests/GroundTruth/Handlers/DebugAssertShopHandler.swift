import Foundation
import LinkproofTesting

/// gt-shop as an app's router (`RouterHandler`), written with the certainty of code that has
/// only ever seen its own links: `url.host!` ("every link of ours has a host") and an
/// `assertionFailure` when a product link's ID is not a number ("can't happen").
///
/// Known defects:
/// - `host-force-unwrap` (security: a trap any link can cause). A link of the app's schemes
///   without a host traps in release builds too: `shopapp:products/42`, `https:/shop.example.com/products/42`,
///   `https:\\shop.example.com\products\42` (the backslashes encoded by `URL(string:)`) all crash the app.
/// - `assert-on-product-id` (correctness: an assertion on input from outside).
///   `https://shop.example.com/products/4x2` stops a debug build (and every test run) at the
///   `assertionFailure`; a release build goes on and ignores the link, which is the right
///   outcome, so this is no trap in the shipped app: it is asserting on untrusted input.
///
/// Known-harmless quirks:
/// - `port-ignored`, `userinfo-before-own-host`: `https://shop.example.com:443/products/42`
///   and `https://evil.test@shop.example.com/products/42` open product 42: the real host is the app's.
/// - `trailing-dot-host-ignored`: `https://shop.example.com./products/42` is ignored (stricter).
/// - `types-not-checked`: beyond the product number, values are not checked against their
///   declared types; routes open with exactly the link's decoded value (`Int` also takes `+42`).
/// - `first-duplicate-wins`: `?q=a&q=b` searches `a`, as `URLSearchParams.get` reads it.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space or control
///   character (as on iOS 17), and the handler opens what the repaired link means.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
enum DebugAssertShopHandler {
    static let handler = RouterHandler(route)

    enum Destination: LinkRoute {
        case product(productID: String)
        case search(query: String)
        case order(orderID: String)
        case reorder(orderID: String)
        case promo(code: String)

        var outcome: HandlerOutcome {
            if case .reorder = self { return HandlerOutcome(reflecting: self).confirming }
            return HandlerOutcome(reflecting: self)
        }
    }

    static func route(_ url: URL) -> Destination? {
        let segments: [String]
        switch url.scheme?.lowercased() {
        case "https":
            guard url.host!.lowercased() == "shop.example.com", let path = PathSegments.decoded(url.path(percentEncoded: true)) else { return nil }
            segments = path
        case "shopapp":
            guard let path = PathSegments.decoded(url.path(percentEncoded: true)) else { return nil }
            segments = [url.host!.lowercased()] + path
        default:
            return nil
        }
        switch (segments.first, segments.count) {
        case ("products", 2):
            guard Int(segments[1]) != nil else {
                assertionFailure("product links end in the product's number: \(url)")
                return nil
            }
            return .product(productID: segments[1])
        case ("search", 1):
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false).flatMap { PathSegments.first("q", in: $0) }
            return query.flatMap { $0.isEmpty ? nil : .search(query: $0) }
        case ("orders", 2):
            return .order(orderID: segments[1])
        case ("orders", 3) where segments[2] == "reorder":
            return .reorder(orderID: segments[1])
        case ("promo", 2):
            return .promo(code: segments[1])
        default:
            return nil
        }
    }
}
