import LinkproofCore
import LinkproofGen

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
        case .manifest(let path, let error): "\(path): \(error)"
        case .nothingToAimAt(let name): "manifest '\(name)' has no route template: the catalogue has nothing to aim at"
        case .settings(let error): error.description
        }
    }
}
