import Foundation
import LinkproofCore
import LinkproofURL

extension FuzzTarget {
    /// `url-differential`: LinkproofURL against Foundation's `URLComponents`. Where a golden
    /// manifest's strict parser accepts the input as a universal link, both must read the same
    /// scheme, host, path and routed query values (the app on a device sees the same link);
    /// every other disagreement is only counted into `DifferentialReport.shared`.
    public static let urlDifferential = FuzzTarget("url-differential", "LinkproofURL vs URLComponents: must agree on accepted universal links; other differences are counted",
                                                    maxLength: longestBuiltInLink + 1, checksLeaks: false) { data throws(FuzzViolation) in
        let bytes = Array(data)
        let disagreements = URLDifferential.disagreements(bytes)
        DifferentialReport.shared.record(disagreements)
        for parser in FuzzApp.builtIn.map(\.parser) {
            guard let routed = parser.decide(utf8: bytes).routedLink, routed.linkKind == .universalLink else { continue }
            try URLDifferential.checkAccepted(bytes, routed, manifest: parser.manifest, disagreements: disagreements)
        }
    }
}

/// How LinkproofURL and Foundation read one input.
enum URLDifferential {
    /// The components both parsers read: scheme and host lowercased, the rest as written.
    struct Reading: Equatable {
        var scheme: String
        var host: String?
        var port: Int?
        var path: String
        var query: String?
        var fragment: String?

        init(_ url: URLRecord) {
            scheme = String(url.scheme)
            host = url.hostKind == nil ? nil : url.hostname
            port = url.portNumber.map(Int.init)
            path = url.pathname
            query = url.query.map(String.init)
            fragment = url.fragment.map(String.init)
        }

        init(_ components: URLComponents) {
            scheme = components.scheme?.lowercased() ?? ""
            host = components.percentEncodedHost?.lowercased()
            port = components.port
            // RFC 3986 §6.2.3: an empty path of an http(s) URL with an authority is equivalent
            // to "/", which is how the URL Standard serializes it.
            let isHTTP = scheme == "http" || scheme == "https"
            path = isHTTP && host != nil && components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            query = components.percentEncodedQuery
            fragment = components.percentEncodedFragment
        }

        /// The names of the components that differ.
        func differences(from other: Reading) -> [String] {
            var names: [String] = []
            if scheme != other.scheme { names.append("scheme") }
            if host != other.host { names.append("host") }
            if port != other.port { names.append("port") }
            if path != other.path { names.append("path") }
            if query != other.query { names.append("query") }
            if fragment != other.fragment { names.append("fragment") }
            return names
        }
    }

    /// The kinds of disagreement on `bytes`, e.g. `host (LinkproofURL repaired the input)`;
    /// empty when both read the same.
    static func disagreements(_ bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
        let parsed = try? URLParser.parse(utf8: bytes)
        let components = URLComponents(string: text)
        switch (parsed, components) {
        case (nil, nil): return []
        case (nil, _?): return ["only Foundation accepts"]
        case (_?, nil): return ["only LinkproofURL accepts"]
        case let (parsed?, components?):
            let repaired = parsed.validationErrors.isEmpty ? "" : " (LinkproofURL repaired the input)"
            return Reading(parsed.url).differences(from: Reading(components)).map { $0 + repaired }
        }
    }

    /// The agreement an accepted universal link needs.
    static func checkAccepted(_ bytes: [UInt8], _ routed: RoutedLink, manifest: LinkManifest, disagreements: [String]) throws(FuzzViolation) {
        let shown = "\(OutputEscaping.quoted(bytes: bytes)) routed to \(routed.route) by \(manifest.name)"
        let components = String(validating: bytes, as: UTF8.self).flatMap { URLComponents(string: $0) }
        guard let components, let parsed = try? URLParser.parse(utf8: bytes) else {
            throw FuzzViolation("Foundation reads every accepted universal link", shown)
        }
        let mismatched = disagreements.filter { ["scheme", "host", "path"].contains($0) }
        try FuzzViolation.require(mismatched.isEmpty, "both parsers read the same scheme, host and path of an accepted link", "\(shown): \(mismatched)")
        guard let route = manifest.routes.first(where: { $0.name == routed.route }) else { return }
        let items = components.queryItems ?? []
        let templates = route.templates.filter { $0.scheme == "https" && $0.host.lowercased() == parsed.url.hostname }
        let agrees = templates.isEmpty || templates.contains { template in
            template.query.allSatisfy { item in
                guard case .parameter(let name) = item.value else { return true }
                let values = items.filter { $0.name == item.name }.map(\.value)
                return values == [routed.params[name]]
            }
        }
        try FuzzViolation.require(agrees, "Foundation reads the routed query values", "\(shown): params \(routed.params), Foundation's items \(items)")
    }
}

/// The disagreements the `url-differential` target has counted in this process, by kind.
///
/// When the environment names a file in `LINKPROOF_DIFFERENTIAL_REPORT`, the report is
/// written there as the process exits (`Scripts/fuzz` replays the corpus with it set).
public final class DifferentialReport: @unchecked Sendable {
    /// The report the target records into.
    public static let shared: DifferentialReport = {
        if ProcessInfo.processInfo.environment[environmentKey] != nil {
            atexit { DifferentialReport.shared.write() }
        }
        return DifferentialReport()
    }()

    /// The environment variable naming the file the report is written to at exit.
    public static let environmentKey = "LINKPROOF_DIFFERENTIAL_REPORT"

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var inputs = 0

    func record(_ kinds: [String]) {
        lock.withLock {
            inputs += 1
            for kind in kinds { counts[kind, default: 0] += 1 }
        }
    }

    private func write() {
        guard let path = ProcessInfo.processInfo.environment[Self.environmentKey] else { return }
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Tab-separated lines, `<count>\t<kind>`, most frequent first, after a line
    /// `<inputs>\tinputs compared`.
    public var text: String {
        lock.withLock {
            let lines = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value)\t\($0.key)" }
            return (["\(inputs)\tinputs compared"] + lines).joined(separator: "\n") + "\n"
        }
    }
}
