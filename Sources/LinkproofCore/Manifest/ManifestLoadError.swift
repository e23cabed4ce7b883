/// Why a manifest could not be loaded.
public enum ManifestLoadError: Error, Equatable, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// Not JSON; the reader error has the line and column.
    case notJSON(JSONReadError)
    /// JSON, but not a valid manifest: every problem found, each with its JSON path.
    case invalid([ManifestIssue])
}
