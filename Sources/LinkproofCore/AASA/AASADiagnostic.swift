/// One finding about an association file: a stable code, where (a JSON path such as
/// `$.applinks.details[0].components[2]`), what, and how to fix it.
package struct AASADiagnostic: Sendable, Codable, Equatable, JSONWritable {
    /// Stable across releases (`AASA110`); reports and goldens rely on it.
    public let code: String
    /// The code's severity.
    public let severity: Severity
    /// A JSON path into the document; `$` is the whole file.
    public let path: String
    /// What was found, in this document.
    public let message: String
    /// How to fix it; the same for every diagnostic of a code.
    public let hint: String

    /// A diagnostic of `code` at `path`; severity and hint come from the code.
    public init(_ code: AASADiagnosticCode, path: String, message: String) {
        self.code = code.rawValue
        self.severity = code.severity
        self.path = path
        self.message = message
        self.hint = code.hint
    }
}
