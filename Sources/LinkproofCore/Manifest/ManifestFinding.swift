/// What `linkproof manifest validate` reports beyond a manifest's syntax: declarations that
/// load but can never work as written — a universal-link template its domain's AASA file does
/// not give to the app, an AASA file that names no component for the app, two routes whose
/// templates accept the same link.
package struct ManifestFinding: Hashable, Sendable, Codable {
    /// Stable, for scripts: see `ManifestFindingCode`.
    public let code: ManifestFindingCode
    public var severity: Severity { code.severity }
    /// Where in the manifest, as a JSON path (`$.routes[1].templates[0]`).
    public let path: String
    public let message: String
}
