import LinkproofCore

/// How every command loads the link manifest it is given (`--manifest FILE`, or `manifest`'s
/// own FILE arguments), and names what is wrong with one that does not load.
enum ManifestFile {
    /// Loads a manifest for a command, turning any problem into a usage error that names it.
    static func load(_ path: String) throws(UsageError) -> LinkManifest {
        do {
            return try LinkManifest.load(contentsOf: path)
        } catch {
            throw UsageError(describe(error, path: path))
        }
    }

    /// What is wrong with the manifest at `path`, each problem on a line that names the file.
    static func describe(_ error: ManifestLoadError, path: String) -> String {
        switch error {
        case .unreadable(_, let reason): "\(path): \(reason)"
        case .notJSON(let error): "\(path): line \(error.line), column \(error.column): not JSON: \(error.detail)"
        case .invalid(let issues): issues.map { "\(path): \($0.path): \($0.message)" }.joined(separator: "\n")
        }
    }
}
