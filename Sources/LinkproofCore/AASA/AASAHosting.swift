import Foundation

/// A response to a request for an association file, as the hosting check reads it.
package struct AASAHostingResponse: Sendable, Codable, Equatable {
    /// The URL that was requested.
    public var url: String
    /// The HTTP status code.
    public var status: Int
    /// Header names lowercased.
    public var headers: [String: String]
    /// The body (the fetcher reads at most the size cap; a longer reply is its error).
    public var body: [UInt8]

    /// A response; header names are lowercased.
    public init(url: String, status: Int, headers: [String: String], body: [UInt8]) {
        self.url = url
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }
}

/// Apple's hosting rules for association files: `https`, the `.well-known` path, no
/// redirect, a JSON content type, a size cap; then the body is read and validated.
package enum AASAHosting {
    /// Where the file must be served.
    public static let wellKnownPath = "/.well-known/apple-app-site-association"

    /// The only host that may be served over plain http, and only when allowed (for tests).
    public static let loopbackHost = "127.0.0.1"

    /// Every diagnostic the response draws, hosting first, then those of the file itself.
    public static func check(_ response: AASAHostingResponse, allowLoopbackHTTP: Bool = false,
                             sizeCap: Int = AASAParser.defaultSizeCap) -> [AASADiagnostic] {
        var diagnostics: [AASADiagnostic] = []
        let parts = try? AASAURLParts(url: response.url)
        let secure = response.url.lowercased().hasPrefix("https://")
            || (allowLoopbackHTTP && response.url.lowercased().hasPrefix("http://") && parts?.host == loopbackHost)
        if !secure {
            diagnostics.append(AASADiagnostic(.notHTTPS, path: JSONPath.root, message: "\(response.url) is not https"))
        }
        if parts?.path != wellKnownPath {
            diagnostics.append(AASADiagnostic(.wrongLocation, path: JSONPath.root, message: "\(response.url) is not at \(wellKnownPath)"))
        }
        if (300...399).contains(response.status) {
            let target = response.headers["location"].map { " to \($0)" } ?? ""
            diagnostics.append(AASADiagnostic(.redirected, path: JSONPath.root, message: "HTTP \(response.status) redirect\(target), not followed"))
            return diagnostics
        }
        guard response.status == 200 else {
            diagnostics.append(AASADiagnostic(.badStatus, path: JSONPath.root, message: "HTTP \(response.status)"))
            return diagnostics
        }
        let contentType = response.headers["content-type"] ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if mediaType != "application/json" {
            diagnostics.append(AASADiagnostic(.notJSONContentType, path: JSONPath.root,
                message: contentType.isEmpty ? "no Content-Type" : "Content-Type is '\(contentType)'"))
        }
        do {
            let parsed = try AASAParser.parse(response.body, sizeCap: sizeCap)
            diagnostics += parsed.diagnostics + AASAValidator.validate(parsed.document)
        } catch {
            diagnostics.append(error.diagnostic)
        }
        return diagnostics
    }
}
