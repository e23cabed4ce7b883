import Foundation
import LinkproofCore
@testable import LinkproofFuzzTargets
import Testing

/// The manifests embedded for the fuzz targets are the files of `Tests/Golden/apps/`.
@Suite struct GoldenManifestsTests {
    static let apps = Corpus.root.appendingPathComponent("Tests/Golden/apps")

    @Test func everyGoldenAppIsEmbedded() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.apps.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
        #expect(GoldenManifests.names == files, "run Scripts/embed-golden-manifests")
    }

    @Test func eachEmbeddedManifestEqualsItsFile() throws {
        try #require(GoldenManifests.manifests.count == GoldenManifests.names.count, "an embedded manifest does not load")
        for (name, embedded) in zip(GoldenManifests.names, GoldenManifests.manifests) {
            let file = try LinkManifest.load(contentsOf: Self.apps.appendingPathComponent("\(name).json").path)
            #expect(embedded == file, "\(name): run Scripts/embed-golden-manifests")
        }
    }
}
