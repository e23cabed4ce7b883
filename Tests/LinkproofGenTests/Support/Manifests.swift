import Foundation
import LinkproofCore
import LinkproofGen

/// The documents' apps (`Tests/Golden/apps/*.json`) and a test app with every parameter
/// type, as catalogue targets.
enum Manifests {
    /// `Tests/Golden/apps`, found from this file.
    static let appsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/apps").path

    /// The documents' manifests, by name.
    static let documentApps = ["raycipe", "createwithswift", "recipes", "firebase-example", "stock-analyzer", "apple-example"]

    /// The manifest `Tests/Golden/apps/<name>.json`.
    static func load(_ name: String) throws -> LinkManifest {
        try LinkManifest.load(contentsOf: "\(appsDirectory)/\(name).json")
    }

    /// The apps every class is proven on at full strength: between them, every class has
    /// something to aim at.
    static let provingApps = ["raycipe", "createwithswift", "every-type", "parking", "shop-android", "federated"]

    /// A custom-scheme app with a route of every parameter type, path and query parameters,
    /// a risky and a personal route, and a query item named unlike its parameter (`sid={session}`).
    static let everyType = """
        {"name": "every-type", "app": {"bundleID": "com.example.every"}, "schemes": ["every"],
         "routes": [
           {"name": "settings", "templates": ["every://app/settings/{theme}?sid={session}&note={note}"],
            "parameters": {"theme": {"type": "enumeration", "values": ["light", "dark"]}, "session": {"type": "uuid"},
                           "note": {"type": "string", "minLength": 0, "maxLength": 20}}},
           {"name": "item", "templates": ["every://app/items/{id}"],
            "parameters": {"id": {"type": "characters", "class": "a-z0-9._-", "minLength": 1, "maxLength": 12}}},
           {"name": "pay", "templates": ["every://app/pay?amount={amount}"],
            "parameters": {"amount": {"type": "digits", "minLength": 1, "maxLength": 6}}, "risky": true, "personal": true}
         ]}
        """

    /// Issue 29's parking app: a risky `pay` route taking `minutes` 1–600 (`integer`) and a
    /// zone of a `pattern`, a receipt whose path segment is a date of a `pattern`, and a
    /// refund of a signed integer that allows leading zeros.
    static let parking = """
        {"name": "parking", "app": {"bundleID": "com.example.parking"}, "schemes": ["parking"],
         "routes": [
           {"name": "pay", "templates": ["parking://pay?zone={zone}&minutes={minutes}"], "risky": true,
            "parameters": {"zone": {"type": "pattern", "pattern": "[A-Z]{1,3}-[0-9]{1,4}"},
                           "minutes": {"type": "integer", "minimum": 1, "maximum": 600}}},
           {"name": "receipt", "templates": ["parking://receipt/{date}"],
            "parameters": {"date": {"type": "pattern", "pattern": "[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"}}},
           {"name": "adjust", "templates": ["parking://adjust?cents={cents}"],
            "parameters": {"cents": {"type": "integer", "minimum": -500, "maximum": 500, "leadingZeros": true}}}
         ]}
        """

    /// An app on both platforms whose intent filters have what the Android classes aim at: a
    /// `*.` host with `pathPattern` `.*` (verified), a `*` host without the dot and a
    /// `pathPrefix`, a custom scheme with a risky route, and a personal route.
    static let shopAndroid = """
        {"name": "shop-android", "app": {"teamID": "SHOPTEAM01", "bundleID": "com.shop.ios", "androidPackage": "com.shop.android"},
         "schemes": ["shopapp"],
         "associatedDomains": [{"domain": "www.shop.example", "aasa": {"applinks": {"details": [{"appIDs": ["SHOPTEAM01.com.shop.ios"],
                                "components": [{"/": "/items/*"}, {"/": "/gift/*"}, {"/": "/public/*"}]}]}}}],
         "routes": [
           {"name": "item", "templates": ["https://www.shop.example/items/{id}", "shopapp://items/{id}"],
            "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 9}}},
           {"name": "help", "templates": ["https://www.shop.example/public/help"]},
           {"name": "gift", "templates": ["https://www.shop.example/gift/{code}"], "personal": true,
            "parameters": {"code": {"type": "characters", "class": "A-Z0-9", "minLength": 8, "maxLength": 8}}},
           {"name": "delete", "templates": ["shopapp://items/{id}/delete"], "risky": true,
            "parameters": {"id": {"type": "digits", "minLength": 1, "maxLength": 9}}}
         ],
         "android": {"intentFilters": [
           {"name": "applinks", "autoVerify": true, "routes": ["item", "gift"], "scheme": ["https"], "host": ["*.shop.example"],
            "pathPattern": ["/items/.*", "/gift/.*"]},
           {"name": "public", "routes": ["help"], "scheme": ["https"], "host": ["*shop.example"], "pathPrefix": ["/public/"]},
           {"name": "scheme", "routes": ["item", "delete"], "scheme": ["shopapp"], "host": ["items"]}]}}
        """

    /// Issue 41's federated client: profiles on its own server (`example.social`, a universal
    /// link) and on every server under it (`*.example.social`, a route on any host, opened only
    /// when tapped in the app's own content).
    static let federated = """
        {"name": "federated", "app": {"teamID": "FEDTEAM001", "bundleID": "social.example.federated"},
         "associatedDomains": [{"domain": "example.social", "aasa": {"applinks": {"details": [{"appIDs": ["FEDTEAM001.social.example.federated"],
                                "components": [{"/": "/users/*"}]}]}}}],
         "arrivals": ["direct", "in-app-content"],
         "routes": [
           {"name": "profile", "templates": ["https://example.social/users/{user}", "https://*.example.social/users/{user}"],
            "parameters": {"user": {"type": "characters", "class": "A-Za-z0-9_", "minLength": 1, "maxLength": 30}}}
         ]}
        """

    /// Every manifest the catalogue is proven on.
    static func all() throws -> [LinkManifest] {
        try documentApps.map(load) + [everyType, parking, shopAndroid, federated].map { try LinkManifest.load(json: Array($0.utf8)) }
    }

    /// The catalogue target of a manifest that has routes.
    static func target(_ manifest: LinkManifest) throws -> CatalogueTarget {
        guard let target = CatalogueTarget(manifest) else { throw NoTarget(name: manifest.name) }
        return target
    }

    struct NoTarget: Error {
        let name: String
    }
}
