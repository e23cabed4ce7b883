import LinkproofCore
import LinkproofGen

extension FuzzTarget {
    /// `dynamic-link`: the long-link parser on the bytes as they are, on the app's prefixes
    /// (a link that parses is also decided by the app's parser), and — reading the same bytes
    /// as LinkproofGen choices — build → parse of generated components.
    public static let dynamicLink = FuzzTarget("dynamic-link", "long dynamic links: parse is stable on arbitrary bytes; build → parse gives back every component",
                                           requires: FuzzTarget.dynamicLinkPrefix, maxLength: 1 + longestBuiltInLink + 1) { app, data throws(FuzzViolation) in
        let prefixes = app.manifest.dynamicLinkPrefixes
        var decision: Decision?
        if let components = try? DynamicLinkComponents.parse(String(decoding: data, as: UTF8.self), prefixes: prefixes) {
            try FuzzViolation.require(!components.link.isEmpty, "a parsed long link has a link", OutputEscaping.quoted(bytes: data))
            try DynamicLinkTarget.checkRoundTrip(components, prefixes: prefixes, origin: "parsed from \(OutputEscaping.quoted(bytes: data))")
            decision = app.parser.decide(utf8: Array(data), context: .direct)
        }
        var choices = ChoiceSource(bytes: data)
        let built = DynamicLinkTarget.components(prefixes).generate(from: &choices)
        guard !choices.isRejected else { return decision }
        try DynamicLinkTarget.checkRoundTrip(built, prefixes: prefixes, origin: "generated")
        return decision
    }
}

/// The invariants and the generator of the `dynamic-link` target.
enum DynamicLinkTarget {
    /// Values with the characters that matter to a query: separators, escapes, spaces,
    /// controls, non-ASCII and astral scalars.
    static let value = Gen.string(from: "aZ09-._~%&=+?#/:@ \\\"'<>\t\n\u{0}é€\u{FFFD}😀", length: 0...12)

    /// Components on one of `prefixes` with a non-empty link and any other parameters.
    static func components(_ prefixes: [DynamicLinkPrefix]) -> Gen<DynamicLinkComponents> {
        let prefix = Gen.element(of: prefixes)
        let link = Gen.frequency([(3, URLGen.anyURL), (1, value.filter { !$0.isEmpty })])
        let parameter = zip(Gen.element(of: DynamicLinkParameter.allCases), value)
        return zip(prefix, link, Gen.array(of: parameter, length: 0...6)).map { prefix, link, parameters in
            var components = DynamicLinkComponents(link: link, domainURIPrefix: prefix)
            for (name, value) in parameters where name != .link { components.parameters[name] = value }
            return components
        }
    }

    /// Building `components` gives an ASCII long link that parses back to them (empty values
    /// left out, as building leaves them out).
    static func checkRoundTrip(_ components: DynamicLinkComponents, prefixes: [DynamicLinkPrefix], origin: String) throws(FuzzViolation) {
        let url = components.url
        try FuzzViolation.require(url.utf8.allSatisfy { $0 < 0x80 }, "a built long link is ASCII", "\(origin): \(url)")
        var expected = components
        expected.parameters = components.parameters.filter { !$0.value.isEmpty }
        let parsed: DynamicLinkComponents
        do {
            parsed = try DynamicLinkComponents.parse(url, prefixes: prefixes)
        } catch {
            throw FuzzViolation("a built long link parses", "\(origin): \(url): \(error.rejection.reason.rawValue) — \(error.rejection.detail)")
        }
        try FuzzViolation.require(parsed == expected, "build → parse gives back every component",
                                  "\(origin): \(url) parsed as \(parsed.parameters), built from \(expected.parameters)")
    }
}
