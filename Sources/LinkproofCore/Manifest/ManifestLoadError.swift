/// Why a manifest could not be loaded.
public enum ManifestLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// Not JSON; the reader error has the line and column.
    case notJSON(JSONReadError)
    /// JSON, but not a valid manifest: every problem found, each with its JSON path.
    case invalid([ManifestIssue])

    /// The problem as a sentence: the unreadable file and why, where the JSON breaks, or each
    /// invalid field by its JSON path.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .notJSON(let error): "not JSON: \(error)"
        case .invalid(let issues): issues.map(\.description).joined(separator: "; ")
        }
    }
}

#if canImport(Darwin)
import Foundation

/// The same sentence where Apple's frameworks show an error (`localizedDescription`, Xcode).
extension ManifestLoadError: LocalizedError {
    public var errorDescription: String? { description }
}
#endif
