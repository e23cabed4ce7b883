import Foundation
import LinkproofTestSupport

/// An app that is not one of the documents': a shop with a custom scheme, one universal-link
/// domain with its AASA file (inlined, as a corpus folder's `manifest.json` holds it), routes
/// with typed parameters, one personal and one risky.
enum ShopApp {
    static let manifest = #"""
    {
      "name": "shop",
      "app": {"teamID": "SHOP123456", "bundleID": "com.example.shop"},
      "schemes": ["shopapp"],
      "associatedDomains": [{"domain": "shop.example", "aasa": {"applinks": {"details": [
        {"appIDs": ["SHOP123456.com.example.shop"], "components": [{"/": "/p/*"}, {"/": "/c/*"}, {"/": "/account/*"}]}]}}}],
      "routes": [
        {"name": "home", "templates": ["shopapp://home"]},
        {"name": "product", "templates": ["shopapp://product/{sku}", "https://shop.example/p/{sku}"],
         "parameters": {"sku": {"type": "characters", "class": "A-Z0-9-", "minLength": 4, "maxLength": 12}}},
        {"name": "category", "templates": ["https://shop.example/c/{slug}?page={page}"],
         "parameters": {"slug": {"type": "enumeration", "values": ["shoes", "hats"]}, "page": {"type": "digits", "minLength": 1, "maxLength": 3}}},
        {"name": "orders", "personal": true, "templates": ["https://shop.example/account/orders/{order}"], "parameters": {"order": {"type": "uuid"}}},
        {"name": "pay", "risky": true, "templates": ["shopapp://pay?amount={amount}"], "parameters": {"amount": {"type": "digits", "minLength": 1, "maxLength": 6}}}
      ]
    }
    """#

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = TestScratch.url("linkproof")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
