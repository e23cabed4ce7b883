import Foundation
import LinkproofTesting

/// gt-shop, routed the way many apps route: known first segments first, and then any link
/// whose last path segment is a number is taken for a product page ("our product URLs end
/// in the ID"). `URL`, the host compared exactly (lower-cased), each segment decoded once.
///
/// Known defects:
/// - `numeric-last-segment` (correctness: a different route). Any path ending in a number
///   opens a product: `shopapp://products/a%2Fb/42` (a segment holding `a/b` before the ID,
///   which no template has) opens product 42, and `shopapp://orders/x%2Fy/123456` opens
///   product 123456 instead of nothing.
///
/// Known-harmless quirks:
/// - `dot-segments-resolved`: `shopapp://products/./42` and `shopapp://products/%2e/42` open
///   product 42: WHATWG removes dot segments, so they are the same link.
/// - `port-ignored`: `https://shop.example.com:443/products/42` opens product 42 (the handler
///   reads `url.host`; data comes from the app's own API by ID).
/// - `userinfo-before-own-host`: `https://evil.test@shop.example.com/products/42` opens
///   product 42: the real host is the app's.
/// - `types-not-checked`: `Int(…)` admits `+42` and values are not checked against their
///   declared types; the route opens with exactly the link's decoded value.
/// - `first-duplicate-wins`: `?q=a&q=b` searches `a`, as `URLSearchParams.get` reads it.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space or control
///   character (as on iOS 17), and the handler opens what the repaired link means; the system
///   never hands an app a URL with raw spaces.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct LastComponentShopHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let url = link.url, let path = PathSegments.decoded(url.path(percentEncoded: true)),
              let host = url.host(percentEncoded: false)?.lowercased() else { return .ignore }
        let segments: [String]
        switch url.scheme?.lowercased() {
        case "https" where host == "shop.example.com": segments = path
        case "shopapp" where !host.isEmpty: segments = [host] + path
        default: return .ignore
        }
        guard let last = segments.last else { return .ignore }
        if segments.count == 3, segments[0] == "orders", last == "reorder" {
            return .confirm("reorder", ["orderID": segments[1]])
        }
        if segments == ["search"], let query = URLComponents(url: url, resolvingAgainstBaseURL: false).flatMap({ PathSegments.first("q", in: $0) }),
           !query.isEmpty {
            return .open("search", ["query": query])
        }
        if segments.count == 2, segments[0] == "orders" { return .open("order", ["orderID": last]) }
        if segments.count == 2, segments[0] == "promo" { return .open("promo", ["code": last]) }
        // Our product URLs end in the product's number.
        if Int(last) != nil { return .open("product", ["productID": last]) }
        return .ignore
    }
}
