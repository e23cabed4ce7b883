import Foundation
import LinkproofFuzzTargets
import Testing

/// Every committed corpus file goes through exactly the code libFuzzer runs, for the app its
/// folder names; a broken invariant is an issue naming the file, never a crash of the test run.
@Suite struct CorpusReplayTests {
    @Test("Every seed and regression of the target keeps its invariants", arguments: FuzzTarget.all.map { $0.name })
    func replaysCorpus(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let entries = try Corpus.entries(target)
        #expect(!entries.isEmpty, "Corpus/\(name)/ is empty: run Scripts/build-seed-corpora")
        for entry in entries {
            do {
                try entry.replay()
            } catch {
                Issue.record("Corpus/\(entry.path): \(error)")
            }
        }
    }

    @Test("Each minimized finding still passes", arguments: Corpus.regressions)
    func replaysRegression(_ path: String) throws {
        let name = String(path.prefix { $0 != "/" })
        let target = try #require(FuzzTarget.named(name), "Corpus/\(name)/ names no fuzz target")
        let entry = try #require(try Corpus.entries(target).first { $0.path == path })
        do {
            try entry.replay()
        } catch {
            Issue.record("Corpus/\(path): \(error)")
        }
    }

    /// Beside the folders, `Corpus/` holds only the campaign ledger (`Scripts/fuzz --ledger`).
    @Test func everyCorpusFolderNamesATarget() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Corpus.directory.path).sorted()
        #expect(names.filter { $0 != Corpus.ledgerFile } == FuzzTarget.all.map { $0.name }.sorted())
    }

    @Test func everyEntryOfAManifestDrivenTargetIsInTheFolderOfAnAppItAppliesTo() throws {
        for target in FuzzTarget.all where target.takesManifest {
            for entry in try Corpus.entries(target) {
                let app = try #require(entry.app)
                #expect(target.unmetRequirement(app) == nil, "Corpus/\(entry.path)")
            }
        }
    }
}
