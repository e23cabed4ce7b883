/// The parts of a Digital Asset Links statement (`/.well-known/assetlinks.json`, or an APK's
/// `asset_statements`) and the syntax rules each has, as Google's specification
/// (`google/digitalassetlinks`, `well-known/specification.md`) and its compatibility test
/// suite (`compatibility-tests/v1`) state them.

/// A web site asset: `http` or `https`, a host, a port; nothing else. Kept in the canonical
/// form the Digital Asset Links API answers with: scheme and host lower-cased, the host
/// ending in `.`, the default port dropped.
package struct AssetLinksSite: Sendable, Hashable, Codable, CustomStringConvertible {
    public let scheme: String
    /// Lower-cased, without the trailing dot.
    public let host: String
    /// Nil for the scheme's default port.
    public let port: Int?

    /// `https://host.` or `http://host.:port`.
    public var description: String { "\(scheme)://\(host)." + (port.map { ":\($0)" } ?? "") }

    /// `https` sites are secure; what they include must be too.
    public var isSecure: Bool { scheme == "https" }

    /// Where the statement list of this site is served.
    public var statementListURL: String {
        "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "") + "/.well-known/assetlinks.json"
    }

    /// Reads a `site` value; the error says what rule it breaks, in the API's words.
    public init(_ text: String) throws(AssetLinksSyntaxError) {
        let url = try AssetLinksURL(text)
        guard url.rest.isEmpty else {
            switch url.rest.first {
            case "?": throw AssetLinksSyntaxError("a site cannot have query parameters: '\(text)'")
            case "#": throw AssetLinksSyntaxError("a site cannot have fragment identifiers: '\(text)'")
            default: throw AssetLinksSyntaxError("a site cannot contain a path: '\(text)'")
            }
        }
        self.scheme = url.scheme
        self.host = url.host
        self.port = url.port
    }
}

/// An `http`/`https` URL split as the statement rules need it: `site` and `include` values.
struct AssetLinksURL {
    let scheme: String
    let host: String
    /// Nil for the default port.
    let port: Int?
    /// Everything after the authority: path, query, fragment.
    let rest: Substring

    init(_ text: String) throws(AssetLinksSyntaxError) {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw AssetLinksSyntaxError("Invalid site: '\(text)' is not a valid URL (Url is not well formatted)")
        }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { throw AssetLinksSyntaxError("'\(text)' is a non-HTTP URL") }
        let afterScheme = text[text.index(colon, offsetBy: 3)...]
        let end = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let authority = afterScheme[..<end]
        guard !authority.contains("@") else { throw AssetLinksSyntaxError("'\(text)' contains login information") }
        var host = authority
        var port: Int?
        if let portColon = authority.lastIndex(of: ":") {
            host = authority[..<portColon]
            let digits = authority[authority.index(after: portColon)...]
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCIIDigit), let number = Int(digits), number <= 65535 else {
                throw AssetLinksSyntaxError("Invalid site: '\(text)' is not a valid URL (bad port)")
            }
            port = number == (scheme == "https" ? 443 : 80) ? nil : number
        }
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, labels.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0.isHostByte } }) else {
            throw AssetLinksSyntaxError("Invalid site: '\(text)' is not a valid URL (bad host)")
        }
        self.scheme = scheme
        self.host = name
        self.port = port
        self.rest = afterScheme[end...]
    }
}

/// A relation string, `kind/detail`: `kind` of lower-case letters, digits and `_`; `detail`
/// of those and `.` (`delegate_permission/common.handle_all_urls`).
package struct AssetLinksRelation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The relation App Links verification asks for.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    public let text: String
    public var description: String { text }

    public init(_ text: String) throws(AssetLinksSyntaxError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw AssetLinksSyntaxError("Invalid relation string '\(text)': expected kind/detail") }
        func valid(_ part: Substring, dot: Bool) -> Bool {
            !part.isEmpty && part.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || (dot && $0 == 0x2E) }
        }
        guard valid(parts[0], dot: false) else { throw AssetLinksSyntaxError("Invalid 'kind' field in relation string '\(text)'") }
        guard valid(parts[1], dot: true) else { throw AssetLinksSyntaxError("Invalid 'detail' field in relation string '\(text)'") }
        self.text = text
    }
}

/// Package names and signing-certificate fingerprints of `android_app` assets.
package enum AssetLinksAndroidApp {
    /// A Java-style package name: dot-separated segments, each a letter then letters, digits
    /// or `_`.
    public static func isValidPackageName(_ name: String) -> Bool {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty && segments.allSatisfy { segment in
            guard let first = segment.utf8.first, first.isASCIILetter else { return false }
            return segment.utf8.allSatisfy { $0.isASCIILetter || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
    }

    /// A SHA-256 fingerprint as the specification writes it: 32 bytes, each two **upper-case**
    /// hex digits, separated by `:` (`14:6D:E9:…`).
    public static func isValidFingerprint(_ text: String) -> Bool {
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        return bytes.count == 32 && bytes.allSatisfy { byte in
            byte.utf8.count == 2 && byte.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) }
        }
    }
}

/// An asset a statement is about.
package enum AssetLinksAsset: Sendable, Hashable, Codable, CustomStringConvertible, JSONWritable {
    case web(AssetLinksSite)
    /// One package with one certificate: a target with several fingerprints is several assets.
    case androidApp(packageName: String, fingerprint: String)

    public var description: String {
        switch self {
        case .web(let site): "web \(site)"
        case .androidApp(let package, let fingerprint): "android_app \(package) \(fingerprint)"
        }
    }
}

/// One statement: `source` grants `relation` to `target`.
package struct AssetLinksStatement: Sendable, Hashable, Codable {
    public let source: AssetLinksAsset
    public let relation: String
    public let target: AssetLinksAsset

    public init(source: AssetLinksAsset, relation: String, target: AssetLinksAsset) {
        self.source = source
        self.relation = relation
        self.target = target
    }
}

/// A value that breaks a statement rule; the message uses the API's own words.
package struct AssetLinksSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
    init(_ message: String) { self.message = message }
}

private extension UInt8 {
    var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    /// A byte of a lower-cased host label: letters, digits, `-`, `_`.
    var isHostByte: Bool { (self >= 0x61 && self <= 0x7A) || (self >= 0x30 && self <= 0x39) || self == 0x2D || self == 0x5F }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
