import LinkproofURL

/// A long dynamic link: a URL prefix and its parameters. Build one the way the documents use
/// Firebase's `DynamicLinkComponents` and read `url`; `parse(_:)` gives back exactly the
/// components that built it.
///
/// ```swift
/// var builder = DynamicLinkComponents(link: "https://www.raywenderlich.com/about?recipeID=002",
///                                     domainURIPrefix: DynamicLinkPrefix(host: "rayciperw.page.link"))
/// builder.iOSParameters = .init(bundleID: "com.example.raycipe", appStoreID: "1481444772")
/// builder.socialMetaTagParameters = .init(title: "Pasta from Raycipe")
/// builder.url // https://rayciperw.page.link/?link=https%3A%2F%2Fwww.raywenderlich.com%2Fabout%3FrecipeID%3D002&st=…&ibi=…&isi=…
/// ```
public struct DynamicLinkComponents: Hashable, Sendable {
    public var domainURIPrefix: DynamicLinkPrefix
    /// Every parameter, `link` included, by name.
    public var parameters: [DynamicLinkParameter: String]

    public init(link: String, domainURIPrefix: DynamicLinkPrefix) {
        self.domainURIPrefix = domainURIPrefix
        self.parameters = [.link: link]
    }

    /// The nested deep link.
    public var link: String {
        get { parameters[.link] ?? "" }
        set { parameters[.link] = newValue }
    }

    /// The long link: `<prefix>/?link=…&…`, each value percent-encoded except ASCII letters
    /// and digits, as Firebase's `FIRDLURLQueryStringFromDictionary` does (which keeps Unicode
    /// letters too; here they are encoded, so the result is always ASCII). Empty values are
    /// left out, as Firebase leaves them out.
    public var url: String {
        var query = ""
        for name in DynamicLinkParameter.allCases {
            guard let value = parameters[name], !value.isEmpty else { continue }
            query += (query.isEmpty ? "?" : "&") + name.rawValue + "=" + Self.encode(value)
        }
        return domainURIPrefix.string + "/" + query
    }

    /// Percent-encodes every byte but ASCII letters and digits.
    static func encode(_ value: String) -> String {
        var output = ""
        output.reserveCapacity(value.utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            if ASCII.isAlphanumeric(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        output = String(decoding: bytes, as: UTF8.self)
        return output
    }
}

/// Why a long dynamic link could not be read.
public struct DynamicLinkError: Error, Hashable, Sendable {
    public var rejection: Rejection
}

extension DynamicLinkComponents {
    /// Reads a long dynamic link on one of `prefixes` with the strict rules: `https`, no
    /// validation errors, parameter names case-sensitive and never repeated, values decoded
    /// exactly once, `link` present. Unknown parameters are dropped.
    public static func parse(_ input: String, prefixes: [DynamicLinkPrefix]) throws(DynamicLinkError) -> DynamicLinkComponents {
        let bytes = Array(input.utf8)
        let parsed: ParsedURL
        do {
            parsed = try bytes.withUnsafeBufferPointer { buffer throws(URLParseFailure) in try URLParser.parse(utf8: buffer) }
        } catch {
            throw DynamicLinkError(rejection: Rejection(.urlParseFailure, at: error.error.offset, "not a URL: \(error.error.code.rawValue)"))
        }
        if let first = parsed.validationErrors.first {
            throw DynamicLinkError(rejection: Rejection(.urlValidationError, at: first.offset, "the URL parser had to repair it: \(first.code.rawValue)"))
        }
        guard parsed.url.scheme == "https", let anatomy = LinkAnatomy(bytes),
              let prefix = prefixes.first(where: { $0.host == anatomy.lowercasedHost && anatomy.pathUnderPrefix($0) == .root })
        else {
            throw DynamicLinkError(rejection: Rejection(.hostNotDeclared, at: 0, "not a long dynamic link on \(prefixes.map(\.string).joined(separator: ", "))"))
        }
        switch anatomy.queryItems(limit: DynamicLinkParameter.allCases.count * 4).flatMap({ components(prefix, $0) }) {
        case .success(let components): return components
        case .failure(let rejection): throw DynamicLinkError(rejection: rejection)
        }
    }

    /// The components of the long link whose query items these are.
    static func components(_ prefix: DynamicLinkPrefix, _ items: [QueryItem]) -> Result<DynamicLinkComponents, Rejection> {
        var components = DynamicLinkComponents(link: "", domainURIPrefix: prefix)
        components.parameters = Dictionary(minimumCapacity: items.count)
        // A known name repeats when the table already holds it; only unknown names need a set.
        var unknownNames = Set<String>()
        for item in items {
            let repeated = if let name = DynamicLinkParameter.named[item.name] {
                components.parameters.updateValue(item.value ?? "", forKey: name) != nil
            } else {
                !unknownNames.insert(item.name).inserted
            }
            if repeated {
                return .failure(Rejection(.dynamicLinkMalformed, at: item.offset, "parameter '\(item.name)' is repeated"))
            }
        }
        guard let link = components.parameters[.link], !link.isEmpty else {
            return .failure(Rejection(.dynamicLinkMalformed, at: nil, "no 'link' parameter"))
        }
        return .success(components)
    }
}
