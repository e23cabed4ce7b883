import Foundation
import LinkproofCore
@testable import LinkproofFuzzTargets
import LinkproofGen
import Testing

/// A corpus entry of a manifest-driven target is read for the app of its folder: moving the
/// built-in apps' entries there kept each regression what it was stored for, and adding an
/// app changes no entry's decision.
@Suite struct CorpusMeaningTests {
    /// A regression stored while the first choice picked a built-in app by index: its bytes
    /// then, the built-in apps then (file-name order), and its path now.
    struct Moved: Sendable {
        let bytes: [UInt8]
        let appsThen: [String]
        let path: String
        /// The input of the case the finding was about.
        let input: String
    }

    /// d1cb10d stored `04` for stock-analyzer's A-Z0-9. symbol: '.' cannot fill a path
    /// segment, so the generator now discards the case instead of expecting it to open.
    /// apple-example, added later, made the same byte pick recipes.
    static let moved = [
        Moved(bytes: [0x04], appsThen: ["createwithswift", "firebase-example", "raycipe", "recipes", "stock-analyzer"],
              path: "adversarial/stock-analyzer/regressions/crash-da39a3ee5e6b4b0d3255bfef95601890afd80709", input: "https://stock-analyzer.app/stock/."),
    ]

    @Test(arguments: moved)
    func aMovedRegressionGeneratesTheCaseItWasStoredFor(_ moved: Moved) throws {
        var choices = ChoiceSource(bytes: moved.bytes)
        let appThen = moved.appsThen[Int(choices.draw(atMost: UInt64(moved.appsThen.count - 1)))]
        let parts = moved.path.split(separator: "/").map(String.init)
        #expect(parts[1] == appThen, "the folder is the app the bytes picked when stored")
        let target = try #require(FuzzTarget.named(parts[0]))
        let entry = try #require(try Corpus.entries(target).first { $0.path == moved.path })
        let bytes = entry.bytes
        #expect(bytes == Array(moved.bytes.dropFirst(choices.position)), "the bytes are the choices after the app's")
        let app = try #require(entry.app)
        let cases = try #require(app.adversarialCases)
        var source = ChoiceSource(bytes: bytes)
        let (_, sample) = cases.generate(from: &source)
        #expect(sample.input == moved.input)
        #expect(source.isRejected, "the fix: a case no link can carry is discarded")
        #expect(try entry.replay() == nil)
    }

    @Test func aSecondUserAppChangesNoEntrysDecision() throws {
        let before = try Self.decisions(in: Corpus.directory)
        let copy = try ShopApp.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let corpus = copy.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: Corpus.directory, to: corpus)
        let seeds: [(target: String, bytes: [UInt8])] = [
            ("route", [9] + Array("https://shop.example/p/AB-12".utf8)), ("adversarial", [1, 2, 3]),
        ]
        for seed in seeds {
            let folder = corpus.appendingPathComponent(seed.target).appendingPathComponent("shop")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(ShopApp.manifest.utf8).write(to: folder.appendingPathComponent(Corpus.manifestFile))
            try Data(seed.bytes).write(to: folder.appendingPathComponent("seed"))
        }
        let after = try Self.decisions(in: corpus)
        #expect(after.count == before.count + seeds.count)
        for (path, decision) in before {
            #expect(after[path] == decision, "Corpus/\(path)")
        }
        #expect(after["route/shop/seed"]??.routedLink?.route == "product", "the user's entry is read with the user's manifest")
    }

    /// The decision each entry of each manifest-driven target makes, by path.
    static func decisions(in directory: URL) throws -> [String: Decision?] {
        var decisions: [String: Decision?] = [:]
        for target in FuzzTarget.all where target.takesManifest {
            for entry in try Corpus.entries(target, in: directory) {
                decisions[entry.path] = try entry.replay()
            }
        }
        return decisions
    }
}
