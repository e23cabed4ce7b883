import LinkproofCore

/// The issues a manifest's loader finds in `json`, each as `path: message` (none when it loads;
/// the error's text when it is not a list of issues).
func manifestIssues(_ json: String) -> [String] {
    do {
        _ = try LinkManifest.load(json: Array(json.utf8))
        return []
    } catch {
        guard case .invalid(let issues) = error else { return ["\(error)"] }
        return issues.map(\.description)
    }
}
