/// How much a finding matters: an association file's diagnostic (`AASADiagnostic`) or a link
/// manifest's finding (`ManifestFinding`). The raw values are what JSON output and reports
/// write.
package enum Severity: String, Sendable, Codable {
    /// The file, or part of it, does not work as its author meant.
    case error
    /// It works, but probably not as meant, or not everywhere.
    case warning
    /// Worth knowing; nothing is wrong.
    case info
}
