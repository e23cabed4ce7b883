/// Why a manifest could not be loaded.
public enum ManifestLoadError: Error, Equatable, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// Not JSON; the reader error has the line and column.
    case notJSON(JSONReadError)
    /// JSON, but not a valid manifest: every problem found, each with its JSON path.
    case invalid([ManifestIssue])
}

extension ManifestLoadError: CustomStringConvertible {
    /// The reason as a sentence: the read failure, the JSON error's place, or every issue
    /// with its JSON path (`$.routes[0].name: …; …`).
    public var description: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .notJSON(let error): "not JSON: \(error)"
        case .invalid(let issues): issues.map(\.description).joined(separator: "; ")
        }
    }
}
