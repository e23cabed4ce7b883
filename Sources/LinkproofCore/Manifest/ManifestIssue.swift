/// A problem in a manifest file, located by its JSON path (`$.routes[0].parameters.recipeID.type`).
public struct ManifestIssue: Hashable, Sendable, Codable, Error {
    public var path: String
    public var message: String
}

extension ManifestIssue: CustomStringConvertible {
    /// `$.routes[0].name: message`.
    public var description: String { "\(path): \(message)" }
}
