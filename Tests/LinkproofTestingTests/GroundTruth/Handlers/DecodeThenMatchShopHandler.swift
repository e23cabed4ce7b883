import Foundation
import LinkproofTesting

/// gt-shop, with the path decoded as a whole before it is split ("so `%20` and friends don't
/// trip the matcher"), empty segments dropped, and the scheme and host compared exactly as
/// written, case-sensitively.
///
/// Known defects:
/// - `decode-then-split` (correctness: a different route). `%2F` becomes a separator after
///   decoding, and an encoded `/` that leaves an empty segment vanishes:
///   `https://shop.example.com/products/42/%2F` (three segments, the last a `/`: no route)
///   opens product 42, `shopapp://orders/%2f/123456` opens order 123456, and
///   `https://shop.example.com/orders%2F123456` (one segment) opens a personal order.
///
/// Known-harmless quirks:
/// - `case-sensitive-scheme-and-host`: `HTTPS://shop.example.com/…`, `https://Shop.Example.com/…`
///   and `ShopApp://…` are ignored: stricter than the policy, never opens anything wrong.
/// - `trailing-dot-host-ignored`: `https://shop.example.com./…` is ignored (stricter).
/// - `port-ignored`: `https://shop.example.com:443/products/42` opens product 42
///   (`URLComponents.host` has no port; data comes from the app's API by ID).
/// - `userinfo-before-own-host`: `https://evil.test@shop.example.com/products/42` opens
///   product 42: the real host is the app's.
/// - `dot-segments-kept`: `/./products/42` is ignored (a `.` segment matches no route):
///   stricter than WHATWG, which removes it.
/// - `types-not-checked`: values are not checked against their declared types; the route
///   opens with the link's decoded value (decoded once: `%252F` stays `%2F`).
/// - `first-duplicate-wins`: `?q=a&q=b` searches `a`, as `URLSearchParams.get` reads it.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct DecodeThenMatchShopHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let components = URLComponents(string: link.text), let path = components.percentEncodedPath.removingPercentEncoding else {
            return .ignore
        }
        let parts: [String]
        if components.scheme == "https" && components.host == "shop.example.com" {
            parts = path.split(separator: "/").map(String.init)
        } else if components.scheme == "shopapp", let host = components.host, host == "products" || host == "orders" {
            parts = [host] + path.split(separator: "/").map(String.init)
        } else {
            return .ignore
        }
        switch parts.count {
        case 1 where parts[0] == "search":
            return components.queryItems?.first { $0.name == "q" }?.value.flatMap { $0.isEmpty ? nil : .open("search", ["query": $0]) } ?? .ignore
        case 2 where parts[0] == "products":
            return .open("product", ["productID": parts[1]])
        case 2 where parts[0] == "orders":
            return .open("order", ["orderID": parts[1]])
        case 2 where parts[0] == "promo":
            return .open("promo", ["code": parts[1]])
        case 3 where parts[0] == "orders" && parts[2] == "reorder":
            return .confirm("reorder", ["orderID": parts[1]])
        default:
            return .ignore
        }
    }
}
