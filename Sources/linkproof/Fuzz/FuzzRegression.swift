import Foundation

/// A fuzzer finding stored as a regression the team's `swift test` replays forever through the
/// same target body (LinkproofTesting's `expectCorpusReplays`): `Linkproof/Corpus/<target>/regressions/<kind>-<sha1>`
/// (`<target>/<app>/` for a manifest-driven target, with the app's manifest kept beside as
/// `manifest.json`, its AASA files inlined), the kind as libFuzzer named the artifact (crash,
/// leak, timeout, oom, slow-unit), else `crash` when it breaks and `unit` when it passes.
/// A finding a run kept (beside its `finding.txt`) is kept as found: a run that goes on past its
/// findings keeps the shortest input of each already, and minimizing could end on another one;
/// another crash of a manifest-driven target is minimized first (`-minimize_crash=1`, at most 20 s).
struct FuzzRegression {
    let fuzzer: Fuzzer
    let layout: FuzzLayout
    /// `target` or `target/app`: the folder below the corpus.
    let place: String
    /// Whether a crash that was not kept by a run is minimized first.
    let minimizes: Bool

    /// Stores `file` (absolute); `manifest`: the inlined manifest to keep beside it.
    func store(_ file: String, manifest: InlinedManifest?) throws(UsageError) -> ExitCode {
        let folder = layout.corpus + "/" + place
        let kept = folder + "/manifest.json"
        if let manifest, let data = FileManager.default.contents(atPath: kept) {
            guard let existing = try? JSONSerialization.jsonObject(with: data) as? NSDictionary, existing.isEqual(manifest.value) else {
                throw UsageError("\(layout.shown(kept)) differs from the manifest given: its entries are judged with it; update it by hand (and review them) first")
            }
        }
        let log = layout.work + "/logs/store.log"
        let named = Self.kinds.first { (file as NSString).lastPathComponent.hasPrefix($0 + "-") }
        var unit = file
        let kind: String
        if try fuzzer.run(["-runs=1", file], log: log) == 0 {
            kind = named ?? "unit"
            Console.out("\(layout.shown(file)) passes: kept as an interesting unit, unminimized")
        } else {
            kind = named ?? "crash"
            let beside = (file as NSString).deletingLastPathComponent + "/finding.txt"
            if let finding = try? String(contentsOfFile: beside, encoding: .utf8) {
                Console.out("\(finding.split(separator: "\n").first ?? ""): kept as found (a run keeps the shortest input of each property and class)")
            } else {
                Console.out("it breaks: \(try fuzzer.signature(file).text)")
                if minimizes { unit = try minimized(file, log: log) }
            }
        }
        guard let bytes = FileManager.default.contents(atPath: unit) else { throw UsageError("\(file): cannot be read") }
        let stored = folder + "/regressions/\(kind)-\(SHA1.hex(Array(bytes)))"
        _ = try FuzzLayout.confined(stored, naming: "the regression")
        do {
            try FileManager.default.createDirectory(atPath: folder + "/regressions", withIntermediateDirectories: true)
            if let manifest { try manifest.text.write(toFile: kept, atomically: true, encoding: .utf8) }
            try bytes.write(to: URL(fileURLWithPath: stored))
        } catch {
            throw UsageError("\(layout.shown(stored)): cannot be written (\(error.localizedDescription))")
        }
        if unit != file { try? FileManager.default.removeItem(atPath: unit) }
        Console.out("stored \(layout.shown(stored)) (\(bytes.count) bytes)\(manifest == nil ? "" : ", judged with \(layout.shown(kept))")")
        let passes = try fuzzer.run(["-runs=1", stored], log: log, appending: true) == 0
        Console.out(passes ? "it passes now: your swift test replays it (expectCorpusReplays)" : "it fails until the bug is fixed: your swift test replays it (expectCorpusReplays)")
        return .success
    }

    /// The kinds libFuzzer names its artifacts by.
    static let kinds = ["crash", "leak", "timeout", "oom", "slow-unit"]

    /// `file` minimized by libFuzzer (`-minimize_crash=1`, at most 20 s), or `file` when that gave nothing.
    private func minimized(_ file: String, log: String) throws(UsageError) -> String {
        Console.out("minimizing the crash (-minimize_crash=1, at most 20 s)")
        let unit = layout.work + "/minimized-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: unit)
        _ = try fuzzer.run(["-minimize_crash=1", "-max_total_time=20", "-exact_artifact_path=\(unit)", file], log: log, appending: true)
        let size = (try? FileManager.default.attributesOfItem(atPath: unit)[.size] as? Int) ?? 0
        return size > 0 ? unit : file
    }
}
