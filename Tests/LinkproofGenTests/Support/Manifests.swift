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
    static let provingApps = ["raycipe", "createwithswift", "every-type"]

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

    /// Every manifest the catalogue is proven on.
    static func all() throws -> [LinkManifest] {
        try documentApps.map(load) + [LinkManifest.load(json: Array(everyType.utf8))]
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
