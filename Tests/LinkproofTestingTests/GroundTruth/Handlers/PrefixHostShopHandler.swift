import Foundation
import LinkproofTesting

/// gt-shop, written as tutorials write it: `URLComponents`, the host checked with
/// `hasPrefix`, each path segment decoded once, `queryItems.first`. Routes and parameters are
/// otherwise right, and the risky reorder asks to confirm.
///
/// Known defects:
/// - `prefix-host` (security: host confusion). `host.hasPrefix("shop.example.com")` accepts
///   every host that starts with the app's: `https://shop.example.com.evil.test/products/1`
///   opens product 1, and `https://shop.example.comevil.test/orders/123456` a personal order,
///   for links whose real host is the attacker's.
///
/// Known-harmless quirks:
/// - `trailing-dot-host`: `https://shop.example.com./products/1` opens product 1: the
///   fully-qualified spelling of the same host.
/// - `userinfo-before-own-host`: `https://evil.test@shop.example.com/products/1` opens
///   product 1: the real host is the app's; the user name is ignored.
/// - `port-ignored`: `https://shop.example.com:443/products/1` (and any other port) opens
///   product 1: the handler reads its data from its own API by ID, never from that port.
/// - `fullwidth-host`: if Foundation maps a fullwidth or ideographic-dot host (`ｓhop.example.com`)
///   to the ASCII one, it opens: that is the real host (WHATWG maps it the same way).
/// - `types-not-checked`: values are not checked against their declared types
///   (`/products/%2B7`, `/promo/ab`, a search with a control character): the route opens with
///   exactly the link's decoded value, and the app's API refuses what it does not know.
/// - `first-duplicate-wins`: `?q=a&q=b` searches `a`, as `URLSearchParams.get` reads it.
/// - `no-length-limit`: a link past the manifest's length or parameter-count limit opens what it means.
struct PrefixHostShopHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let components = URLComponents(string: link.text), let path = PathSegments.decoded(components.percentEncodedPath) else {
            return .ignore
        }
        let segments: [String]
        switch components.scheme?.lowercased() {
        case "shopapp":
            guard let host = components.host?.lowercased(), host == "products" || host == "orders" else { return .ignore }
            segments = [host] + path
        case "https":
            guard let host = components.host?.lowercased(), host.hasPrefix("shop.example.com") else { return .ignore }
            segments = path
        default:
            return .ignore
        }
        switch (segments.first, segments.count) {
        case ("products", 2):
            return .open("product", ["productID": segments[1]])
        case ("search", 1):
            guard let query = PathSegments.first("q", in: components), !query.isEmpty else { return .ignore }
            return .open("search", ["query": query])
        case ("orders", 2):
            return .open("order", ["orderID": segments[1]])
        case ("orders", 3) where segments[2] == "reorder":
            return .confirm("reorder", ["orderID": segments[1]])
        case ("promo", 2):
            return .open("promo", ["code": segments[1]])
        default:
            return .ignore
        }
    }
}
