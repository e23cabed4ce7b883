import LinkproofCore
import LinkproofGen

/// The `shorten` kind: what shortening a long dynamic link gives, as Firebase's `shorten`
/// answers it (document 000, "Shortening the URL"): `{"shortLink", "previewLink",
/// "warnings", "decision"}`, or `{"error": the rejection, "longLink": the input, still
/// usable}` for a long link that is not one of the app's own valid dynamic links. The
/// suffix is drawn with `SuffixGenerator` from a generator seeded by `setup.seed`, so the
/// outcome is the same on every run.
struct GoldenShortener {
    let golden: GoldenCase
    let manifest: LinkManifest
    let parser: DeepLinkParser

    func outcome() throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        let option = try setup.string("suffix") ?? "SHORT"
        guard option == "SHORT" || option == "UNGUESSABLE" else { throw setup.invalid("setup.suffix", "suffix is SHORT or UNGUESSABLE, not '\(option)'") }
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: try setup.integer("seed", in: golden.setup, at: "setup") ?? 0))
        let input = golden.input.display
        let decision = parser.decide(input)
        if case .reject = decision { return failure(JSONValue(encoding: decision), input) }
        let components: DynamicLinkComponents
        do {
            components = try DynamicLinkComponents.parse(input, prefixes: manifest.dynamicLinkPrefixes)
        } catch {
            return failure(JSONValue(encoding: Decision.reject(error.rejection)), input)
        }
        let suffix = option == "UNGUESSABLE" ? SuffixGenerator.unguessable(using: &random)
            : SuffixGenerator.short(length: SuffixAlphabet.shortMinimumLength, using: &random)
        let shortLink = components.domainURIPrefix.string + "/" + suffix
        return .object([("shortLink", .string(shortLink)), ("previewLink", .string(shortLink + "?d=1")),
                        ("warnings", .array(warnings(input))), ("decision", JSONValue(encoding: decision))])
    }

    private func failure(_ rejection: JSONValue, _ longLink: String) -> JSONValue {
        .object([("error", rejection), ("longLink", .string(longLink))])
    }

    /// A warning for each query parameter that is not a dynamic-link parameter (Firebase ignores them).
    private func warnings(_ input: String) -> [JSONValue] {
        guard let query = input.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
            .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first else { return [] }
        return query.split(separator: "&").compactMap { item in
            let name = String(item.prefix { $0 != "=" })
            guard DynamicLinkParameter(rawValue: name) == nil else { return nil }
            return .object([("parameter", .string(name)), ("warning", .string("not a dynamic-link parameter: ignored"))])
        }
    }
}
