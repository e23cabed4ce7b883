import LinkproofCore
import LinkproofGen
#if canImport(Darwin)
import Foundation
#endif

/// Why a catalogue, a golden check or a run cannot start.
public enum LinkproofTestingError: Error, CustomStringConvertible {
    /// The manifest at this path does not load.
    case manifest(String, ManifestLoadError)
    /// The manifest has no route template, so no class has anything to aim at.
    case nothingToAimAt(String)
    /// `LINKPROOF_SEED` or `LINKPROOF_CASES` holds a value that is not one.
    case settings(RunnerSettingsError)

    public var description: String {
        switch self {
        case .manifest(let path, let error):
            // An unreadable file's error names the path already.
            if case .unreadable = error { "cannot read the manifest \(error)" } else { "the manifest \(path) is not valid: \(error)" }
        case .nothingToAimAt(let name): "manifest '\(name)' has no route template: the catalogue has nothing to aim at"
        case .settings(let error): error.description
        }
    }
}

#if canImport(Darwin)
/// The same sentence where Apple's frameworks show an error (`localizedDescription`, Xcode).
extension LinkproofTestingError: LocalizedError {
    public var errorDescription: String? { description }
}
#endif
