import LinkproofCore
import LinkproofGen

/// The `shorten` kind: what `Shortener` gives for a long dynamic link (document 000,
/// "Shortening the URL"): `{"shortLink", "previewLink", "longLink", "warnings",
/// "decision"}`, or `{"error": …}` (the `ShortenError`'s JSON, which carries the long link:
/// it stays usable). The store is an empty `InMemoryShortLinkStore` whose random source is
/// seeded by `setup.seed`, so the suffix is the same on every run.
struct GoldenShortener {
    let golden: GoldenCase
    let parser: DeepLinkParser

    func outcome() throws(GoldenError) -> JSONValue {
        let setup = SetupReader(golden: golden)
        let option = try setup.string("suffix") ?? "SHORT"
        guard let policy = ["SHORT": SuffixPolicy.short, "UNGUESSABLE": .unguessable][option] else {
            throw setup.invalid("setup.suffix", "suffix is SHORT or UNGUESSABLE, not '\(option)'")
        }
        let seed = UInt64(truncatingIfNeeded: try setup.integer("seed", in: golden.setup, at: "setup") ?? 0)
        let shortener = Shortener(parser: parser, store: InMemoryShortLinkStore(random: SplitMix64(seed: seed)))
        do {
            let result = try shortener.shorten(golden.input.display, suffix: policy)
            return JSONValue(encoding: result).setting("decision", to: JSONValue(encoding: parser.decide(result.longLink)))
        } catch {
            return .object([("error", JSONValue(encoding: error))])
        }
    }
}
