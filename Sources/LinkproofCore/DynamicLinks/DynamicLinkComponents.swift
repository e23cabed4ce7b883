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
        return try bytes.withUnsafeBufferPointer { bytes throws(DynamicLinkError) in
            guard parsed.url.isHTTPS, let anatomy = LinkAnatomy(bytes),
                  let prefix = prefixes.first(where: { anatomy.hostIs($0.host.utf8) && anatomy.pathUnderPrefix($0) == .root })
            else {
                throw DynamicLinkError(rejection: Rejection(.hostNotDeclared, at: 0, "not a long dynamic link on \(prefixes.map(\.string).joined(separator: ", "))"))
            }
            do throws(Rejection) {
                var components = DynamicLinkComponents(link: "", domainURIPrefix: prefix)
                _ = try anatomy.withQueryItems(limit: DynamicLinkParameter.allCases.count * 4) { (items) throws(Rejection) in
                    try checkedParameters(anatomy, items) { parameter, item in
                        components.parameters[parameter] = anatomy.value(item) ?? ""
                    }
                }
                return components
            } catch {
                throw DynamicLinkError(rejection: error)
            }
        }
    }

    /// Checks a long link's query items as every reader must — parameter names case-sensitive
    /// and never repeated, `link` present and not empty — and hands each known parameter to
    /// `body`; unknown parameters are skipped. Returns where the `link` value lies.
    static func checkedParameters(_ anatomy: LinkAnatomy, _ items: UnsafeBufferPointer<QueryItem>,
                                  _ body: (DynamicLinkParameter, QueryItem) -> Void) throws(Rejection) -> (value: Range<Int>, offset: Int) {
        var seen: UInt64 = 0
        // Known names repeat when `seen` has their bit; only unknown names need their text.
        var unknownNames = Set<String>()
        var link: (value: Range<Int>, offset: Int)?
        for item in items {
            let known = DynamicLinkParameter.named(anatomy, item)
            let repeated: Bool
            if let known {
                repeated = seen & (1 << known.index) != 0
                seen |= 1 << known.index
            } else {
                repeated = !unknownNames.insert(anatomy.name(item)).inserted
            }
            if repeated {
                let name = anatomy.name(item)
                throw Rejection(.dynamicLinkMalformed, at: item.offset, "parameter '\(name)' is repeated")
            }
            guard let parameter = known?.parameter else { continue }
            if parameter == .link, let value = item.value, !value.isEmpty { link = (value, item.valueOffset) }
            body(parameter, item)
        }
        guard let link else { throw Rejection(.dynamicLinkMalformed, at: nil, "no 'link' parameter") }
        return link
    }
}
