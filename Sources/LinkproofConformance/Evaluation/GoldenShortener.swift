import Foundation
import LinkproofCore
import LinkproofGen

/// The `shorten` kind: what `Shortener` gives for a long dynamic link (document 000,
/// "Shortening the URL"): `{"shortLink", "previewLink", "longLink", "warnings",
/// "decision"}`, or `{"error": …}` (the `ShortenError`'s JSON, which carries the long link:
/// it stays usable). The store is an empty `InMemoryShortLinkStore` whose random source is
/// seeded by `setup.seed`, so the suffix is the same on every run; with `setup.storeFailure`
/// the store fails every write as a store reached over a network does when it is down
/// (`unreachable`) or does not answer in time (`timeout`).
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
        let store = InMemoryShortLinkStore(random: SplitMix64(seed: seed))
        let failure = try setup.string("storeFailure")
        let failing: ShortLinkStoreError?
        switch failure {
        case nil: failing = nil
        case "unreachable"?: failing = .cannotOpen(path: "https://links.example/store", detail: "connection refused")
        case "timeout"?: failing = .busy(path: "https://links.example/store", timeoutMilliseconds: 5000)
        case let other?: throw setup.invalid("setup.storeFailure", "storeFailure is unreachable or timeout, not '\(other)'")
        }
        let shortener = Shortener(parser: parser, store: failing.map { FailingShortLinkStore(failure: $0, reads: store) } ?? store)
        do {
            let result = try shortener.shorten(golden.input.display, suffix: policy)
            return JSONValue(writing: result).setting("decision", to: JSONValue(writing: parser.decide(result.longLink)))
        } catch {
            return .object([("error", JSONValue(writing: error))])
        }
    }
}

/// A store that fails every write with `failure` (and reads from `reads`): the shortener's
/// store down or too slow (S000-05).
private struct FailingShortLinkStore: ShortLinkStore {
    let failure: ShortLinkStoreError
    let reads: InMemoryShortLinkStore

    func insert(longLink: String, prefix: String, suffix: SuffixPolicy, options: ShortLinkOptions) throws(ShortLinkStoreError) -> ShortLinkRecord {
        throw failure
    }

    func lookup(prefix: String, suffix: String) throws(ShortLinkStoreError) -> ShortLinkRecord? {
        try reads.lookup(prefix: prefix, suffix: suffix)
    }

    func incrementClickCount(prefix: String, suffix: String) throws(ShortLinkStoreError) -> Int { throw failure }

    func recordClick(prefix: String, suffix: String, fingerprint: DeviceFingerprint) throws(ShortLinkStoreError) -> DeferredClick { throw failure }

    func pendingClicks(for fingerprint: DeviceFingerprint, since earliest: Date) throws(ShortLinkStoreError) -> [DeferredClick] {
        try reads.pendingClicks(for: fingerprint, since: earliest)
    }

    func claim(_ click: DeferredClick) throws(ShortLinkStoreError) -> Bool { throw failure }

    func stats() throws(ShortLinkStoreError) -> ShortLinkStoreStats { try reads.stats() }
}
