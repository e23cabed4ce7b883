import LinkproofURL

/// One remark about a long link's parameter.
package struct ShortenWarning: Hashable, Sendable, Codable {
    /// The kinds of remark, with stable codes.
    public enum Code: String, Hashable, Sendable, Codable {
        /// Not a dynamic-link parameter: left out of the stored link.
        case unknownParameter = "unknown-parameter"
        /// `efr`: the app preview page is skipped.
        case skipsPreviewPage = "skips-preview-page"
        /// `ifl`, `ipfl`, `afl` or `ofl`: where people without the app are sent.
        case fallbackURL = "fallback-url"
        /// A URL parameter with plain `http`, which anyone on the network can answer.
        case insecureURL = "insecure-url"
        /// A URL parameter that is not an absolute `http` or `https` URL.
        case invalidURL = "invalid-url"
    }

    /// What kind of remark.
    public var code: Code
    /// The parameter it is about.
    public var parameter: String
    /// A sentence for people.
    public var message: String

    /// A warning from its fields.
    public init(code: Code, parameter: String, message: String) {
        self.code = code
        self.parameter = parameter
        self.message = message
    }

    /// The warnings one query item deserves.
    static func about(_ name: String, value: String) -> [ShortenWarning] {
        guard let parameter = DynamicLinkParameter(rawValue: name) else {
            return [ShortenWarning(code: .unknownParameter, parameter: name, message: "'\(name)' is not a dynamic-link parameter; it was dropped")]
        }
        if parameter == .efr {
            return [ShortenWarning(code: .skipsPreviewPage, parameter: name, message: "efr skips the app preview page")]
        }
        guard parameter.isFallbackURL else { return [] }
        var warnings: [ShortenWarning] = []
        if parameter != .si {
            warnings.append(ShortenWarning(code: .fallbackURL, parameter: name, message: "people without the app are sent to \(value)"))
        }
        let scheme = value.prefix { $0 != ":" }.lowercased()
        if scheme == "http" {
            warnings.append(ShortenWarning(code: .insecureURL, parameter: name, message: "'\(name)' is plain http; use https"))
        } else if scheme != "https" || (try? URLParser.parse(value)) == nil {
            warnings.append(ShortenWarning(code: .invalidURL, parameter: name, message: "'\(name)' is not an absolute http or https URL"))
        }
        return warnings
    }
}
