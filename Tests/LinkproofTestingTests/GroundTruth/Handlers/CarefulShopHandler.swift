import Foundation
import LinkproofTesting

/// gt-shop, written carefully: the exact host (case folded, a trailing dot dropped), the
/// default port only, no user info, dot segments resolved as WHATWG resolves them, each value
/// decoded once and checked against its declared type, a repeated parameter accepted only
/// when every copy is the same, and the risky reorder asks first. Its custom scheme is
/// compared as registered (lower case).
///
/// Known defects: none.
///
/// Known-harmless quirks:
/// - `trailing-dot-host`: `https://shop.example.com./products/42` opens product 42: the
///   fully-qualified spelling of the same host.
/// - `default-port`: `https://shop.example.com:443/products/42` (and `:0443`, and an empty
///   `:`, which WHATWG reads as the default) opens product 42: the same origin.
/// - `dot-segments-resolved`: `shopapp://products/./42` and `shopapp://products/%2e/42` open
///   product 42: WHATWG removes `.` segments (encoded too), so it is the same link. A `..`
///   segment is ignored instead (stricter).
/// - `identical-duplicate`: `?q=shoes&q=shoes` searches `shoes`: one value either way.
/// - `fullwidth-host`: if Foundation maps a fullwidth or ideographic-dot host to ASCII, the
///   link opens: that is the real host (WHATWG maps it the same way).
/// - `custom-scheme-case-sensitive`: `ShopApp://products/42` is ignored: stricter than the
///   policy (schemes are case-insensitive), never opens anything wrong.
/// - `url-repairs-raw-characters`: `URL(string:)` percent-encodes a raw space (as on iOS 17),
///   so `…/search?q=red shoes` searches `red shoes`; the system never hands an app a raw space.
/// - `extra-query-items-ignored`: `/products/42?productID=7` opens product 42: the path says
///   42, and a query item that is no route parameter is ignored.
/// - `no-length-limit`: a link past the manifest's limits opens what it means.
struct CarefulShopHandler: LinkHandler {
    func handle(_ link: IncomingLink) -> HandlerOutcome {
        guard let url = link.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.user == nil, components.password == nil, let query = Self.query(components),
              let decoded = PathSegments.decoded(components.percentEncodedPath) else { return .ignore }
        let path = decoded.filter { $0 != "." }
        guard !path.contains("..") else { return .ignore }
        let segments: [String]
        switch components.scheme {
        case "shopapp":
            guard let host = components.host, host == "products" || host == "orders" else { return .ignore }
            segments = [host] + path
        case let scheme? where scheme.lowercased() == "https":
            guard var host = components.host?.lowercased(), components.port == nil || components.port == 443 else { return .ignore }
            if host.hasSuffix(".") { host.removeLast() }
            guard host == "shop.example.com" else { return .ignore }
            segments = path
        default:
            return .ignore
        }
        switch (segments.first, segments.count) {
        case ("products", 2) where Self.isDigits(segments[1], 1...9):
            return .open("product", ["productID": segments[1]])
        case ("search", 1):
            guard let text = query["q"], (1...64).contains(text.unicodeScalars.count),
                  text.unicodeScalars.allSatisfy({ ![.control, .format].contains($0.properties.generalCategory) }) else { return .ignore }
            return .open("search", ["query": text])
        case ("orders", 2) where Self.isDigits(segments[1], 6...10):
            return .open("order", ["orderID": segments[1]])
        case ("orders", 3) where segments[2] == "reorder" && Self.isDigits(segments[1], 6...10):
            return .confirm("reorder", ["orderID": segments[1]])
        case ("promo", 2) where (4...12).contains(segments[1].count) && segments[1].allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }):
            return .open("promo", ["code": segments[1]])
        default:
            return .ignore
        }
    }

    /// The query's values by name; nil when a name repeats with different values.
    private static func query(_ components: URLComponents) -> [String: String]? {
        var values: [String: String] = [:]
        for item in components.queryItems ?? [] {
            let value = item.value ?? ""
            if let earlier = values[item.name], earlier != value { return nil }
            values[item.name] = value
        }
        return values
    }

    private static func isDigits(_ value: String, _ length: ClosedRange<Int>) -> Bool {
        length.contains(value.count) && value.allSatisfy { ("0"..."9").contains($0) }
    }
}
