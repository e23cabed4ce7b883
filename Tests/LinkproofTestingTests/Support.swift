import Foundation
import LinkproofCore
import LinkproofTesting

/// Raycipe (documents 000/001) from the built-in golden directory, and handlers for it.
enum Raycipe {
    static let manifest = try! LinkManifest.load(contentsOf: GoldenCheck.builtInDirectory + "/apps/raycipe.json")
    static let catalogue = try! LinkCatalogue(manifest)
    static let parser = DeepLinkParser(manifest: manifest)

    /// A tutorial's handler: the host checked with `hasSuffix`, the first `recipeID` taken.
    static let naive = URLComponentsHandler { components in
        guard components.host?.hasSuffix("raywenderlich.com") == true || components.scheme == "raycipe",
              let id = components.queryItems?.first(where: { $0.name == "recipeID" })?.value else { return .ignore }
        return .open("recipe", ["recipeID": id])
    }

    /// The same handler with the defect real handlers have most: the recipe number read with
    /// `Int(…)!`, which traps on any `recipeID` that is not a decimal number.
    static let forceUnwrapping = URLComponentsHandler { components in
        guard components.host?.hasSuffix("raywenderlich.com") == true || components.scheme == "raycipe",
              let id = components.queryItems?.first(where: { $0.name == "recipeID" })?.value else { return .ignore }
        return .open("recipe", ["recipeID": String(Int(id)!)])
    }

    /// Whether `forceUnwrapping` traps on `link`, decided without running it.
    static func trapsForceUnwrapping(_ link: String) -> Bool {
        guard let components = URLComponents(string: link),
              components.host?.hasSuffix("raywenderlich.com") == true || components.scheme == "raycipe",
              let id = components.queryItems?.first(where: { $0.name == "recipeID" })?.value else { return false }
        return Int(id) == nil
    }
}

/// A router's destinations, read off the enum by `LinkRoute`.
enum ShopRoute: LinkRoute, Equatable {
    case product(id: String)
    case cart
    case order(id: String, line: Int)
    case deleteAccount

    var outcome: HandlerOutcome {
        switch self {
        case .deleteAccount: .confirm("delete-account")
        default: HandlerOutcome(reflecting: self)
        }
    }
}
