import Foundation
import LinkproofCore

/// Suite `route`: decisions per second for `raycipe.json` over a mixed corpus of good and
/// hostile links (the golden inputs written for the app), next to the document's own
/// handler (Foundation's `URL(string:)` + `parseComponents`) on the same inputs.
enum RouteBench: BenchSuite {
    static let name = "route"

    static let golden = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Golden")

    static func run(_ options: BenchOptions) throws -> [BenchRow] {
        let manifest = try LinkManifest.load(contentsOf: golden.appendingPathComponent("apps/raycipe.json").path)
        let inputs = try goldenInputs(for: "raycipe")
        let parser = DeepLinkParser(manifest: manifest)
        guard let document = ReferenceHandlers.handler(for: manifest) else { return [] }
        // Enough work per timed run to dwarf the clock's resolution.
        let corpus = Array(repeating: inputs, count: max(1, 20_000 / inputs.count)).flatMap { $0 }
        let routed = corpus.filter { parser.decide($0).routedLink != nil }.count

        let ours = Measure.fastest(repetitions: options.repetitions) {
            corpus.reduce(0) { $0 &+ (parser.decide($1).routedLink == nil ? 0 : 1) }
        } / Double(corpus.count)
        let theirs = Measure.fastest(repetitions: options.repetitions) {
            corpus.reduce(0) { $0 &+ (document.decide($1, context: .direct).routedLink == nil ? 0 : 1) }
        } / Double(corpus.count)
        return [
            BenchRow(name: "route.decide raycipe (\(inputs.count) golden links)", unit: "ns/decision", value: ours,
                     peer: "document handler", peerValue: theirs,
                     extra: String(format: "%.0f decisions/s; %d of %d routed", 1e9 / ours, routed, corpus.count)),
        ]
    }

    /// Every golden input whose case names the manifest.
    static func goldenInputs(for manifest: String) throws -> [String] {
        let folder = golden.appendingPathComponent("cases")
        var inputs: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".json") && !file.hasSuffix(".pending.json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            for item in root?["cases"] as? [[String: Any]] ?? [] where item["manifest"] as? String == manifest {
                if let input = item["input"] as? String { inputs.append(input) }
            }
        }
        return inputs
    }
}
