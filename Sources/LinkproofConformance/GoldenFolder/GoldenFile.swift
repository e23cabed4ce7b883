import LinkproofCore

/// One golden file: a document's cases.
public struct GoldenFile: Sendable {
    /// Relative to the golden folder, e.g. `cases/000-raycipe.json`.
    public var path: String
    public var document: String
    public var title: String
    public var cases: [GoldenCase]
    /// The file as read, to rewrite it with recorded outcomes in place.
    package var json: JSONValue
}
