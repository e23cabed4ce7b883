import Foundation
import LinkproofFuzzTargets
import Testing

/// Every committed corpus file goes through exactly the code libFuzzer runs; a broken
/// invariant is an issue naming the file, never a crash of the test run.
@Suite struct CorpusReplayTests {
    @Test("Every seed and regression of the target keeps its invariants", arguments: FuzzTarget.all.map { $0.name })
    func replaysCorpus(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let files = Corpus.files(name)
        #expect(!files.isEmpty, "Corpus/\(name)/ is empty: run Scripts/build-seed-corpora")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            do {
                try target.check(bytes)
            } catch {
                Issue.record("\(file.path.dropFirst(Corpus.root.path.count + 1)): \(error)")
            }
        }
    }

    @Test("Each minimized finding still passes", arguments: Corpus.regressions)
    func replaysRegression(_ path: String) throws {
        let name = String(path.prefix { $0 != "/" })
        let target = try #require(FuzzTarget.named(name), "Corpus/\(name)/ names no fuzz target")
        let bytes = try [UInt8](Data(contentsOf: Corpus.directory.appendingPathComponent(path)))
        do {
            try target.check(bytes)
        } catch {
            Issue.record("Corpus/\(path): \(error)")
        }
    }

    @Test func everyCorpusFolderNamesATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Corpus.directory.path).sorted()
        #expect(folders == FuzzTarget.all.map { $0.name }.sorted())
    }
}
