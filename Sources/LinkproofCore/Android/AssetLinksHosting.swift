import Foundation
import LinkproofURL

/// Fetches statement lists the way Android's App Links verifier wants them served: one GET
/// over `https`, no redirect followed, status 200, `Content-Type: application/json`, the body
/// never read past the size cap. Each broken rule is a diagnostic (`AL2xx`).
package struct AssetLinksFetcher {
    public let transport: any HTTPTransport
    public let sizeCap: Int
    public let timeout: Double
    /// Plain http to `127.0.0.1[:port]` only, and loopback addresses (for tests); without it
    /// every address but a public one is refused (`HTTPAddressPolicy`).
    public let allowLoopbackHTTP: Bool

    public init(transport: any HTTPTransport, sizeCap: Int = AssetLinksParser.defaultSizeCap,
                timeout: Double = 10, allowLoopbackHTTP: Bool = false) {
        self.transport = transport
        self.sizeCap = sizeCap
        self.timeout = timeout
        self.allowLoopbackHTTP = allowLoopbackHTTP
    }

    /// `https://DOMAIN/.well-known/assetlinks.json` (`http` for `127.0.0.1[:port]` with `allowLoopbackHTTP`).
    public func statementListURL(domain: String) -> String {
        let loopback = allowLoopbackHTTP && (domain == "127.0.0.1" || domain.hasPrefix("127.0.0.1:"))
        return (loopback ? "http://" : "https://") + domain + "/.well-known/assetlinks.json"
    }

    /// The body at `url`, or the hosting diagnostics that refuse it. A body served with a
    /// wrong content type is refused too, as the verifier refuses it.
    public func fetch(_ url: String) -> Result<[UInt8], AssetLinksFetchFailure> {
        func failure(_ code: AssetLinksDiagnostic.Code, _ message: String) -> Result<[UInt8], AssetLinksFetchFailure> {
            .failure(AssetLinksFetchFailure([AssetLinksDiagnostic(code, document: url, path: "$", message: message)]))
        }
        guard let parsed = try? URLParser.parse(url).url else { return failure(.unreachable, "'\(url)' is not a URL") }
        let loopbackHTTP = allowLoopbackHTTP && parsed.scheme == "http" && parsed.hostname == "127.0.0.1"
        guard parsed.scheme == "https" || loopbackHTTP else { return failure(.notHTTPS, "\(url) is not https: the verifier fetches only https") }
        let response: HTTPResponse
        do {
            response = try transport.send(HTTPRequest(url: url, timeout: timeout, maximumBodyBytes: sizeCap, accept: "application/json",
                                                      addressPolicy: allowLoopbackHTTP ? .loopbackForTests : .publicOnly))
        } catch {
            switch error {
            case .responseTooLarge: return failure(.tooLarge, "the reply is over the size cap of \(sizeCap) bytes (reading stopped at the cap)")
            case .timedOut: return failure(.unreachable, "timeout: no complete reply within \(timeout) s")
            case .invalidResponse(let detail): return failure(.unreachable, "invalid-response: \(detail)")
            case .refusedAddress(let detail): return failure(.refusedAddress, "not fetched: \(detail)")
            case .failed(let detail): return failure(.unreachable, detail)
            }
        }
        if (300...399).contains(response.status) {
            return failure(.redirected, "HTTP \(response.status) redirect" + (response.header("location").map { " to \($0)" } ?? "")
                           + ", not followed: the verifier follows no redirect")
        }
        guard response.status == 200 else { return failure(.badStatus, "HTTP \(response.status)") }
        let contentType = response.header("content-type") ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard mediaType == "application/json" else {
            return failure(.notJSONContentType, contentType.isEmpty ? "no Content-Type (application/json is required)" : "Content-Type is '\(contentType)', not application/json")
        }
        return .success(response.body)
    }
}
