import LinkproofCore

/// The `build` kind: the long link built from `input` {link, domainURIPrefix, parameters}
/// with `DynamicLinkComponents`, as Firebase's builder makes it, and its parameters read back.
/// A prefix that is not `https://HOST[/PATH]` builds nothing: `{"error", "fallback": the
/// link}` (Firebase's builder is nil then, and the documents fall back to the content URL).
struct GoldenBuilder {
    let golden: GoldenCase
    let manifest: LinkManifest

    func build() throws(GoldenError) -> (url: String?, outcome: JSONValue) {
        let setup = SetupReader(golden: golden)
        guard case .object(let object) = golden.input else { throw setup.invalid("input", "the build kind takes an object input") }
        let link = try setup.required("link", in: object, at: "input")
        let prefixText = try setup.required("domainURIPrefix", in: object, at: "input")
        let scheme = "https://"
        guard prefixText.hasPrefix(scheme),
              let host = prefixText.dropFirst(scheme.count).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first,
              !host.isEmpty else {
            return (nil, .object([("error", .string("the domainURIPrefix '\(prefixText)' is not https://HOST[/PATH]")), ("fallback", .string(link))]))
        }
        let prefix = DynamicLinkPrefix(host: String(host), path: String(prefixText.dropFirst(scheme.count + host.count)))
        var components = DynamicLinkComponents(link: link, domainURIPrefix: prefix)
        for (name, value) in try setup.stringMap("parameters", in: object, at: "input") {
            guard let parameter = DynamicLinkParameter(rawValue: name) else { throw setup.invalid("input.parameters.\(name)", "unknown dynamic-link parameter '\(name)'") }
            components.parameters[parameter] = value
        }
        let url = components.url
        let parsed: JSONValue
        do {
            let read = try DynamicLinkComponents.parse(url, prefixes: [prefix] + manifest.dynamicLinkPrefixes)
            parsed = .object(read.parameters.map { ($0.key.rawValue, JSONValue.string($0.value)) }.sorted { $0.0 < $1.0 })
        } catch {
            parsed = JSONValue(writing: Decision.reject(error.rejection))
        }
        return (url, .object([("url", .string(url)), ("parsed", parsed)]))
    }
}
